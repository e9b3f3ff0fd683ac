import { PAYMENT_MSG } from '@evidence/shared/constants';
import { ZPayRequest, ZPayStart, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireBuyer, startPaymentForCaller } from '../payment/start-for-caller';

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
        requireBuyer(request);
      },
    },
    async (request) => {
      const started = await startPaymentForCaller(ctx, request, {
        integral: request.body.integral,
        orderNo: request.body.order_no,
        channel: request.body.type,
      });
      return ok(started, PAYMENT_MSG.created);
    },
  );
}
