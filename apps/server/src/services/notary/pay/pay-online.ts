import { NOTARY_MSG, PAYMENT_MSG, PayChannel, PayStatus } from '@evidence/shared/constants';
import type { TPayStart } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import type { Payments } from '../../../providers/payment/from-config';
import type { UserPrincipal } from '../../auth/principal';
import { writeAudit } from '../../audit/write-audit';
import { yuan } from '../../payments/recharge-order';
import { startWithProvider } from '../../payments/start-with-provider';
import { requireApplicant } from '../applicant';
import { ownNotaryOrder, requireStep } from '../own-order';
import { payTypeOf } from '../../payments/pay-type';

export interface OnlinePayInput {
  orderId: number;
  channel: PayChannel;
  siteBase: string;
  ip: string | null;
}

/**
 * 支付 by WeChat or Alipay (the pay step): starts a payment of the order's money row (the fee fixed when
 * the order was made) through the configured provider — the local cashier in demos. Nothing moves here:
 * the provider's signed notice marks the row paid and hands the order to the office
 * (services/notary/pay/settle-online.ts), and the page polls wxIsPay every 3 s like the points page.
 * Starting again (another channel, a closed cashier) pays the same row, never a second one; past the
 * trade's expiry it is the row's next attempt (a new out_trade_no, decision 952). `money` is read before
 * this start names its provider: the one that started the current attempt is asked about it.
 */
export async function startNotaryOnlinePay(ctx: AppContext, payments: Payments, p: UserPrincipal, input: OnlinePayInput): Promise<TPayStart> {
  const provider = payments.forChannel(input.channel);
  if (!provider) throw refuse(PAYMENT_MSG.channelUnavailable);
  const accountId = requireApplicant(p);
  const order = await ownNotaryOrder(ctx.db, accountId, input.orderId);
  requireStep(order, 'pay');
  const money = await ctx.db.selectFrom('orders').selectAll().where('id', '=', order.order_id).executeTakeFirstOrThrow();
  if (Number(money.pay_status) !== PayStatus.pending) throw refuse(NOTARY_MSG.orderEnded);
  const payType = payTypeOf(input.channel);
  await ctx.db
    .updateTable('orders')
    .set({ pay_type: payType, provider: provider.name, updated_at: Date.now() })
    .where('id', '=', money.id)
    .where('pay_status', '=', PayStatus.pending)
    .execute();
  await writeAudit(ctx.db, { actorType: 'user', actorId: p.user.id, action: 'notary.pay-start', targetType: 'notary_order', targetId: order.id, ip: input.ip, detail: { orderNo: order.order_no, channel: input.channel, moneyCents: Number(money.money_cents) } });
  const started = await startWithProvider(ctx.db, provider, money, { channel: input.channel, siteBase: input.siteBase, ttlMs: ctx.config.payment.orderTtlMs, created: false, actorUserId: p.user.id, ip: input.ip, payments });
  return {
    order_no: money.order_no,
    type: input.channel,
    money: yuan(money.money_cents),
    // a fee paid in money credits no points
    points: 0,
    codeUrl: started.codeUrl,
    html: started.html,
    payUrl: started.payUrl,
    isLocal: provider.isLocal,
  };
}
