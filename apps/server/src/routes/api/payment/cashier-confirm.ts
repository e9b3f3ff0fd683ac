import { PAYMENT_MSG } from '@evidence/shared/constants';
import { ZCashierActionRequest, ZCashierView, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { paymentsOf } from '../../../providers/payment/from-config';
import { cashierAct } from '../../../services/payments/cashier';
import { deliverLocalNotify } from './deliver-local';

/** POST /api/payment/cashier/confirm with token: 确认支付 on the local cashier (a signed SUCCESS notify). */
export default function cashierConfirmRoute(app: App, ctx: AppContext) {
  if (!ctx.config.payment.providers.includes('local')) return;
  app.post(
    '/payment/cashier/confirm',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: ['payment'], body: ZCashierActionRequest, response: { 200: zEnvelope(ZCashierView) } } },
    async (request) => {
      const view = await cashierAct(ctx.db, paymentsOf(ctx).secret, request.body.token, 'confirm', deliverLocalNotify(app));
      // a payment not credited says it goes back; a notarial fee credits no points: only a recharge says they arrived
      return ok(view, view.refund_note ?? (view.points > 0 ? PAYMENT_MSG.cashierPaid : PAYMENT_MSG.paid));
    },
  );
}
