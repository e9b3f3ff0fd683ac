import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryPaid, ZNotaryPayRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { payNotaryByPoints } from '../../../services/notary/pay/pay-by-points';

/** POST /api/notary/payByPoints {orderId}: the pay step with points; the order goes to the office. */
export default function notaryPayByPointsRoute(app: App, ctx: AppContext) {
  app.post(
    '/notary/payByPoints',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['notary'], security: [{ bearer: [] }], body: ZNotaryPayRequest, response: { 200: zEnvelope(ZNotaryPaid) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await payNotaryByPoints(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.body.orderId, clientOf(request).ip), NOTARY_MSG.paid),
  );
}
