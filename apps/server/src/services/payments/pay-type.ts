import { PayChannel, PayType } from '@evidence/shared/constants';
import type { PaymentNotice } from '../../providers/payment/payment-provider';

/** The orders.pay_type of a payment by this channel. */
export const payTypeOf = (channel: PayChannel): PayType => (channel === PayChannel.wechat ? PayType.wechat : PayType.alipay);

/** The channel an order was started or paid on, or null when it was not a WeChat or Alipay payment (points, a gift). */
export const channelOf = (payType: number | null): PayChannel | null => (payType === PayType.wechat ? PayChannel.wechat : payType === PayType.alipay ? PayChannel.alipay : null);

/**
 * Whether a notice names the very trade that paid (or failed) the order — same provider, channel and out_trade_no —
 * whatever transaction id it gives: a provider has one transaction per out_trade_no, so it is no second payment,
 * and refunding it would send back the money that paid (second review of issue 25).
 */
export function namesThePayingTrade(order: { provider: string | null; pay_type: number | null; paid_out_trade_no: string | null }, provider: string, n: PaymentNotice): boolean {
  return order.provider === provider && Number(order.pay_type) === payTypeOf(n.channel) && order.paid_out_trade_no === n.orderNo;
}
