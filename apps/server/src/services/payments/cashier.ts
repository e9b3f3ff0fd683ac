import { OrderKind, PAY_STATUS_NAMES, PAYMENT_MSG, PayStatus, type PayStatus as TPayStatus } from '@evidence/shared/constants';
import type { TCashierView } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { Order } from '../../db/schema';
import { refuse } from '../../errors';
import { cashierTradeNo, localNotifyParams, readCashierToken } from '../../providers/payment/local-payment';
import type { PaymentNotice } from '../../providers/payment/payment-provider';
import { yuan } from './recharge-order';
import { parseTradeNo } from './trade-number';

/**
 * The order of a cashier link, and the notice its buttons send. The link names the out_trade_no of one
 * attempt (decision 952); `current` is false for an attempt a later one replaced — closed, like its trade
 * at a real provider.
 */
async function orderOfToken(db: Db, secret: Buffer, token: string): Promise<{ order: Order; notice: Omit<PaymentNotice, 'state' | 'tradeNo'>; current: boolean }> {
  const read = readCashierToken(secret, token);
  const trade = read ? parseTradeNo(read.orderNo) : null;
  const order = trade ? await db.selectFrom('orders').selectAll().where('order_no', '=', trade.orderNo).where('kind', 'in', [OrderKind.recharge, OrderKind.notarial]).executeTakeFirst() : undefined;
  if (!read || !trade || !order || trade.attempt > Number(order.pay_attempt)) throw refuse(PAYMENT_MSG.linkInvalid);
  return { order, notice: { orderNo: read.orderNo, amountCents: Number(order.money_cents), channel: read.channel }, current: trade.attempt === Number(order.pay_attempt) };
}

/** the audit actions that record a received payment as owed back (apply-notice.ts, settle-online.ts) */
const REFUND_DUE_ACTIONS = ['order.payment-refund-due', 'notary.payment-unplaced', 'order.payment-after-cancel'];

/**
 * The words for a link whose payment arrived but was not credited, or null. The link holds one trade
 * (cashierTradeNo), so its payment is owed back when the audit records that trade as a refund due: another
 * trade or points paid the order first (a second payer confirming at the same moment), or the order had
 * ended. Without this the second payer's page said 支付成功 (decision 797).
 */
async function refundNote(db: Db, order: Order, tradeNo: string): Promise<string | null> {
  const due = await db
    .selectFrom('audit_log')
    .select('id')
    .where('action', 'in', REFUND_DUE_ACTIONS)
    .where('detail', 'like', `%"orderNo":${JSON.stringify(order.order_no)}%`)
    .where('detail', 'like', `%"tradeNo":${JSON.stringify(tradeNo)}%`)
    .executeTakeFirst();
  if (!due) return null;
  const otherWay = Number(order.pay_status) === PayStatus.paid && order.provider_trade_no !== tradeNo;
  return otherWay ? PAYMENT_MSG.cashierRefundOtherWay : PAYMENT_MSG.cashierRefundNotPayable;
}

/** What the local cashier page shows: the order number, amount and state (no buyer's data). */
export async function cashierView(db: Db, secret: Buffer, token: string): Promise<TCashierView> {
  const { order, notice } = await orderOfToken(db, secret, token);
  const status = Number(order.pay_status) as TPayStatus;
  const refund_note = status === PayStatus.pending ? null : await refundNote(db, order, cashierTradeNo(secret, notice.orderNo, notice.channel));
  return {
    order_no: order.order_no,
    desc: order.description,
    money: yuan(order.money_cents),
    // a notarial fee paid in money credits no points
    points: order.kind === OrderKind.notarial ? 0 : yuan(order.points_cents),
    pay_status: status,
    pay_status_name: PAY_STATUS_NAMES[status] ?? '',
    channel: notice.channel,
    refund_note,
  };
}

/**
 * 确认支付 / 取消支付 on the local cashier: the local provider sends the signed notify a real
 * provider would (SUCCESS or CLOSED) through `deliver` (an HTTP request to our notify endpoint).
 * A paid, cancelled or failed order cannot be paid from here, like a closed trade at a real provider.
 * The link holds one trade (cashierTradeNo), claimed by the token itself: concurrent confirms all
 * deliver the same trade number, so the first pays and the rest are replays, never extra payments.
 */
export async function cashierAct(
  db: Db,
  secret: Buffer,
  token: string,
  action: 'confirm' | 'cancel',
  deliver: (params: Record<string, string>) => Promise<boolean>,
): Promise<TCashierView> {
  const { order, notice, current } = await orderOfToken(db, secret, token);
  if (Number(order.pay_status) !== PayStatus.pending || !current) throw refuse(PAYMENT_MSG.notPayable);
  const tradeNo = cashierTradeNo(secret, notice.orderNo, notice.channel);
  const params = localNotifyParams(secret, { ...notice, tradeNo, state: action === 'confirm' ? 'SUCCESS' : 'CLOSED' });
  if (!(await deliver(params))) throw refuse(PAYMENT_MSG.failed);
  return cashierView(db, secret, token);
}
