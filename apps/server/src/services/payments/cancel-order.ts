import { OrderOrigin, PAYMENT_MSG, PayStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { ownRecharge } from './recharge-order';

/**
 * Cancels the caller's own pending recharge order (已取消). A conditional UPDATE (pending →
 * cancelled), so a cancel racing a payment notice loses cleanly: whichever commits first wins and
 * the other changes nothing. An app order is the app's to pay or cancel.
 */
export async function cancelRecharge(db: Db, accountUserId: number, orderNo: string, ip: string | null): Promise<void> {
  const order = await ownRecharge(db, accountUserId, orderNo);
  if (Number(order.origin) === OrderOrigin.app) throw refuse(PAYMENT_MSG.appOrder);
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
