import { z } from 'zod';
import { OrderKind, REFUND_MSG, type PayChannel } from '@evidence/shared/constants';
import { refuse } from '../../../errors';
import type { Payments } from '../../../providers/payment/from-config';
import { PaymentProviderError, type RefundNotice } from '../../../providers/payment/payment-provider';
import type { Job, JobContext } from '../../jobs/job-types';
import { parseTradeNo } from '../trade-number';
import { settleRefund } from './settle-refund';

const ZPayload = z.object({ refundId: z.number().int().positive() });

export type RefundJobResult = { refundNo: string; state: 'succeeded' | 'failed' | 'none' };

/**
 * The `payment.refund` job (decision 912): asks the provider that took the payment for the refund, then
 * follows it until it settles. Safe to run again: a settled refund is left alone; one the provider accepted
 * (requested_at) is queried, not asked again (and asking again names the same refund number anyway).
 * - the provider answers SUCCESS / FAILED: settled at once (the local cashier answers SUCCESS);
 * - PROCESSING: the attempt throws 退款处理中 and the queue asks again after its back-off (10 s doubling);
 *   the refund notice usually settles it first, and reconciliation queries what is still 退款中 later;
 * - a retryable PaymentProviderError (timeout, connection refused, rate limited): thrown, retried with the
 *   back-off; on the job's last attempt the refund becomes 退款失败（the provider's message）;
 * - a refusal (insufficient balance, over the amount, a wrong signature on its answer): 退款失败（原因） at once;
 * - the provider is no longer configured: 退款失败（原支付渠道未开通…）.
 */
/** What the job needs of the app: the providers, and the site the provider sends the refund notice to (PUBLIC_URL). */
export interface RefundJobDeps {
  payments: Payments;
  siteBase: string;
}

export async function runRefundJob(deps: RefundJobDeps, job: Job, jctx: JobContext): Promise<RefundJobResult> {
  const { payments } = deps;
  const { refundId } = ZPayload.parse(job.payload);
  const refund = await jctx.db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
  if (!refund) return { refundNo: '', state: 'none' };
  if (refund.status !== 'processing') return { refundNo: refund.refund_no, state: 'none' };
  const lastAttempt = job.attempts >= job.maxAttempts;
  const provider = payments.byName(refund.provider);
  if (!provider) {
    const state = await settleRefund(jctx.db, refund, { state: 'FAILED', reason: REFUND_MSG.providerMissing, providerRefundId: null }, 'answer');
    return { refundNo: refund.refund_no, state };
  }
  if (refund.requested_at === null) {
    const beyond = await beyondThePayment(jctx, refund.order_id, Number(refund.amount_cents), Number(refund.total_cents), refund.out_trade_no ?? refund.order_no);
    if (beyond) {
      // never asked for more than came in: a row changed by hand is refused here, not by the provider (outside review of issue 25)
      const state = await settleRefund(jctx.db, refund, { state: 'FAILED', reason: REFUND_MSG.overPaid, providerRefundId: null }, 'answer');
      return { refundNo: refund.refund_no, state };
    }
  }
  const channel = Number(refund.channel) as PayChannel;
  // the provider knows the trade by our out_trade_no (an attempt's, decision 952); rows before 0042 hold the order number
  const outTradeNo = refund.out_trade_no ?? refund.order_no;
  let answer: RefundNotice;
  try {
    answer =
      refund.requested_at === null
        ? await provider.refund({ orderNo: outTradeNo, refundNo: refund.refund_no, amountCents: Number(refund.amount_cents), totalCents: Number(refund.total_cents), reason: refund.reason, channel, siteBase: deps.siteBase })
        : await provider.queryRefund(refund.refund_no, outTradeNo, channel);
  } catch (err) {
    if (err instanceof PaymentProviderError && (!err.retryable || lastAttempt)) {
      const state = await settleRefund(jctx.db, refund, { state: 'FAILED', reason: err.userMessage, providerRefundId: null }, 'answer');
      return { refundNo: refund.refund_no, state };
    }
    if (err instanceof PaymentProviderError) throw refuse(err.userMessage, null);
    throw err;
  }
  if (answer.refundNo !== refund.refund_no) throw new Error(`refund answer for ${answer.refundNo}, asked ${refund.refund_no}`);
  const state = await settleRefund(jctx.db, refund, answer, refund.requested_at === null ? 'answer' : 'query');
  if (answer.state === 'PROCESSING') {
    if (lastAttempt) return { refundNo: refund.refund_no, state: 'none' }; // still 退款中: the notice or reconciliation settles it
    throw refuse(REFUND_MSG.stillProcessing);
  }
  return { refundNo: refund.refund_no, state };
}

/**
 * Every refund gives back one whole trade of this order (create-refund.ts: amount = total), and a trade came in for
 * the order's own amount (apply-notice.ts checks it: the fee of a notarial order, the price of a recharge). So a
 * refund row whose amount is not its total, exceeds what the order costs, or names another order's trade was not
 * written by the platform.
 */
async function beyondThePayment(jctx: JobContext, orderId: number, amountCents: number, totalCents: number, outTradeNo: string): Promise<boolean> {
  const order = await jctx.db.selectFrom('orders').select(['kind', 'order_no', 'money_cents', 'points_cents']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return true;
  // and a trade of this very order: a row pointed at another order's trade would refund that one's payer
  if (parseTradeNo(outTradeNo)?.orderNo !== order.order_no) return true;
  const cap = order.kind === OrderKind.notarial ? Number(order.points_cents) : Number(order.money_cents);
  return !(amountCents > 0 && amountCents === totalCents && amountCents <= cap);
}
