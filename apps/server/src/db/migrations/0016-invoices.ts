import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Invoices (001 §3, §4, §5; docs/invoices.md, decisions 125–134).
 * `invoice_headers`: an account's saved headers (at most 5, enforced by the service).
 * `invoices`: one application; the header's fields are copied in when asked, so later edits or a
 * deleted header do not change what was asked or issued. Status 1 pending, 2 issued, 4 refused.
 * `invoice_orders`: which orders an application covers, with each order's money at the time.
 * `orders.invoice_status` / `orders.invoice_id` (migration 0013) say where each order stands now.
 */
export function invoices(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('invoice_headers'), dialect)
        .addColumn('user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('type', 'integer', notNull)
        .addColumn('head', 'varchar(100)', notNull)
        .addColumn('tax_num', 'varchar(20)', notNull)
        .addColumn('bank_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('account', 'varchar(40)', (c) => c.notNull().defaultTo(''))
        .addColumn('street', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('phone_number', 'varchar(30)', (c) => c.notNull().defaultTo(''))
        .addColumn('mobile', 'varchar(20)', notNull)
        .addColumn('email', 'varchar(254)', notNull)
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .execute();
      await db.schema.createIndex('invoice_headers_user').on('invoice_headers').columns(['user_id', 'id']).execute();

      await withId(db.schema.createTable('invoices'), dialect)
        // the application's number (FP…), what downInvoicePdf's orderNo names
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('header_id', B)
        // 1 ordinary e-invoice (2 special is refused, 001 §5)
        .addColumn('type', 'integer', notNull)
        .addColumn('status', 'integer', notNull)
        .addColumn('money_cents', B, notNull)
        .addColumn('order_count', 'integer', notNull)
        .addColumn('header_type', 'integer', notNull)
        .addColumn('head', 'varchar(100)', notNull)
        .addColumn('tax_num', 'varchar(20)', notNull)
        .addColumn('bank_name', 'varchar(100)', notNull)
        .addColumn('account', 'varchar(40)', notNull)
        .addColumn('street', 'varchar(200)', notNull)
        .addColumn('phone_number', 'varchar(30)', notNull)
        .addColumn('mobile', 'varchar(20)', notNull)
        .addColumn('email', 'varchar(254)', notNull)
        .addColumn('remark', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        // the operator's refusal reason (checkFail's checkRemark)
        .addColumn('check_remark', 'varchar(200)')
        // the issued invoice: its number, the provider that made it, the stored PDF
        .addColumn('invoice_number', 'varchar(30)')
        .addColumn('provider', 'varchar(20)')
        .addColumn('pdf_blob_key', 'varchar(255)')
        .addColumn('decided_by', B)
        .addColumn('decided_at', B)
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .execute();
      await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('invoices_status').on('invoices').columns(['status', 'created_at']).execute();

      await db.schema
        .createTable('invoice_orders')
        .addColumn('invoice_id', B, (c) => c.notNull().references('invoices.id'))
        .addColumn('order_id', B, (c) => c.notNull().references('orders.id'))
        .addColumn('money_cents', B, notNull)
        .addPrimaryKeyConstraint('invoice_orders_pk', ['invoice_id', 'order_id'])
        .execute();
      await db.schema.createIndex('invoice_orders_order').on('invoice_orders').column('order_id').execute();
    },
  };
}
