import { createHash } from 'node:crypto';
import type { RefundCause } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import type { Refund } from '../../../db/schema-refunds';
import { writeAudit } from '../../audit/write-audit';
import { enqueueJob } from '../../jobs/enqueue-job';

/** The job that asks the provider for a refund and follows it until settled (refund-job.ts). */
export const PAYMENT_REFUND_JOB = 'payment.refund';

/** Retryable failures (timeouts, rate limits, the provider's SYSTEM_ERROR) and PROCESSING polls, with the queue's back-off. */
export const REFUND_JOB_ATTEMPTS = 8;

export interface RefundDue {
  orderId: number;
  orderNo: string;
  accountUserId: number;
  provider: string;
  channel: number;
  tradeNo: string;
  /** our out_trade_no of that trade (the notice's, or orders.paid_out_trade_no): the provider is asked with it */
  outTradeNo: string;
  amountCents: number;
  cause: RefundCause;
  /** told to the payer by the provider, ≤ 80 characters */
  reason: string;
}

/**
 * Our refund number of a trade: derived from the provider and the trade, so every path that finds the same
 * trade owed back names the same refund, and a provider asked again takes it as that refund (WeChat's
 * out_refund_no and Alipay's out_request_no are ≤ 64 of [0-9A-Za-z]).
 */
export function refundNoOf(provider: string, tradeNo: string): string {
  return `RF${createHash('sha256').update(`${provider}:${tradeNo}`).digest('hex').slice(0, 30).toUpperCase()}`;
}

export const refundJobKey = (refundId: number, round: number) => `${PAYMENT_REFUND_JOB}:${refundId}:${round}`;

/**
 * Inside the transaction that finds a payment owed back: the refund row and its job. The unique
 * (provider, trade_no) index makes the second finder of the same trade — a concurrent office click, a
 * replayed or concurrent notice — insert nothing: `created` false, and the caller writes no audit row and
 * sends no notice again (decision 911). A request is audited `payment.refund.requested`.
 */
export async function createRefund(trx: Db, due: RefundDue): Promise<{ refund: Refund; created: boolean }> {
  const now = Date.now();
  const inserted = await trx
    .insertInto('refunds')
    .values({
      refund_no: refundNoOf(due.provider, due.tradeNo),
      order_id: due.orderId,
      order_no: due.orderNo,
      account_user_id: due.accountUserId,
      provider: due.provider,
      channel: due.channel,
      trade_no: due.tradeNo,
      out_trade_no: due.outTradeNo,
      amount_cents: due.amountCents,
      total_cents: due.amountCents,
      cause: due.cause,
      reason: due.reason.slice(0, 80),
      status: 'processing',
      created_at: now,
      updated_at: now,
    })
    // any unique index: refund_no is derived from (provider, trade_no), and PostgreSQL raises on a conflict of an index
    // the ON CONFLICT does not name (concurrent notices hit refunds_refund_no first: a 500 seen once under load)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    const existing = await trx.selectFrom('refunds').selectAll().where('provider', '=', due.provider).where('trade_no', '=', due.tradeNo).executeTakeFirstOrThrow();
    return { refund: existing, created: false };
  }
  const id = Number(inserted.id);
  await enqueueJob(trx, { kind: PAYMENT_REFUND_JOB, payload: { refundId: id }, dedupeKey: refundJobKey(id, 1), maxAttempts: REFUND_JOB_ATTEMPTS });
  await writeAudit(trx, {
    actorType: 'system',
    actorId: null,
    action: 'payment.refund.requested',
    targetType: 'order',
    targetId: due.orderId,
    detail: { refundNo: inserted.refund_no, orderNo: due.orderNo, outTradeNo: due.outTradeNo, provider: due.provider, tradeNo: due.tradeNo, amountCents: due.amountCents, cause: due.cause },
  });
  return { refund: inserted, created: true };
}
