import { PAYMENT_MSG, PayStatus, ResponseCode } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Order } from '../../db/schema';
import { AppError, refuse } from '../../errors';
import type { Payments } from '../../providers/payment/from-config';
import { PaymentProviderError } from '../../providers/payment/payment-provider';
import { writeAudit } from '../audit/write-audit';
import { sweepTrade } from './trade-sweep';
import { tradeNoOf } from './trade-number';
import { channelOf } from './pay-type';

export interface PayAttempt {
  attempt: number;
  expiresAt: number;
}

/**
 * A notarial fee whose prepay trade expired gets a new trade (decision 952): its applicant may reach the pay
 * step long after the trade closed, and WeChat takes the same out_trade_no ordered again only with the same
 * expiry. Before the next attempt opens, every configured provider is asked about the current attempt's trade
 * (the attempt may have been started at WeChat and at Alipay; the row names only the latest), so no payment is
 * taken twice and none is lost:
 * - paid (its notice was lost): settled through applyPaymentNotice, the notice's own path, and the start is
 *   refused — the applicant is told it is paid;
 * - otherwise it is closed (idempotent at both providers; a close the provider refuses because it was just
 *   paid opens nothing), and the next attempt opens by a conditional update, so starts at the same moment
 *   agree on one attempt and one expiry (each re-reads the row).
 * A provider that cannot be asked, or refuses the close, opens nothing: the start is refused in Chinese and
 * the row keeps the provider of the attempt still current (reconciliation asks it).
 */
export async function openNextAttempt(db: Db, payments: Payments, order: Order, current: PayAttempt, ttlMs: number, actorUserId: number): Promise<PayAttempt> {
  const outTradeNo = tradeNoOf(order.order_no, current.attempt);
  const channel = channelOf(order.pay_type === null ? null : Number(order.pay_type));
  if (order.provider !== null && channel !== null) {
    // a provider no longer configured cannot say whether its trade was paid
    if (!payments.byName(order.provider)) throw refuse(PAYMENT_MSG.notarialPayExpired);
    // every configured provider: the attempt may have been started at both (second review of issue 25)
    let sweep;
    try {
      sweep = await sweepTrade(db, payments.providers, outTradeNo, true);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      await restoreProvider(db, order, current.attempt);
      await writeAudit(db, { actorType: 'user', actorId: actorUserId, action: 'payment.attempt-check-failed', targetType: 'order', targetId: order.id, detail: { orderNo: order.order_no, outTradeNo, code: err.code } });
      throw new AppError(ResponseCode.refused, PAYMENT_MSG.attemptCheckFailed, null, err);
    }
    if (sweep.paid) {
      const now = await db.selectFrom('orders').select('pay_status').where('id', '=', order.id).executeTakeFirstOrThrow();
      throw refuse(Number(now.pay_status) === PayStatus.paid ? PAYMENT_MSG.notarialAlreadyPaid : PAYMENT_MSG.attemptCheckFailed);
    }
  }
  const now = Date.now();
  const next = current.attempt + 1;
  const r = await db
    .updateTable('orders')
    .set({ pay_attempt: next, pay_expires_at: now + ttlMs, updated_at: now })
    .where('id', '=', order.id)
    .where('pay_attempt', '=', current.attempt)
    .where('pay_status', '=', PayStatus.pending)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) {
    await writeAudit(db, { actorType: 'user', actorId: actorUserId, action: 'payment.attempt-opened', targetType: 'order', targetId: order.id, detail: { orderNo: order.order_no, closed: outTradeNo, outTradeNo: tradeNoOf(order.order_no, next) } });
  }
  const row = await db.selectFrom('orders').select(['pay_attempt', 'pay_expires_at', 'pay_status']).where('id', '=', order.id).executeTakeFirstOrThrow();
  if (Number(row.pay_status) !== PayStatus.pending) throw refuse(PAYMENT_MSG.notPayable);
  return { attempt: Number(row.pay_attempt), expiresAt: Number(row.pay_expires_at) };
}

/** This start chose its provider before the check (pay-online.ts); the attempt still current keeps the one that started it. */
async function restoreProvider(db: Db, order: Order, attempt: number): Promise<void> {
  await db.updateTable('orders').set({ provider: order.provider, pay_type: order.pay_type }).where('id', '=', order.id).where('pay_attempt', '=', attempt).where('pay_status', '=', PayStatus.pending).execute();
}
