import { PayStatus, PayType, PointsMove } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import type { NotaryOrder } from '../../../db/schema';
import { movePoints } from '../../points/move-points';

export interface RefundOutcome {
  /** points given back now (hundredths) */
  refundedCents: number;
  /** money owed back by the original payment route (hundredths of a yuan), which the platform cannot move itself */
  refundDueCents: number;
  /** how the order was paid: 'points' | 'wechat' | 'alipay' | 'none' */
  route: string;
}

/**
 * The refund of an order the office ends before issue (decision 307), inside the ending's transaction:
 * - paid by points: the whole fee back through the points mover, as a `refund` move against the order's
 *   money row; the unique (order_id, move) index of points_ledger makes it happen at most once, whatever
 *   races it;
 * - paid by WeChat/Alipay through the cashier: the platform holds no means to send money back (the local
 *   cashier has no refund call), so the amount paid is recorded as owed (`refund_due_cents`), audited and
 *   told to the applicant as to be returned by the original route — never marked refunded;
 * - not paid (cannot happen at the office; kept for safety): nothing.
 */
export async function refundEndedOrder(trx: Db, order: NotaryOrder, actorUserId: number | null): Promise<RefundOutcome> {
  const money = await trx.selectFrom('orders').select(['id', 'pay_status', 'pay_type', 'money_cents']).where('id', '=', order.order_id).executeTakeFirstOrThrow();
  if (Number(money.pay_status) !== PayStatus.paid) return { refundedCents: 0, refundDueCents: 0, route: 'none' };
  const payType = Number(money.pay_type);
  if (payType === PayType.points) {
    const fee = Number(order.fee_cents);
    if (fee > 0) await movePoints(trx, { accountUserId: Number(order.account_user_id), cents: fee, move: PointsMove.refund, orderId: Number(money.id), actorUserId });
    await trx.updateTable('notary_orders').set({ refunded_cents: fee }).where('id', '=', order.id).execute();
    return { refundedCents: fee, refundDueCents: 0, route: 'points' };
  }
  if (payType === PayType.wechat || payType === PayType.alipay) {
    const due = Number(money.money_cents);
    await trx.updateTable('notary_orders').set({ refund_due_cents: due }).where('id', '=', order.id).execute();
    return { refundedCents: 0, refundDueCents: due, route: payType === PayType.wechat ? 'wechat' : 'alipay' };
  }
  // a gift or an unknown way of paying: nothing moved that could be given back
  return { refundedCents: 0, refundDueCents: 0, route: 'none' };
}
