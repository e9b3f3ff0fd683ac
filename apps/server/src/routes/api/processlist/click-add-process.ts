import { PROCESS_MSG } from '@evidence/shared/constants';
import { ZProcessIdRequest, ZProcessStateResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { captureActor, loadCapture } from '../../../services/capture/capture-access';
import { confirmProcess } from '../../../services/capture/process/confirm-process';
import { loadSession } from '../../../services/capture/process/session-row';

/** POST /api/processlist/clickAddProcess {id}: 确认 a session at 待确认 — its package preserved, unused minutes refunded. */
export default function clickAddProcessRoute(app: App, ctx: AppContext) {
  app.post(
    '/processlist/clickAddProcess',
    {
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZProcessIdRequest, response: { 200: zEnvelope(ZProcessStateResponse) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => {
      const a = captureActor(requirePermission(request, 'capture.use'));
      const row = loadSession(await loadCapture(ctx.db, a, request.body.id));
      return ok(await confirmProcess(ctx, row, a.actorUserId, clientOf(request).ip), PROCESS_MSG.confirmed);
    },
  );
}
