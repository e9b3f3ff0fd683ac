import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Online notarization (issue 15; docs/notarization.md). A notarial order is two rows: its money lives in
 * `orders` (kind 'notarial', bus_type = the notary type 1–7, paid like any order through the points mover
 * or the cashier) and its procedure in `notary_orders` (step, status, the application form, the office's
 * decisions, the certificate number). `notary_order_items` lists the preserved records the order covers;
 * a record's kind decides the order's type, so later kinds (web, recording, app data) plug in by mapping,
 * not by a schema change. `notary_documents` keeps every version of the five documents and of the
 * notarial certificate: a newer version never overwrites an older one.
 */
export function notary(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('notary_orders'), dialect)
        .addColumn('order_id', B, (c) => c.notNull().unique().references('orders.id'))
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        // whose order: the individual, or the company (its main account); applicant: the login that applied
        .addColumn('account_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('applicant_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('type', 'integer', notNull)
        // 1 出证中, 2 出证成功, 3 出证终止, 4 出证失败 (shared/constants/notary.ts NotaryStatus)
        .addColumn('status', 'integer', notNull)
        // the applicant's step: applicationForm | signature | deCode | pay | office
        .addColumn('step', 'varchar(20)', notNull)
        // once paid, the office's stage: submitted | accepted | interview | issuing | issued
        .addColumn('office_stage', 'varchar(20)')
        .addColumn('record_count', 'integer', notNull)
        // the application form as filled (JSON; the applicant's identity is read from the verification)
        .addColumn('form_json', 'text')
        .addColumn('form_saved_at', B)
        .addColumn('sign_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('signed_at', B)
        .addColumn('decoded_at', B)
        .addColumn('fee_cents', B, notNull)
        .addColumn('paid_at', B)
        .addColumn('accepted_at', B)
        .addColumn('notary_operator_id', B)
        .addColumn('notary_name', 'varchar(50)')
        .addColumn('interview_json', 'text')
        .addColumn('certificate_no', 'varchar(60)', (c) => c.unique())
        .addColumn('certificate_year', 'integer')
        .addColumn('certificate_seq', 'integer')
        .addColumn('issued_at', B)
        // who ended the order (applicant | office) and why; refunded points in hundredths
        .addColumn('ended_by', 'varchar(20)')
        .addColumn('end_reason', 'varchar(500)')
        .addColumn('ended_at', B)
        .addColumn('refunded_cents', B, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .execute();
      await db.schema.createIndex('notary_orders_account').on('notary_orders').columns(['account_user_id', 'created_at']).execute();
      await db.schema.createIndex('notary_orders_office').on('notary_orders').columns(['office_stage', 'paid_at']).execute();
      await db.schema.createIndex('notary_orders_certificate_seq').on('notary_orders').columns(['certificate_year', 'certificate_seq']).unique().execute();

      await withId(db.schema.createTable('notary_order_items'), dialect)
        .addColumn('notary_order_id', B, (c) => c.notNull().references('notary_orders.id'))
        .addColumn('evidence_id', B, (c) => c.notNull().references('evidence.id'))
        .addColumn('position', 'integer', notNull)
        // the re-check of deCode: ok | mismatch | missing, and when
        .addColumn('check_result', 'varchar(20)')
        .addColumn('checked_at', B)
        .execute();
      await db.schema.createIndex('notary_order_items_pair').on('notary_order_items').columns(['notary_order_id', 'evidence_id']).unique().execute();
      await db.schema.createIndex('notary_order_items_evidence').on('notary_order_items').column('evidence_id').execute();

      await withId(db.schema.createTable('notary_documents'), dialect)
        .addColumn('notary_order_id', B, (c) => c.notNull().references('notary_orders.id'))
        // 1 申请表, 2 受理通知书, 3 公证告知书, 4 询问笔录, 5 保全告知书 (001 §7 file types), 6 公证书
        .addColumn('doc_type', 'integer', notNull)
        .addColumn('version', 'integer', notNull)
        // draft (to read before signing) | signed (stamped and platform-signed)
        .addColumn('stage', 'varchar(20)', notNull)
        .addColumn('blob_key', 'varchar(255)', notNull)
        .addColumn('size', B, notNull)
        .addColumn('sha256', 'varchar(64)', notNull)
        .addColumn('sm3', 'varchar(64)', notNull)
        // the final PDF preserved as evidence itself (its own ledger leaf), once signed
        .addColumn('evidence_id', B)
        .addColumn('created_at', B, notNull)
        .execute();
      await db.schema.createIndex('notary_documents_version').on('notary_documents').columns(['notary_order_id', 'doc_type', 'version']).unique().execute();
    },
  };
}
