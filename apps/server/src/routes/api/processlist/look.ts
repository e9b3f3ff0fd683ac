import { ZLookResponse, ZProcessIdRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { captureActor } from '../../../services/capture/capture-access';
import { lookProcess } from '../../../services/capture/process/look-process';

/** POST /api/processlist/look {id}: one session for its owner — queue place, live time, preview and hashes. */
export default function lookRoute(app: App, ctx: AppContext) {
  app.post(
    '/processlist/look',
    {
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZProcessIdRequest, response: { 200: zEnvelope(ZLookResponse) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => ok(await lookProcess(ctx, captureActor(requirePermission(request, 'capture.use')), request.body.id)),
  );
}
