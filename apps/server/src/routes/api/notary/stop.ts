import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryStopRequest, ZNotaryStopResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { stopNotaryOrder } from '../../../services/notary/stop';

/** POST /api/notary/stop {orderId, reason?} (001 §7 Notary "Stop"): 终止订单 while unpaid and in progress. */
export default function notaryStopRoute(app: App, ctx: AppContext) {
  app.post(
    '/notary/stop',
    {
      schema: { tags: ['notary'], security: [{ bearer: [] }], body: ZNotaryStopRequest, response: { 200: zEnvelope(ZNotaryStopResponse) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => {
      const p = requirePermission(request, 'notary.use', NOTARY_MSG.subRefused);
      return ok(await stopNotaryOrder(ctx.db, p, request.body.orderId, request.body.reason, clientOf(request).ip), NOTARY_MSG.stopped);
    },
  );
}
