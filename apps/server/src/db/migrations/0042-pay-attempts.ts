import { sql, type Kysely } from 'kysely';

/**
 * A channel trade number per payment attempt (decision 952, amends 950). `orders.pay_attempt` counts the
 * attempts of a notarial fee whose prepay trade expired: attempt 0's out_trade_no is the order number itself
 * (every existing trade keeps working), attempt n ≥ 1 is `${order_no}_${n}` (services/payments/trade-number.ts).
 * `orders.paid_out_trade_no` is the out_trade_no of the trade that paid the row (a refund of an office-ended
 * order must name it), and `refunds.out_trade_no` the one of the trade a refund gives back. Both are
 * backfilled with the order number: before 0042 every trade was ordered under it.
 */
export function payAttempts() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('pay_attempt', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('orders').addColumn('paid_out_trade_no', 'varchar(64)').execute();
      await db.schema.alterTable('refunds').addColumn('out_trade_no', 'varchar(64)').execute();
      await sql`update orders set paid_out_trade_no = order_no where provider_trade_no is not null`.execute(db);
      await sql`update refunds set out_trade_no = order_no`.execute(db);
    },
  };
}
