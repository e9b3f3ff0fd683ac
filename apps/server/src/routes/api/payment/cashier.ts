import { ZCashierQuery, ZCashierView, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { paymentsOf } from '../../../providers/payment/from-config';
import { cashierView } from '../../../services/payments/cashier';

/**
 * GET /api/payment/cashier?token= (public: opened on a phone from the QR code): the local test
 * cashier's order. The token is an HMAC of the order number; a forged one answers like a missing order.
 */
export default function cashierRoute(app: App, ctx: AppContext) {
  if (!ctx.config.payment.providers.includes('local')) return;
  app.get(
    '/payment/cashier',
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { tags: ['payment'], querystring: ZCashierQuery, response: { 200: zEnvelope(ZCashierView) } } },
    async (request) => ok(await cashierView(ctx.db, paymentsOf(ctx).secret, request.query.token)),
  );
}
