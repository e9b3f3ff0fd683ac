import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Refunds through the payment provider (issue 25 item 6, decisions 910–914). One row per paid trade the
 * platform owes back — the unique (provider, trade_no) index is what makes a trade refund at most once,
 * whatever races it (two office clicks, a notice delivered three times at once, a job run twice). refund_no
 * is our out_refund_no / out_request_no: the provider takes a repeat of it as the same refund.
 */
export function refunds(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('refunds'), dialect)
        .addColumn('refund_no', 'varchar(64)', notNull)
        .addColumn('order_id', B, (c) => c.notNull().references('orders.id'))
        .addColumn('order_no', 'varchar(64)', notNull)
        .addColumn('account_user_id', B, notNull)
        .addColumn('provider', 'varchar(16)', notNull)
        .addColumn('channel', 'integer', notNull)
        .addColumn('trade_no', 'varchar(64)', notNull)
        .addColumn('amount_cents', B, notNull)
        .addColumn('total_cents', B, notNull)
        .addColumn('cause', 'varchar(32)', notNull)
        .addColumn('reason', 'varchar(80)', notNull)
        .addColumn('status', 'varchar(16)', notNull)
        .addColumn('fail_reason', 'varchar(200)')
        .addColumn('provider_refund_id', 'varchar(64)')
        .addColumn('requested_at', B)
        .addColumn('round', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .addColumn('settled_at', B)
        .execute();
      await db.schema.createIndex('refunds_trade').on('refunds').columns(['provider', 'trade_no']).unique().execute();
      await db.schema.createIndex('refunds_refund_no').on('refunds').column('refund_no').unique().execute();
      await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();
      await db.schema.createIndex('refunds_status').on('refunds').columns(['status', 'created_at']).execute();
    },
  };
}
