import { NOTARY_MSG } from '@evidence/shared/constants';
import { ZNotaryPayOnlineRequest, ZPayStart, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { paymentsOf } from '../../../providers/payment/from-config';
import { requestOrigin } from '../../../services/certificate/request-origin';
import { startNotaryOnlinePay } from '../../../services/notary/pay/pay-online';

/**
 * POST /api/notary/payOnline {orderId, type}: the pay step by WeChat (2: QR code of the cashier) or
 * Alipay (1: a page form); the page then polls /api/alipay/wxIsPay with the answered order_no every 3 s.
 */
export default function notaryPayOnlineRoute(app: App, ctx: AppContext) {
  app.post(
    '/notary/payOnline',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['notary'], security: [{ bearer: [] }], body: ZNotaryPayOnlineRequest, response: { 200: zEnvelope(ZPayStart) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => {
      const p = requirePermission(request, 'notary.use', NOTARY_MSG.subRefused);
      const started = await startNotaryOnlinePay(ctx, paymentsOf(ctx), p, {
        orderId: request.body.orderId,
        channel: request.body.type,
        siteBase: requestOrigin(request, ctx.config),
        ip: clientOf(request).ip,
      });
      return ok(started);
    },
  );
}
