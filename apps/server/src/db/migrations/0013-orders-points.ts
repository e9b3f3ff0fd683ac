import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Orders and the points ledger (001 §3, §4; docs/decisions.md 105–).
 * `orders`: recharge (top-up) and consumption orders of one paying account (`account_user_id`: the
 * individual, or the company whose balance a member spends); `actor_user_id` is who acted (a member's
 * own login for its consumption). Amounts are hundredths (`*_cents`), so sums stay exact.
 * `points_ledger`: one row per change of a balance, written in the transaction that caused it, with
 * the balance after it; `users.points_cents` is the running balance the ledger explains.
 */
export function ordersPoints(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('orders'), dialect)
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('account_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('actor_user_id', B, (c) => c.notNull().references('users.id'))
        // the membership a sub-account acted through, else null
        .addColumn('member_id', B)
        // recharge | consumption (shared/constants/commerce.ts OrderKind)
        .addColumn('kind', 'varchar(20)', notNull)
        // consumption: the business type (001 §9); recharge: null
        .addColumn('bus_type', 'integer')
        .addColumn('description', 'varchar(200)', notNull)
        // recharge: the money to pay (yuan cents); consumption: 0
        .addColumn('money_cents', B, (c) => c.notNull().defaultTo(0))
        // points credited (recharge) or charged (consumption), in hundredths of a point
        .addColumn('points_cents', B, notNull)
        .addColumn('pay_status', 'integer', notNull)
        .addColumn('pay_type', 'integer')
        .addColumn('origin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('invoice_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('invoice_id', B)
        // what a consumption paid for
        .addColumn('evidence_id', B)
        // payment provider and its trade number, once known
        .addColumn('provider', 'varchar(20)')
        .addColumn('provider_trade_no', 'varchar(100)')
        .addColumn('paid_at', B)
        .addColumn('closed_at', B)
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .execute();
      await db.schema.createIndex('orders_account').on('orders').columns(['account_user_id', 'kind', 'created_at']).execute();
      await db.schema.createIndex('orders_member').on('orders').columns(['member_id', 'created_at']).execute();
      await db.schema.createIndex('orders_evidence').on('orders').column('evidence_id').execute();

      await withId(db.schema.createTable('points_ledger'), dialect)
        .addColumn('account_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('order_id', B, (c) => c.references('orders.id'))
        // recharge | consumption | refund | gift (PointsMove)
        .addColumn('move', 'varchar(20)', notNull)
        // signed: credits positive, debits negative
        .addColumn('delta_cents', B, notNull)
        .addColumn('balance_after_cents', B, notNull)
        .addColumn('actor_user_id', B)
        .addColumn('created_at', B, notNull)
        .execute();
      await db.schema.createIndex('points_ledger_account').on('points_ledger').columns(['account_user_id', 'id']).execute();
      // a recharge or gift order credits once, whatever replays its payment notice
      await db.schema.createIndex('points_ledger_one_credit').on('points_ledger').columns(['order_id', 'move']).unique().execute();
    },
  };
}
