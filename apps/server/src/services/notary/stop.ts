import { NOTARY_MSG, NotaryStatus, PayStatus, SignIntentStatus } from '@evidence/shared/constants';
import { OPEN_STATUSES } from '../intent/create-qr-intent';
import type { TNotaryStopResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { writeAudit } from '../audit/write-audit';
import { notify } from '../notifications/notify';
import { requireOrderReader } from './applicant';
import { ownNotaryOrder } from './own-order';

/**
 * 终止订单 (001 §4): the applicant voids an order in progress that is not paid yet. Nothing was charged
 * before the pay step, so nothing is refunded (docs/notarization.md, refunds). The update is conditional
 * on the state read, so a stop racing a payment or another stop changes the order at most once.
 */
export async function stopNotaryOrder(db: Db, p: UserPrincipal, orderId: number, reason: string | undefined, ip: string | null): Promise<TNotaryStopResponse> {
  const accountId = requireOrderReader(p);
  const order = await ownNotaryOrder(db, accountId, orderId);
  if (Number(order.status) !== NotaryStatus.inProgress) throw refuse(NOTARY_MSG.orderEnded);
  if (order.paid_at !== null) throw refuse(NOTARY_MSG.stopRefused);
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('notary_orders')
      .set({ status: NotaryStatus.terminated, ended_by: 'applicant', end_reason: reason ?? '申请人终止订单', ended_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', NotaryStatus.inProgress)
      .where('paid_at', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw refuse(NOTARY_MSG.stopRefused);
    await trx
      .updateTable('orders')
      .set({ pay_status: PayStatus.cancelled, closed_at: now, updated_at: now })
      .where('id', '=', order.order_id)
      .where('pay_status', '=', PayStatus.pending)
      .execute();
    // a QR code on a phone must not keep working for an order that is over
    await trx.updateTable('sign_intents').set({ status: SignIntentStatus.cancelled }).where('subject_kind', '=', 'notary').where('subject_id', '=', order.id).where('status', 'in', OPEN_STATUSES).execute();
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'notary.stop', targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no, step: order.step } });
    await notify(trx, accountId, `您的公证订单${order.order_no}已终止${reason ? `，原因：${reason}` : ''}。`, now);
  });
  return { id: Number(order.id), notarial: NotaryStatus.terminated, refunded: 0 };
}
