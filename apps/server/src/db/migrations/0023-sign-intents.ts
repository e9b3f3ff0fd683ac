import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * A signer's intent (services/intent): one QR code's token (only its SHA-256 is stored), what it is for
 * (`subject_kind` + `subject_id`, e.g. a notarial order), whose account's phone confirms it, its state
 * and, once the phone sent it, the handwriting in the BlobStore. A token is single-use and expires.
 */
export function signIntents(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('sign_intents'), dialect)
        .addColumn('subject_kind', 'varchar(20)', notNull)
        .addColumn('subject_id', B, notNull)
        .addColumn('purpose', 'varchar(30)', notNull)
        .addColumn('account_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('created_by_user_id', B, (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(20)', notNull)
        .addColumn('handwriting_blob_key', 'varchar(255)')
        .addColumn('handwriting_sha256', 'varchar(64)')
        .addColumn('expires_at', B, notNull)
        .addColumn('created_at', B, notNull)
        .addColumn('verified_at', B)
        .addColumn('submitted_at', B)
        .addColumn('used_at', B)
        .addColumn('submit_ip', 'varchar(64)')
        .addColumn('submit_user_agent', 'varchar(300)')
        .execute();
      await db.schema.createIndex('sign_intents_subject').on('sign_intents').columns(['subject_kind', 'subject_id', 'status']).execute();
    },
  };
}
