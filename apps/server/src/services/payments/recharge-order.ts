import { COMMERCE_MSG, OrderKind, PAY_STATUS_NAMES, type PayStatus } from '@evidence/shared/constants';
import type { TRechargeOrder } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { Order } from '../../db/schema';
import { refuse } from '../../errors';

/** A caller's own recharge order; another account's number answers exactly like a missing one. */
export async function ownRecharge(db: Db, accountUserId: number, orderNo: string): Promise<Order> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('account_user_id', '=', accountUserId)
    .where('kind', '=', OrderKind.recharge)
    .executeTakeFirst();
  if (!row) throw refuse(COMMERCE_MSG.orderNotFound);
  return row;
}

/**
 * A caller's own order that is paid through the payment provider: a recharge, or the money row of a
 * notarial order (its pay step by WeChat/Alipay). What wxIsPay polls.
 */
export async function ownPayable(db: Db, accountUserId: number, orderNo: string): Promise<Order> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('account_user_id', '=', accountUserId)
    .where('kind', 'in', [OrderKind.recharge, OrderKind.notarial])
    .executeTakeFirst();
  if (!row) throw refuse(COMMERCE_MSG.orderNotFound);
  return row;
}

export const yuan = (cents: number | string) => Number(cents) / 100;

export function rechargeView(o: Order): TRechargeOrder {
  const status = Number(o.pay_status) as PayStatus;
  return {
    order_no: o.order_no,
    create_time: Number(o.created_at),
    desc: o.description,
    money: yuan(o.money_cents),
    points: yuan(o.points_cents),
    pay_status: status,
    pay_status_name: PAY_STATUS_NAMES[status] ?? '',
    pay_type: o.pay_type === null ? null : Number(o.pay_type),
    origin: Number(o.origin),
    paid_at: o.paid_at === null ? null : Number(o.paid_at),
  };
}
