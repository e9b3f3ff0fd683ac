import { OrderKind, PAYMENT_MSG, PayStatus, ResponseCode, type PayChannel } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Order } from '../../db/schema';
import { AppError, refuse } from '../../errors';
import { PaymentProviderError, type PaymentProvider, type PaymentStart } from '../../providers/payment/payment-provider';
import { writeAudit } from '../audit/write-audit';

export interface ProviderStartInput {
  channel: PayChannel;
  siteBase: string;
  ttlMs: number;
  /** the order was made by this very call: a start that fails must not leave it behind as payable */
  created: boolean;
  actorUserId: number;
  ip: string | null;
}

/**
 * Asks the provider for the buyer's QR code or page (a real provider answers over the network). When it
 * cannot — refused, timed out, unreachable — the buyer is told in Chinese why (never the provider's own
 * text) and an audit row keeps the code; an order made by this call is cancelled, so no order is left
 * that the buyer never saw a way to pay. A pending order paid again stays pending: its earlier QR code
 * may still be paid, and the provider's notice settles it.
 */
export async function startWithProvider(db: Db, provider: PaymentProvider, order: Order, input: ProviderStartInput): Promise<PaymentStart> {
  const expiresAt = await payExpiryOf(db, order.id, input.ttlMs);
  if (expiresAt <= Date.now()) throw refuse(order.kind === OrderKind.notarial ? PAYMENT_MSG.notarialPayExpired : PAYMENT_MSG.rechargeExpired);
  try {
    return await provider.start({
      orderNo: order.order_no,
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
      await writeAudit(trx, { actorType: 'user', actorId: input.actorUserId, action: 'payment.start-failed', targetType: 'order', targetId: order.id, ip: input.ip, detail: { orderNo: order.order_no, provider: provider.name, code, cancelled: input.created } });
    });
    if (err instanceof PaymentProviderError) throw new AppError(ResponseCode.refused, err.userMessage, null, err);
    throw err;
  }
}

/**
 * The moment the order's prepay trade closes: fixed at its first start and the same at every later one
 * (decision 950). WeChat Pay takes an out_trade_no ordered again as the same trade only when every
 * parameter, time_expire included, is unchanged; a fresh expiry per start made 继续支付 fail. Two first
 * starts at once agree: the conditional update lets one set it and both read that one.
 */
async function payExpiryOf(db: Db, orderId: number, ttlMs: number): Promise<number> {
  await db.updateTable('orders').set({ pay_expires_at: Date.now() + ttlMs }).where('id', '=', orderId).where('pay_expires_at', 'is', null).execute();
  const row = await db.selectFrom('orders').select('pay_expires_at').where('id', '=', orderId).executeTakeFirstOrThrow();
  return Number(row.pay_expires_at);
}
