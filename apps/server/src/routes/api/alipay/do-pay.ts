import { PAYMENT_MSG } from '@evidence/shared/constants';
import { ZDoPayRequest, ZPayStart, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { paymentsOf } from '../../../providers/payment/from-config';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { startPayment } from '../../../services/payments/start-payment';

/**
 * POST /api/alipay/doPay with order_no (and type, Alipay by default): pays the caller's pending
 * order again (继续支付 of /orders and /buyCredits?orderNo=). Alipay answers `html`, the page form
 * the browser submits; WeChat answers `codeUrl`. An app order answers the 001 §8 refusal.
 */
export default function doPayRoute(app: App, ctx: AppContext) {
  app.post(
    '/alipay/doPay',
    {
      schema: { tags: ['payment'], security: [{ bearer: [] }], body: ZDoPayRequest, response: { 200: zEnvelope(ZPayStart) } },
      preValidation: async (request) => {
        requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
      },
    },
    async (request) => {
      const p = requirePermission(request, 'points.buy', PAYMENT_MSG.subCannotBuy);
      const started = await startPayment(ctx.db, paymentsOf(ctx).provider, {
        accountUserId: p.user.id,
        orderNo: request.body.order_no,
        channel: request.body.type,
        siteBase: ctx.config.publicUrl ?? requestOrigin(request),
        ip: clientOf(request).ip,
      });
      return ok(started);
    },
  );
}
