import { PayStatus, ResponseCode, type PayChannel } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Order } from '../../db/schema';
import { AppError } from '../../errors';
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
  try {
    return await provider.start({
      orderNo: order.order_no,
      moneyCents: Number(order.money_cents),
      description: order.description,
      channel: input.channel,
      siteBase: input.siteBase,
      expiresAt: Date.now() + input.ttlMs,
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
