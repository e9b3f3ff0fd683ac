import { PAYMENT_MSG } from '@evidence/shared/constants';
import { ZPayRequest, ZPayStart, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { paymentsOf } from '../../../providers/payment/from-config';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { startPayment } from '../../../services/payments/start-payment';

/**
 * POST /api/Evidences/pay with integral (yuan), type (1 Alipay, 2 WeChat) and optionally order_no
 * (001 §7 "Pay again"): creates a pending recharge order, or takes the caller's pending one again,
 * and answers how to pay it (WeChat: the QR code's address; Alipay: a page form). Not for sub-accounts.
 */
export default function evidencesPayRoute(app: App, ctx: AppContext) {
  app.post(
    '/Evidences/pay',
    {
      schema: { tags: ['payment'], security: [{ bearer: [] }], body: ZPayRequest, response: { 200: zEnvelope(ZPayStart) } },
      preValidation: async (request) => {
        requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
      const started = await startPayment(ctx.db, paymentsOf(ctx).provider, {
        accountUserId: p.user.id,
        integral: request.body.integral,
        orderNo: request.body.order_no,
        channel: request.body.type,
        siteBase: ctx.config.publicUrl ?? requestOrigin(request),
        ip: clientOf(request).ip,
      });
      return ok(started, PAYMENT_MSG.created);
    },
  );
}
