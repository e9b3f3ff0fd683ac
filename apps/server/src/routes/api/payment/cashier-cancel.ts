import { PAYMENT_MSG } from '@evidence/shared/constants';
import { ZCashierActionRequest, ZCashierView, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { paymentsOf } from '../../../providers/payment/from-config';
import { cashierAct } from '../../../services/payments/cashier';
import { deliverLocalNotify } from './deliver-local';

/** POST /api/payment/cashier/cancel with token: 取消支付 on the local cashier (a signed CLOSED notify: the order becomes 已取消). */
export default function cashierCancelRoute(app: App, ctx: AppContext) {
  if (!ctx.config.payment.providers.includes('local')) return;
  app.post(
    '/payment/cashier/cancel',
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { tags: ['payment'], body: ZCashierActionRequest, response: { 200: zEnvelope(ZCashierView) } } },
    async (request) => ok(await cashierAct(ctx.db, paymentsOf(ctx).secret, request.body.token, 'cancel', deliverLocalNotify(app)), PAYMENT_MSG.cashierCancelled),
  );
}
