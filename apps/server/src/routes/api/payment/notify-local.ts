import type { App, AppContext } from '../../../context';
import { paymentsOf } from '../../../providers/payment/from-config';
import { applyPaymentNotice } from '../../../services/payments/apply-notice';

/**
 * POST /api/payment/notify/local: the local provider's payment notice (form or JSON fields
 * order_no, trade_no, amount, trade_state, channel, timestamp, nonce, sign = HMAC-SHA256 hex).
 * Answers the provider's protocol, not our envelope: 200 {code: SUCCESS} once taken (replays
 * too, changing nothing); 401 / 400 {code: FAIL} for a bad signature, an unknown order or another
 * amount, which change nothing (docs/points-and-payments.md).
 */
export default function notifyLocalRoute(app: App, ctx: AppContext) {
  if (ctx.config.payment.provider !== 'local') return;
  app.post('/payment/notify/local', { config: { rateLimit: { max: 600, timeWindow: 60_000 } }, schema: { hide: true } }, async (request, reply) => {
    const { provider } = paymentsOf(ctx);
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const notice = provider.verifyNotify(body);
    let answer;
    if (!notice) {
      request.log.warn({ orderNo: body.order_no }, 'payment notify with a bad signature refused');
      answer = { ...provider.answer(false, '签名错误'), status: 401 };
    } else {
      const outcome = await applyPaymentNotice(ctx.db, provider.name, notice);
      if (!outcome.ok) request.log.warn({ orderNo: notice.orderNo, reason: outcome.reason }, 'payment notify refused');
      answer = provider.answer(outcome.ok, outcome.ok ? '成功' : outcome.reason);
    }
    return reply.code(answer.status).type(answer.contentType).send(answer.body);
  });
}
