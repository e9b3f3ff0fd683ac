import { PAYMENT_MSG } from '@evidence/shared/constants';
import { ZOrderNoRequest, zEnvelope } from '@evidence/shared/contracts';
import { z } from 'zod';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { cancelRecharge } from '../../../services/payments/cancel-order';
import { paymentsOf } from '../../../providers/payment/from-config';

/** POST /api/alipay/cancelPay with order_no: the buyer cancels a pending recharge order (已取消). */
export default function cancelPayRoute(app: App, ctx: AppContext) {
  app.post(
    '/alipay/cancelPay',
    {
      schema: { tags: ['payment'], security: [{ bearer: [] }], body: ZOrderNoRequest, response: { 200: zEnvelope(z.null()) } },
      preValidation: async (request) => {
        requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
      await cancelRecharge(ctx.db, paymentsOf(ctx), request.log, p.user.id, request.body.order_no, clientOf(request).ip);
      return ok(null, PAYMENT_MSG.cancelled);
    },
  );
}
