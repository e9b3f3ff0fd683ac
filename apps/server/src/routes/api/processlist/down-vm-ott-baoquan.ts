import { ZDownUrl, ZProcessIdRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { downProcessPackage } from '../../../services/capture/process/down-process-package';

/** POST /api/processlist/downVmOttBaoquan {id}: a confirmed session's evidence package, for the verified owner. */
export default function downVmOttBaoquanRoute(app: App, ctx: AppContext) {
  app.post(
    '/processlist/downVmOttBaoquan',
    {
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZProcessIdRequest, response: { 200: zEnvelope(ZDownUrl) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => ok(await downProcessPackage(ctx, requirePermission(request, 'capture.use'), { id: request.body.id }, clientOf(request).ip)),
  );
}
