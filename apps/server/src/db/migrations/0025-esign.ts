import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Electronic signing (issue 16, docs/esign.md): company e-seals, contract templates with their fields,
 * sign flows with their signers and fields (copied from the template when the flow is made, so editing or
 * deleting a template never changes a flow), and each flow's event log (the timeline and the audit page).
 * Signing links carry a token of which only the SHA-256 is stored.
 */
export function esign(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('esign_seals'), dialect)
        .addColumn('owner_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('name', 'varchar(60)', notNull)
        /** EsignSealType: contract 合同专用章 | official 公章 */
        .addColumn('seal_type', 'varchar(20)', notNull)
        /** generated (from the verified company name) | uploaded (a transparent PNG) */
        .addColumn('source', 'varchar(20)', notNull)
        .addColumn('blob_key', 'varchar(255)', notNull)
        .addColumn('size', B, notNull)
        .addColumn('width', 'integer', notNull)
        .addColumn('height', 'integer', notNull)
        .addColumn('sha256', 'varchar(64)', notNull)
        .addColumn('created_by_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .addColumn('deleted_at', B)
        .execute();
      await db.schema.createIndex('esign_seals_owner').on('esign_seals').columns(['owner_user_id', 'deleted_at']).execute();

      await withId(db.schema.createTable('esign_templates'), dialect)
        .addColumn('owner_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('creator_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('name', 'varchar(100)', notNull)
        .addColumn('category', 'varchar(30)', notNull)
        .addColumn('file_name', 'varchar(255)', notNull)
        .addColumn('blob_key', 'varchar(255)', notNull)
        .addColumn('size', B, notNull)
        .addColumn('sha256', 'varchar(64)', notNull)
        .addColumn('sm3', 'varchar(64)', notNull)
        .addColumn('page_count', 'integer', notNull)
        /** JSON [{ width, height }] in PDF points, each page's visible box */
        .addColumn('pages_json', 'text', notNull)
        /** JSON ["甲方", "乙方", …]: the signer roles in their order */
        .addColumn('roles_json', 'text', notNull)
        /** JSON [{ id, role, kind, page, xPct, yPct, wPct, hPct, label?, required }] */
        .addColumn('fields_json', 'text', notNull)
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .addColumn('deleted_at', B)
        .execute();
      await db.schema.createIndex('esign_templates_owner').on('esign_templates').columns(['owner_user_id', 'deleted_at', 'id']).execute();

      await withId(db.schema.createTable('esign_flows'), dialect)
        .addColumn('flow_no', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('owner_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('creator_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('title', 'varchar(100)', notNull)
        .addColumn('template_id', B)
        /** EsignFlowStatus: draft | signing | completed | rejected | revoked | expired */
        .addColumn('status', 'varchar(20)', notNull)
        /** parallel | sequential */
        .addColumn('order_mode', 'varchar(20)', notNull)
        .addColumn('riding_seal', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('file_name', 'varchar(255)', notNull)
        .addColumn('source_blob_key', 'varchar(255)', notNull)
        .addColumn('source_size', B, notNull)
        .addColumn('source_sha256', 'varchar(64)', notNull)
        .addColumn('source_sm3', 'varchar(64)', notNull)
        .addColumn('page_count', 'integer', notNull)
        .addColumn('pages_json', 'text', notNull)
        .addColumn('expires_at', B, notNull)
        /** days between reminders to signers who have not signed (0: none) */
        .addColumn('remind_every_days', 'integer', (c) => c.notNull().defaultTo(0))
        /** the consumption order charged when it was sent (bus type 电子签约) */
        .addColumn('order_id', B)
        .addColumn('charged_cents', B, (c) => c.notNull().defaultTo(0))
        .addColumn('refunded_cents', B, (c) => c.notNull().defaultTo(0))
        .addColumn('sent_at', B)
        /** where the links point (PUBLIC_URL, else the sender's origin at sending), for links made later by jobs */
        .addColumn('site_base', 'varchar(255)')
        .addColumn('ended_at', B)
        .addColumn('end_reason', 'varchar(300)')
        .addColumn('completed_at', B)
        .addColumn('result_blob_key', 'varchar(255)')
        .addColumn('result_size', B)
        .addColumn('result_sha256', 'varchar(64)')
        .addColumn('result_sm3', 'varchar(64)')
        .addColumn('result_evidence_id', B)
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .addColumn('deleted_at', B)
        .execute();
      await db.schema.createIndex('esign_flows_owner').on('esign_flows').columns(['owner_user_id', 'deleted_at', 'id']).execute();
      await db.schema.createIndex('esign_flows_status').on('esign_flows').columns(['status', 'expires_at']).execute();

      await withId(db.schema.createTable('esign_signers'), dialect)
        .addColumn('flow_id', B, (c) => c.notNull().references('esign_flows.id'))
        /** 1, 2, …: the order of a sequential flow (and the display order of a parallel one) */
        .addColumn('position', 'integer', notNull)
        .addColumn('role', 'varchar(30)', notNull)
        .addColumn('name', 'varchar(50)', notNull)
        .addColumn('phone', 'varchar(20)', notNull)
        /** person | company */
        .addColumn('signer_kind', 'varchar(20)', notNull)
        .addColumn('company_name', 'varchar(100)')
        /** the platform account that signed (found by phone; the company's main account for a company) */
        .addColumn('account_user_id', B)
        /** EsignSignerStatus: waiting (its turn has not come) | unread | read | signed | rejected */
        .addColumn('status', 'varchar(20)', notNull)
        .addColumn('token_hash', 'varchar(64)')
        .addColumn('token_expires_at', B)
        .addColumn('sent_at', B)
        .addColumn('opened_at', B)
        /** account (a verified account's name and ID number) | face (a real-name face check in the flow) */
        .addColumn('identity_method', 'varchar(20)')
        .addColumn('identity_at', B)
        /** sealed (encrypted) name and ID number the identity was checked with */
        .addColumn('identity_sealed', 'text')
        /** sms | face */
        .addColumn('intent_method', 'varchar(20)')
        .addColumn('intent_at', B)
        .addColumn('face_transaction_id', 'varchar(100)')
        .addColumn('seal_id', B)
        .addColumn('handwriting_blob_key', 'varchar(255)')
        .addColumn('handwriting_sha256', 'varchar(64)')
        .addColumn('signed_at', B)
        .addColumn('rejected_at', B)
        .addColumn('reject_reason', 'varchar(300)')
        .addColumn('sign_ip', 'varchar(64)')
        .addColumn('sign_user_agent', 'varchar(300)')
        /** a second token (hashed) the signer's completion SMS carries to download the signed result */
        .addColumn('result_token_hash', 'varchar(64)')
        .addColumn('reminded_at', B)
        .addColumn('remind_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('esign_signers_flow').on('esign_signers').columns(['flow_id', 'position']).execute();
      await db.schema.createIndex('esign_signers_token').on('esign_signers').column('token_hash').unique().execute();
      await db.schema.createIndex('esign_signers_account').on('esign_signers').columns(['account_user_id', 'status']).execute();

      await withId(db.schema.createTable('esign_fields'), dialect)
        .addColumn('flow_id', B, (c) => c.notNull().references('esign_flows.id'))
        .addColumn('signer_id', B, (c) => c.notNull().references('esign_signers.id'))
        /** EsignFieldKind: signature | seal | date | text | name */
        .addColumn('kind', 'varchar(20)', notNull)
        .addColumn('page', 'integer', notNull)
        .addColumn('x_pct', 'double precision', notNull)
        .addColumn('y_pct', 'double precision', notNull)
        .addColumn('w_pct', 'double precision', notNull)
        .addColumn('h_pct', 'double precision', notNull)
        .addColumn('label', 'varchar(50)')
        .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
        /** the text of a text / date / name field, once filled */
        .addColumn('value', 'varchar(300)')
        .addColumn('filled_at', B)
        .execute();
      await db.schema.createIndex('esign_fields_flow').on('esign_fields').columns(['flow_id', 'signer_id']).execute();

      await withId(db.schema.createTable('esign_events'), dialect)
        .addColumn('flow_id', B, (c) => c.notNull().references('esign_flows.id'))
        .addColumn('signer_id', B)
        /** EsignEvent: created | sent | sms_sent | reminded | opened | identity_checked | intent_confirmed | signed | rejected | revoked | expired | completed | … */
        .addColumn('kind', 'varchar(40)', notNull)
        .addColumn('at', B, notNull)
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(300)')
        .addColumn('detail_json', 'text')
        .execute();
      await db.schema.createIndex('esign_events_flow').on('esign_events').columns(['flow_id', 'id']).execute();
    },
  };
}
