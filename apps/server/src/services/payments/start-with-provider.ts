import { OrderKind, PAYMENT_MSG, PayStatus, ResponseCode, type PayChannel } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Order } from '../../db/schema';
import { AppError, refuse } from '../../errors';
import { PaymentProviderError, type PaymentProvider, type PaymentStart } from '../../providers/payment/payment-provider';
import type { Payments } from '../../providers/payment/from-config';
import { writeAudit } from '../audit/write-audit';
import { openNextAttempt, type PayAttempt } from './next-attempt';
import { tradeNoOf } from './trade-number';

export interface ProviderStartInput {
  channel: PayChannel;
  siteBase: string;
  ttlMs: number;
  /** the order was made by this very call: a start that fails must not leave it behind as payable */
  created: boolean;
  actorUserId: number;
  ip: string | null;
  /** the configured providers: each is asked about an expired attempt's trade before the next opens (next-attempt.ts) */
  payments: Payments;
}

/**
 * Asks the provider for the buyer's QR code or page (a real provider answers over the network). When it
 * cannot — refused, timed out, unreachable — the buyer is told in Chinese why (never the provider's own
 * text) and an audit row keeps the code; an order made by this call is cancelled, so no order is left
 * that the buyer never saw a way to pay. A pending order paid again stays pending: its earlier QR code
 * may still be paid, and the provider's notice settles it. The trade is the order's current attempt
 * (out_trade_no tradeNoOf(order_no, pay_attempt)); a notarial fee whose trade expired opens the next one
 * (decision 952), a recharge past its expiry is refused (a new order is made instead).
 */
export async function startWithProvider(db: Db, provider: PaymentProvider, order: Order, input: ProviderStartInput): Promise<PaymentStart> {
  let current = await payExpiryOf(db, order.id, input.ttlMs);
  if (current.expiresAt <= Date.now()) {
    if (order.kind !== OrderKind.notarial) throw refuse(PAYMENT_MSG.rechargeExpired);
    current = await openNextAttempt(db, input.payments, order, current, input.ttlMs, input.actorUserId);
    if (current.expiresAt <= Date.now()) throw refuse(PAYMENT_MSG.notarialPayExpired);
  }
  const { expiresAt } = current;
  const outTradeNo = tradeNoOf(order.order_no, current.attempt);
  try {
    return await provider.start({
      orderNo: outTradeNo,
      moneyCents: Number(order.money_cents),
      description: order.description,
      channel: input.channel,
      siteBase: input.siteBase,
      expiresAt,
    });
  } catch (err) {
    const code = err instanceof PaymentProviderError ? err.code : 'INTERNAL';
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      if (input.created) {
        await trx.updateTable('orders').set({ pay_status: PayStatus.cancelled, closed_at: now, updated_at: now }).where('id', '=', order.id).where('pay_status', '=', PayStatus.pending).execute();
      }
      await writeAudit(trx, { actorType: 'user', actorId: input.actorUserId, action: 'payment.start-failed', targetType: 'order', targetId: order.id, ip: input.ip, detail: { orderNo: order.order_no, outTradeNo, provider: provider.name, code, cancelled: input.created } });
    });
    if (err instanceof PaymentProviderError) throw new AppError(ResponseCode.refused, err.userMessage, null, err);
    throw err;
  }
}

/**
 * The current attempt and the moment its prepay trade closes: fixed at its first start and the same at
 * every later one (decision 950; a new attempt sets its own, decision 952). WeChat Pay takes an out_trade_no ordered again as the same trade only when every
 * parameter, time_expire included, is unchanged; a fresh expiry per start made 继续支付 fail. Two first
 * starts at once agree: the conditional update lets one set it and both read that one.
 */
async function payExpiryOf(db: Db, orderId: number, ttlMs: number): Promise<PayAttempt> {
  await db.updateTable('orders').set({ pay_expires_at: Date.now() + ttlMs }).where('id', '=', orderId).where('pay_expires_at', 'is', null).execute();
  const row = await db.selectFrom('orders').select(['pay_expires_at', 'pay_attempt']).where('id', '=', orderId).executeTakeFirstOrThrow();
  return { attempt: Number(row.pay_attempt), expiresAt: Number(row.pay_expires_at) };
}
