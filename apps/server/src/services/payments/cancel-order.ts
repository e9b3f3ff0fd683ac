import type { FastifyBaseLogger } from 'fastify';
import { OrderOrigin, PAYMENT_MSG, PayStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { Payments } from '../../providers/payment/from-config';
import type { PaymentProvider } from '../../providers/payment/payment-provider';
import { writeAudit } from '../audit/write-audit';
import { sweepTrade } from './trade-sweep';
import { ownRecharge } from './recharge-order';

/**
 * Cancels the caller's own pending recharge order (已取消). First the trade is closed at every real provider the
 * order may have been started on (outside review of issue 25: its QR code could still be paid, and every such
 * payment cost a refund); a trade the provider says is paid is settled as a notice would and the cancel refused.
 * A provider that cannot be reached does not stop the cancel: a payment that still arrives is refunded
 * (apply-notice.ts). Then a conditional UPDATE (pending → cancelled), so a cancel racing a payment notice loses
 * cleanly: whichever commits first wins and the other changes nothing. An app order is the app's to pay or cancel.
 */
export async function cancelRecharge(db: Db, payments: Payments, log: FastifyBaseLogger, accountUserId: number, orderNo: string, ip: string | null): Promise<void> {
  const order = await ownRecharge(db, accountUserId, orderNo);
  if (Number(order.origin) === OrderOrigin.app) throw refuse(PAYMENT_MSG.appOrder);
  if (Number(order.pay_status) !== PayStatus.pending) throw refuse(PAYMENT_MSG.notCancellable);
  // an order never started (no provider named) has no trade anywhere
  if (order.provider) {
    for (const provider of payments.providers) {
      if (provider.isLocal) continue;
      if ((await closeTrade(db, provider, order.order_no, log)) === 'paid') throw refuse(PAYMENT_MSG.notCancellable);
    }
  }
  await db.transaction().execute(async (trx) => {
    const now = Date.now();
    const r = await trx
      .updateTable('orders')
      .set({ pay_status: PayStatus.cancelled, closed_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('pay_status', '=', PayStatus.pending)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw refuse(PAYMENT_MSG.notCancellable);
    await writeAudit(trx, { actorType: 'user', actorId: accountUserId, action: 'order.cancel', targetType: 'order', targetId: order.id, ip, detail: { orderNo } });
  });
}

/** Closes the order's trade at one provider: 'paid' when it was paid there (and is now settled), else 'closed' (or never made, or unreachable: logged). */
async function closeTrade(db: Db, provider: PaymentProvider, orderNo: string, log: FastifyBaseLogger): Promise<'paid' | 'closed'> {
  try {
    // NOTFOUND is closed too: an Alipay precreate nobody scanned yet has no trade, but its QR code could still be paid
    return (await sweepTrade(db, [provider], orderNo, true)).paid ? 'paid' : 'closed';
  } catch (err) {
    log.warn({ orderNo, provider: provider.name, err: err instanceof Error ? err.message : String(err) }, 'cancel: the trade could not be closed at the provider; a late payment is refunded');
    return 'closed';
  }
}
