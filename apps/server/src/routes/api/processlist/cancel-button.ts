import { PROCESS_MSG } from '@evidence/shared/constants';
import { ZProcessIdRequest, ZProcessStateResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { captureActor } from '../../../services/capture/capture-access';
import { cancelProcess } from '../../../services/capture/process/cancel-process';

/** POST /api/processlist/cancelButton {id}: 取消 (queued or running) or 放弃 (待确认) a session; everything refunded. */
export default function cancelButtonRoute(app: App, ctx: AppContext) {
  app.post(
    '/processlist/cancelButton',
    {
      schema: { tags: ['capture'], security: [{ bearer: [] }], body: ZProcessIdRequest, response: { 200: zEnvelope(ZProcessStateResponse) } },
      preValidation: async (request) => void requirePermission(request, 'capture.use'),
    },
    async (request) => {
      const r = await cancelProcess(ctx, captureActor(requirePermission(request, 'capture.use')), request.body.id, clientOf(request).ip);
      // a running session is stopped through its job: it is still 取证中 when this answers (the attacker review)
      return ok(r, r.status === 'abandoned' ? PROCESS_MSG.abandoned : r.status === 'cancelled' ? PROCESS_MSG.cancelled : PROCESS_MSG.cancelling);
    },
  );
}
