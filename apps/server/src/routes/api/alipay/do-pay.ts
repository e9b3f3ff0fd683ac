import { ZDoPayRequest, ZPayStart, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireBuyer, startPaymentForCaller } from '../payment/start-for-caller';

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
        requireBuyer(request);
      },
    },
    async (request) => {
      const started = await startPaymentForCaller(ctx, request, { orderNo: request.body.order_no, channel: request.body.type });
      return ok(started);
    },
  );
}
