import { CAPTURE_MSG } from '@evidence/shared/constants';
import { ZDelProRequest, ZDelProResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { captureActor } from '../../../services/capture/capture-access';
import { delPro } from '../../../services/capture/del-pro';

/** POST /api/processlist/delPro {id}: hides a finished capture (not sub-accounts: 'evidence.delete'). */
export default function delProRoute(app: App, ctx: AppContext) {
  app.post(
    '/processlist/delPro',
    {
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZDelProRequest, response: { 200: zEnvelope(ZDelProResponse) } },
      preValidation: async (request) => void requirePermission(request, 'evidence.delete', CAPTURE_MSG.subAccountNoDelete),
    },
    async (request) => ok(await delPro(ctx.db, captureActor(requirePermission(request, 'evidence.delete', CAPTURE_MSG.subAccountNoDelete)), request.body.id, clientOf(request).ip), CAPTURE_MSG.deleted),
  );
}
