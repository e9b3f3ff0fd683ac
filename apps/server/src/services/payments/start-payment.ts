import { OrderKind, OrderOrigin, PAYMENT_MSG, PayChannel, PayStatus, POINTS_PER_YUAN } from '@evidence/shared/constants';
import type { TPayStart } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { Order } from '../../db/schema';
import { refuse } from '../../errors';
import type { Payments } from '../../providers/payment/from-config';
import { startWithProvider } from './start-with-provider';
import { writeAudit } from '../audit/write-audit';
import { newOrderNo } from '../orders/order-number';
import { ownRecharge, yuan } from './recharge-order';
import { payTypeOf } from './pay-type';

export interface PayInput {
  /** whose balance the points go to: the buyer (a company main account buys for its company) */
  accountUserId: number;
  /** yuan, for a new order */
  integral?: number | undefined;
  /** an existing pending order to pay again */
  orderNo?: string | undefined;
  channel: PayChannel;
  siteBase: string;
  ip: string | null;
}


/**
 * Starts paying a recharge order: a new pending order of `integral` yuan (1 yuan = POINTS_PER_YUAN
 * points), or the caller's own pending order again (its amount stays what it was). An app order
 * is refused (001 §8), a paid, cancelled or failed one cannot be paid.
 */
export async function startPayment(db: Db, payments: Payments, input: PayInput & { ttlMs: number }): Promise<TPayStart> {
  const provider = payments.forChannel(input.channel);
  if (!provider) throw refuse(PAYMENT_MSG.channelUnavailable);
  let order: Order;
  let created = false;
  if (input.orderNo) {
    order = await ownRecharge(db, input.accountUserId, input.orderNo);
    if (Number(order.origin) === OrderOrigin.app) throw refuse(PAYMENT_MSG.appOrder);
    if (Number(order.pay_status) !== PayStatus.pending) throw refuse(PAYMENT_MSG.notPayable);
    await db
      .updateTable('orders')
      .set({ pay_type: payTypeOf(input.channel), provider: provider.name, updated_at: Date.now() })
      .where('id', '=', order.id)
      .where('pay_status', '=', PayStatus.pending)
      .execute();
  } else {
    if (input.integral === undefined) throw refuse(PAYMENT_MSG.amountInvalid);
    order = await createRecharge(db, provider.name, input, input.integral);
    created = true;
  }
  const started = await startWithProvider(db, provider, order, { channel: input.channel, siteBase: input.siteBase, ttlMs: input.ttlMs, created, actorUserId: input.accountUserId, ip: input.ip, payments });
  return {
    order_no: order.order_no,
    type: input.channel,
    money: yuan(order.money_cents),
    points: yuan(order.points_cents),
    codeUrl: started.codeUrl,
    html: started.html,
    payUrl: started.payUrl,
    isLocal: provider.isLocal,
  };
}

async function createRecharge(db: Db, providerName: string, input: PayInput, integral: number): Promise<Order> {
  const pointsCents = integral * POINTS_PER_YUAN * 100;
  for (let attempt = 0; ; attempt += 1) {
    const now = Date.now();
    try {
      return await db.transaction().execute(async (trx) => {
        const order = await trx
          .insertInto('orders')
          .values({
            order_no: newOrderNo('recharge', new Date(now)),
            account_user_id: input.accountUserId,
            actor_user_id: input.accountUserId,
            member_id: null,
            kind: OrderKind.recharge,
            bus_type: null,
            description: `购买积分 ${(pointsCents / 100).toFixed(2)}`,
            money_cents: integral * 100,
            points_cents: pointsCents,
            pay_status: PayStatus.pending,
            pay_type: payTypeOf(input.channel),
            origin: OrderOrigin.web,
            invoice_status: 0,
            invoice_id: null,
            evidence_id: null,
            provider: providerName,
            provider_trade_no: null,
            paid_at: null,
            closed_at: null,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(trx, { actorType: 'user', actorId: input.accountUserId, action: 'order.create', targetType: 'order', targetId: order.id, ip: input.ip, detail: { orderNo: order.order_no, moneyCents: integral * 100, pointsCents } });
        return order;
      });
    } catch (err) {
      // another order drew the same number: draw again
      if (attempt < 5 && /unique|duplicate/i.test(String(err)) && /order_no/i.test(String(err))) continue;
      throw err;
    }
  }
}
