import { PayChannel, PayStatus, PayType, PointsMove } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import type { NotaryOrder } from '../../../db/schema';
import { movePoints } from '../../points/move-points';
import { createRefund } from '../../payments/refunds/create-refund';

export interface RefundOutcome {
  /** points given back now (hundredths) */
  refundedCents: number;
  /** money being refunded by the original payment route (hundredths of a yuan): a refund through the provider, 退款中 */
  refundDueCents: number;
  /** how the order was paid: 'points' | 'wechat' | 'alipay' | 'none' */
  route: string;
}

/**
 * The refund of an order the office ends before issue (decision 307), inside the ending's transaction:
 * - paid by points: the whole fee back through the points mover, as a `refund` move against the order's
 *   money row; the unique (order_id, move) index of points_ledger makes it happen at most once, whatever
 *   races it;
 * - paid by WeChat/Alipay: a refund of the trade through the provider that took it (createRefund: the
 *   refund row and its `payment.refund` job, in this transaction, naming the out_trade_no of the attempt
 *   that paid it; 退款中 until the provider settles it —
 *   never marked refunded before that). `refund_due_cents` is no longer written: it holds only what was
 *   recorded as owed before refunds existed (decision 910);
 * - not paid (cannot happen at the office; kept for safety): nothing.
 */
export async function refundEndedOrder(trx: Db, order: NotaryOrder, actorUserId: number | null): Promise<RefundOutcome> {
  const money = await trx.selectFrom('orders').select(['id', 'order_no', 'pay_status', 'pay_type', 'money_cents', 'provider', 'provider_trade_no', 'paid_out_trade_no']).where('id', '=', order.order_id).executeTakeFirstOrThrow();
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
    if (due > 0 && money.provider && money.provider_trade_no) {
      await createRefund(trx, {
        orderId: Number(money.id),
        orderNo: money.order_no,
        accountUserId: Number(order.account_user_id),
        provider: money.provider,
        channel: payType === PayType.wechat ? PayChannel.wechat : PayChannel.alipay,
        tradeNo: money.provider_trade_no,
        // the attempt that paid it (decision 952); a row paid before 0042 was paid under its order number
        outTradeNo: money.paid_out_trade_no ?? money.order_no,
        amountCents: due,
        cause: 'office-ended',
        reason: `公证订单${order.order_no}未出具公证书，退还公证费`,
      });
    } else {
      // a paid row without its trade (cannot happen through the notice path): kept as owed, never lost
      await trx.updateTable('notary_orders').set({ refund_due_cents: due }).where('id', '=', order.id).execute();
    }
    return { refundedCents: 0, refundDueCents: due, route: payType === PayType.wechat ? 'wechat' : 'alipay' };
  }
  // a gift or an unknown way of paying: nothing moved that could be given back
  return { refundedCents: 0, refundDueCents: 0, route: 'none' };
}
