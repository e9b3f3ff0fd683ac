import { OrderKind, PayStatus, PointsMove } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { PaymentNotice } from '../../providers/payment/payment-provider';
import { writeAudit } from '../audit/write-audit';
import { notify } from '../notifications/notify';
import { movePoints } from '../points/move-points';
import { settleNotarialNotice } from '../notary/pay/settle-online';
import { createRefund } from './refunds/create-refund';
import { parseTradeNo } from './trade-number';
import { namesThePayingTrade, payTypeOf } from './pay-type';

/** What a verified notice did: taken (answer success) or refused (answer fail; nothing changed). */
export type NoticeOutcome = { ok: true; change: 'paid' | 'closed' | 'late' | 'none' } | { ok: false; reason: string };

const fmt = (cents: number) => (cents / 100).toFixed(2);

/**
 * Applies a payment provider's verified notice to its recharge order, idempotently. Paying is one
 * transaction: a conditional UPDATE pending → paid (a replay finds nothing pending and changes
 * nothing), the points credited through movePoints, the audit row and the user's notice. A notice
 * for an unknown order or with another amount changes nothing. A payment for an order cancelled
 * meanwhile is never credited: the order becomes 支付失败 with the trade number kept, audited
 * for a refund, and the user is told (docs/points-and-payments.md). A second trade for an order already paid by
 * another (its WeChat and Alipay links confirmed at once, or an older attempt of a notarial fee paid late) is
 * likewise kept for a refund of that very trade (its out_trade_no kept on the refund), not dropped.
 */
export async function applyPaymentNotice(db: Db, provider: string, n: PaymentNotice): Promise<NoticeOutcome> {
  // the notice names our out_trade_no: the order number, or one of its attempts' (decision 952)
  const trade = parseTradeNo(n.orderNo);
  const order = trade ? await db.selectFrom('orders').selectAll().where('order_no', '=', trade.orderNo).where('kind', 'in', [OrderKind.recharge, OrderKind.notarial]).executeTakeFirst() : undefined;
  // an attempt never opened is no trade of ours (a recharge has only attempt 0)
  if (!trade || !order || trade.attempt > Number(order.pay_attempt)) return { ok: false, reason: '订单不存在' };
  // A notarial fee pays the office's work, not points (services/notary/pay/settle-online.ts). Its amount
  // is the fee (points_cents; 1 point = 1 yuan), which paying by points does not change while it sets the
  // row's money to 0 — so a cashier payment arriving after a points payment is still recognised.
  if (order.kind === OrderKind.notarial) {
    if (Number(order.points_cents) !== n.amountCents) return { ok: false, reason: '金额不一致' };
    return settleNotarialNotice(db, provider, order, n);
  }
  if (Number(order.money_cents) !== n.amountCents) return { ok: false, reason: '金额不一致' };
  return db.transaction().execute(async (trx): Promise<NoticeOutcome> => {
    const now = Date.now();
    if (n.state === 'CLOSED') {
      const r = await trx.updateTable('orders').set({ pay_status: PayStatus.cancelled, closed_at: now, updated_at: now }).where('id', '=', order.id).where('pay_status', '=', PayStatus.pending).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return { ok: true, change: 'none' };
      await writeAudit(trx, { actorType: 'system', actorId: null, action: 'order.close', targetType: 'order', targetId: order.id, detail: { orderNo: order.order_no, provider } });
      return { ok: true, change: 'closed' };
    }
    const payType = payTypeOf(n.channel);
    const paid = await trx
      .updateTable('orders')
      .set({ pay_status: PayStatus.paid, pay_type: payType, provider, provider_trade_no: n.tradeNo, paid_out_trade_no: n.orderNo, paid_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('pay_status', '=', PayStatus.pending)
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) === 1) {
      const { balanceAfterCents } = await movePoints(trx, { accountUserId: Number(order.account_user_id), cents: Number(order.points_cents), move: PointsMove.recharge, orderId: order.id, actorUserId: null });
      await writeAudit(trx, { actorType: 'system', actorId: null, action: 'order.paid', targetType: 'order', targetId: order.id, detail: { orderNo: order.order_no, provider, tradeNo: n.tradeNo, moneyCents: n.amountCents, pointsCents: Number(order.points_cents), balanceAfterCents } });
      await notify(trx, Number(order.account_user_id), `您的订单 ${order.order_no} 已支付成功，${fmt(Number(order.points_cents))} 积分已到账。`, now);
      return { ok: true, change: 'paid' };
    }
    // a payment for an order cancelled meanwhile: never credited, kept for a refund
    const late = await trx
      .updateTable('orders')
      .set({ pay_status: PayStatus.failed, provider, provider_trade_no: n.tradeNo, paid_out_trade_no: n.orderNo, updated_at: now })
      .where('id', '=', order.id)
      .where('pay_status', '=', PayStatus.cancelled)
      .executeTakeFirst();
    if (Number(late.numUpdatedRows) === 1) {
      const { refund } = await createRefund(trx, { orderId: order.id, orderNo: order.order_no, accountUserId: Number(order.account_user_id), provider, channel: n.channel, tradeNo: n.tradeNo, outTradeNo: n.orderNo, amountCents: n.amountCents, cause: 'after-cancel', reason: `订单${order.order_no}已取消，退还付款` });
      await writeAudit(trx, { actorType: 'system', actorId: null, action: 'order.payment-after-cancel', targetType: 'order', targetId: order.id, detail: { orderNo: order.order_no, provider, tradeNo: n.tradeNo, moneyCents: n.amountCents, refundNo: refund.refund_no } });
      await notify(trx, Number(order.account_user_id), `您的订单 ${order.order_no} 已取消，但收到了付款 ${fmt(n.amountCents)} 元：积分不会到账，已发起原路退款（退款中），退款结果将另行通知。`, now);
      return { ok: true, change: 'late' };
    }
    // a second trade for an order another trade paid (two payers on its WeChat and Alipay links at once):
    // never credited twice, never lost either — noted once per trade for a refund and told (decision 798)
    const current = await trx.selectFrom('orders').select(['pay_status', 'pay_type', 'provider', 'provider_trade_no', 'paid_out_trade_no']).where('id', '=', order.id).executeTakeFirstOrThrow();
    // (a second trade for an order a late payment already failed is owed back the same way)
    const status = Number(current.pay_status);
    if ((status !== PayStatus.paid && status !== PayStatus.failed) || current.provider_trade_no === n.tradeNo) return { ok: true, change: 'none' };
    if (namesThePayingTrade(current, provider, n)) return { ok: false, reason: '交易号与已支付的交易不一致' };
    const why = status === PayStatus.paid ? 'already-paid' : 'after-cancel';
    // the refunds' unique (provider, trade_no) is what notes each trade once, however many notices race (decision 911)
    const { refund, created } = await createRefund(trx, { orderId: order.id, orderNo: order.order_no, accountUserId: Number(order.account_user_id), provider, channel: n.channel, tradeNo: n.tradeNo, outTradeNo: n.orderNo, amountCents: n.amountCents, cause: why, reason: why === 'already-paid' ? `订单${order.order_no}重复付款，退还该笔付款` : `订单${order.order_no}已取消，退还付款` });
    if (!created) return { ok: true, change: 'none' };
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'order.payment-refund-due', targetType: 'order', targetId: order.id, detail: { orderNo: order.order_no, provider, tradeNo: n.tradeNo, moneyCents: n.amountCents, why, refundNo: refund.refund_no } });
    // the order was paid (a second trade) or failed by a payment after cancel (this is another one): told as it is
    const told =
      why === 'already-paid'
        ? `您的订单 ${order.order_no} 已支付，又收到一笔付款 ${fmt(n.amountCents)} 元：积分不会重复到账，已发起该笔款项的原路退款（退款中），退款结果将另行通知。`
        : `您的订单 ${order.order_no} 已取消，但又收到一笔付款 ${fmt(n.amountCents)} 元：积分不会到账，已发起该笔款项的原路退款（退款中），退款结果将另行通知。`;
    await notify(trx, Number(order.account_user_id), told, now);
    return { ok: true, change: 'late' };
  });
}
