import { NotaryStatus, PayStatus, PayType } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import type { Order } from '../../../db/schema';
import type { PaymentNotice } from '../../../providers/payment/payment-provider';
import { writeAudit } from '../../audit/write-audit';
import { notify } from '../../notifications/notify';
import type { NoticeOutcome } from '../../payments/apply-notice';
import { createRefund } from '../../payments/refunds/create-refund';
import { namesThePayingTrade, payTypeOf } from '../../payments/pay-type';

const fmt = (cents: number) => (cents / 100).toFixed(2);

/**
 * A provider's verified notice for a notarial order's money row (the pay step by WeChat/Alipay). One
 * transaction, idempotent like the recharge notices:
 * - SUCCESS on a pending row: the row is paid (no points are credited: the money pays the fee) and the
 *   order goes to the office (step office, 待受理), audited and told to the applicant.
 * - CLOSED (the applicant closed the cashier): only that attempt ends; the row stays payable, by points
 *   or another attempt, because the order itself goes on.
 * - SUCCESS for a row no longer payable — the order was stopped (row cancelled) or already paid by points
 *   or by another trade (another channel, or an older attempt's trade paid late: decision 952) — is never lost: the trade is kept, audited as a refund due by the original route
 *   and the applicant is told (decision 280). A replay of a trade already taken changes nothing.
 */
export async function settleNotarialNotice(db: Db, provider: string, order: Order, n: PaymentNotice): Promise<NoticeOutcome> {
  return db.transaction().execute(async (trx): Promise<NoticeOutcome> => {
    const now = Date.now();
    const accountId = Number(order.account_user_id);
    if (n.state === 'CLOSED') {
      await writeAudit(trx, { actorType: 'system', actorId: null, action: 'notary.pay-attempt-closed', targetType: 'order', targetId: order.id, detail: { orderNo: order.order_no, provider } });
      return { ok: true, change: 'none' };
    }
    const payType = payTypeOf(n.channel);
    const paid = await trx
      .updateTable('orders')
      .set({ pay_status: PayStatus.paid, pay_type: payType, provider, provider_trade_no: n.tradeNo, paid_out_trade_no: n.orderNo, paid_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('pay_status', '=', PayStatus.pending)
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) === 1) {
      const moved = await trx
        .updateTable('notary_orders')
        .set({ step: 'office', office_stage: 'submitted', paid_at: now, updated_at: now })
        .where('order_id', '=', order.id)
        .where('step', '=', 'pay')
        .where('status', '=', NotaryStatus.inProgress)
        .executeTakeFirst();
      const placed = Number(moved.numUpdatedRows) === 1;
      const notary = await trx.selectFrom('notary_orders').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow();
      const refund = placed
        ? null
        : (await createRefund(trx, { orderId: order.id, orderNo: order.order_no, accountUserId: accountId, provider, channel: n.channel, tradeNo: n.tradeNo, outTradeNo: n.orderNo, amountCents: n.amountCents, cause: 'unplaced', reason: `公证订单${order.order_no}已不在支付步骤，退还付款` })).refund;
      await writeAudit(trx, {
        actorType: 'system',
        actorId: null,
        action: placed ? 'notary.pay' : 'notary.payment-unplaced',
        targetType: 'notary_order',
        targetId: notary.id,
        detail: { orderNo: order.order_no, provider, tradeNo: n.tradeNo, moneyCents: n.amountCents, payType: payType === PayType.wechat ? 'wechat' : 'alipay', ...(refund ? { refundNo: refund.refund_no } : {}) },
      });
      await notify(
        trx,
        accountId,
        placed
          ? `公证订单${order.order_no}已支付${fmt(n.amountCents)}元，已提交公证处受理。`
          : `公证订单${order.order_no}收到付款${fmt(n.amountCents)}元，但订单已不在支付步骤：已发起原路退款（退款中），退款结果将另行通知。`,
        now,
      );
      return { ok: true, change: 'paid' };
    }
    const current = await trx.selectFrom('orders').select(['pay_status', 'pay_type', 'provider', 'provider_trade_no', 'paid_out_trade_no']).where('id', '=', order.id).executeTakeFirstOrThrow();
    if (current.provider_trade_no === n.tradeNo) return { ok: true, change: 'none' };
    if (namesThePayingTrade(current, provider, n)) return { ok: false, reason: '交易号与已支付的交易不一致' };
    // a payment the order no longer needs: a refund, once per trade (the refunds' unique trade; decision 911)
    const why = Number(current.pay_status) === PayStatus.paid ? 'already-paid' : 'order-ended';
    const { refund, created } = await createRefund(trx, {
      orderId: order.id,
      orderNo: order.order_no,
      accountUserId: accountId,
      provider,
      channel: n.channel,
      tradeNo: n.tradeNo,
      outTradeNo: n.orderNo,
      amountCents: n.amountCents,
      cause: why,
      reason: why === 'already-paid' ? `公证订单${order.order_no}重复付款，退还该笔付款` : `公证订单${order.order_no}已终止，退还付款`,
    });
    if (!created) return { ok: true, change: 'none' };
    if (Number(current.pay_status) === PayStatus.cancelled) {
      await trx.updateTable('orders').set({ pay_status: PayStatus.failed, provider, provider_trade_no: n.tradeNo, paid_out_trade_no: n.orderNo, updated_at: now }).where('id', '=', order.id).where('pay_status', '=', PayStatus.cancelled).execute();
    }
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'order.payment-refund-due', targetType: 'order', targetId: order.id, detail: { orderNo: order.order_no, provider, tradeNo: n.tradeNo, moneyCents: n.amountCents, why, refundNo: refund.refund_no } });
    await notify(
      trx,
      accountId,
      why === 'already-paid'
        ? `公证订单${order.order_no}已支付，又收到一笔付款${fmt(n.amountCents)}元：已发起该笔款项的原路退款（退款中），退款结果将另行通知。`
        : `公证订单${order.order_no}已终止，但收到了付款${fmt(n.amountCents)}元：已发起原路退款（退款中），退款结果将另行通知。`,
      now,
    );
    return { ok: true, change: 'late' };
  });
}
