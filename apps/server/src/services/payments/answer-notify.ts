import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { NotifyAnswer, NotifyRequest, PaymentProvider, VerifiedNotify } from '../../providers/payment/payment-provider';
import { applyPaymentNotice } from './apply-notice';
import { applyRefundNotice } from './refunds/apply-refund-notice';

/**
 * What the notify route does with one request of a provider (routes/api/payment/notify.ts): verify it over the raw
 * body, apply a payment notice (applyPaymentNotice) or a refund notice (applyRefundNotice), and answer in the
 * provider's protocol — success once taken (replays too, changing nothing), failure otherwise, 401 for a notice
 * that does not verify. Kept apart from the route so a provider double can drive it in tests.
 */
export async function answerNotify(db: Db, provider: PaymentProvider, req: NotifyRequest, log: Pick<FastifyBaseLogger, 'warn'>): Promise<NotifyAnswer> {
  let verified: VerifiedNotify | null = null;
  try {
    verified = await provider.verifyNotify(req);
  } catch (err) {
    log.warn({ err, provider: provider.name }, 'payment notify could not be verified');
  }
  if (!verified) {
    log.warn({ provider: provider.name }, 'payment notify that does not verify refused');
    return { ...provider.answer(false, '签名错误'), status: 401 };
  }
  if (verified.kind === 'payment') {
    const outcome = await applyPaymentNotice(db, provider.name, verified.notice);
    if (!outcome.ok) log.warn({ orderNo: verified.notice.orderNo, reason: outcome.reason }, 'payment notify refused');
    return provider.answer(outcome.ok, outcome.ok ? '成功' : outcome.reason);
  }
  // a refund's outcome: settles our refund once; a replay is answered success and changes nothing
  const outcome = await applyRefundNotice(db, provider.name, verified.notice);
  if (!outcome.ok) log.warn({ refundNo: verified.notice.refundNo, reason: outcome.reason }, 'refund notify refused');
  return provider.answer(outcome.ok, outcome.ok ? '成功' : outcome.reason);
}
