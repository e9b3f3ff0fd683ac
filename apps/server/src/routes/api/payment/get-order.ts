import { PAYMENT_MSG } from '@evidence/shared/constants';
import { ZOrderNoRequest, ZRechargeOrder, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { ownRecharge, rechargeView } from '../../../services/payments/recharge-order';

/** GET /api/payment/getOrder?order_no=: one of the buyer's recharge orders (/buyCredits?orderNo= resumes it). */
export default function getOrderRoute(app: App, ctx: AppContext) {
  app.get(
    '/payment/getOrder',
    {
      schema: { tags: ['payment'], security: [{ bearer: [] }], querystring: ZOrderNoRequest, response: { 200: zEnvelope(ZRechargeOrder) } },
      preValidation: async (request) => {
        requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
      return ok(rechargeView(await ownRecharge(ctx.db, p.user.id, request.query.order_no)));
    },
  );
}
