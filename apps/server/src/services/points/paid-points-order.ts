import { PayStatus } from '@evidence/shared/constants';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { OrdersTable } from '../../db/schema';

/** What differs between the paid, points-only orders (a consumption, a gift); the rest is fixed. */
type PointsOrder = Pick<
  Insertable<OrdersTable>,
  'order_no' | 'account_user_id' | 'actor_user_id' | 'member_id' | 'kind' | 'bus_type' | 'description' | 'points_cents' | 'pay_type' | 'evidence_id'
>;

/** Inserts an order already paid at `now` that moves no money (0 yuan, not invoiced, no provider). */
export function insertPaidPointsOrder(trx: Db, now: number, order: PointsOrder) {
  return trx
    .insertInto('orders')
    .values({
      ...order,
      money_cents: 0,
      pay_status: PayStatus.paid,
      origin: 0,
      invoice_status: 0,
      invoice_id: null,
      provider: null,
      provider_trade_no: null,
      paid_at: now,
      closed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'order_no'])
    .executeTakeFirstOrThrow();
}
