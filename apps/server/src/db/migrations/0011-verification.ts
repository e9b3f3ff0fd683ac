import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * Real-name verification (000 §3–§5): every submission is a row of `verification_submissions`
 * (kind person, company, or author = a verified company's change of authorised person) with its
 * status and review, and one row of details in `person_verifications` or `company_verifications`.
 * Rows are never deleted, so the history stays for audit; the user's `verify_status` follows the
 * latest. ID, bank account and phone numbers are stored sealed (AES-256-GCM, `*_enc`); an
 * individual's ID number also as a keyed hash (`subject_key`) for the one-account rule.
 * Image columns name `uploaded_images` rows; a rejected company submission's are set to null.
 */
export function verification(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('verification_submissions'), dialect)
        .addColumn('user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(10)', notNull)
        // 2 submitted, 3 approved, 4 rejected
        .addColumn('status', 'integer', notNull)
        // the person's or the company's name, for the review queue
        .addColumn('subject_name', 'varchar(200)', notNull)
        // person: HMAC of the ID number; company: the unified social credit code; author: null
        .addColumn('subject_key', 'varchar(64)')
        // author: the approved submission whose authorised person it changes
        .addColumn('amends_id', B, (c) => c.references('verification_submissions.id'))
        .addColumn('created_at', B, notNull)
        .addColumn('reviewed_at', B)
        .addColumn('reviewed_by', B, (c) => c.references('operators.id'))
        .addColumn('reject_reason', 'varchar(200)')
        .addColumn('files_cleared_at', B)
        .execute();
      // one submission under review per account at a time
      await db.schema.createIndex('verification_one_pending').on('verification_submissions').column('user_id').unique().where(sql.ref('status'), '=', sql.lit(2)).execute();
      // one ID number, one credit code: in at most one account's pending or approved submission
      await db.schema
        .createIndex('verification_subject_once')
        .on('verification_submissions')
        .column('subject_key')
        .unique()
        .where(sql<boolean>`status in (2, 3) and subject_key is not null`)
        .execute();
      await db.schema.createIndex('verification_queue').on('verification_submissions').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('verification_user').on('verification_submissions').columns(['user_id', 'status']).execute();

      const sealed = 'varchar(255)';
      const image = (c: ColumnDefinitionBuilder) => c.references('uploaded_images.name');

      await db.schema
        .createTable('person_verifications')
        .addColumn('submission_id', B, (c) => c.primaryKey().references('verification_submissions.id'))
        .addColumn('user_name', 'varchar(50)', notNull)
        .addColumn('id_card_enc', sealed, notNull)
        .addColumn('sex', 'integer', notNull)
        .addColumn('mobile_enc', sealed, notNull)
        .addColumn('id_type', 'integer', notNull)
        .addColumn('address', 'varchar(200)', notNull)
        .addColumn('author_front', 'varchar(64)', image)
        .addColumn('author_back', 'varchar(64)', image)
        .addColumn('author_hand', 'varchar(64)', image)
        .addColumn('agreed_at', B, notNull)
        .execute();

      await db.schema
        .createTable('company_verifications')
        .addColumn('submission_id', B, (c) => c.primaryKey().references('verification_submissions.id'))
        .addColumn('company', 'varchar(100)', notNull)
        .addColumn('tax_number', 'varchar(18)', notNull)
        .addColumn('address', 'varchar(200)', notNull)
        .addColumn('license', 'varchar(64)', image)
        .addColumn('legal_name', 'varchar(50)', notNull)
        .addColumn('legal_sex', 'integer', notNull)
        .addColumn('legal_birth', 'varchar(10)', notNull)
        .addColumn('legal_idcard_enc', sealed, notNull)
        .addColumn('legal_address', 'varchar(200)', notNull)
        .addColumn('account_name', 'varchar(100)', notNull)
        .addColumn('account_bank', 'varchar(100)', notNull)
        .addColumn('account_no_enc', sealed, notNull)
        .addColumn('contact_name', 'varchar(50)', notNull)
        .addColumn('contact_phone_enc', sealed, notNull)
        .addColumn('contact_idcard_enc', sealed, notNull)
        .addColumn('author_name', 'varchar(50)', notNull)
        .addColumn('author_sex', 'integer', notNull)
        .addColumn('author_birth', 'varchar(10)', notNull)
        .addColumn('author_phone_enc', sealed, notNull)
        .addColumn('author_idcard_enc', sealed, notNull)
        .addColumn('author_address', 'varchar(200)', notNull)
        .addColumn('file', 'varchar(64)', image)
        .addColumn('author_front', 'varchar(64)', image)
        .addColumn('author_back', 'varchar(64)', image)
        .execute();
    },
  };
}
