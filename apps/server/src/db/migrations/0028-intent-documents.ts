import type { Kysely } from 'kysely';

/**
 * Issue 23 item 1: a QR signing intent is bound to the documents shown when it was made.
 * `sign_intents.document_sha256`: the SHA-256 of each document of the signing round, comma-separated in the
 * round's order; null for an intent made before this migration (such intents are refused at submit).
 */
export function intentDocuments() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sign_intents').addColumn('document_sha256', 'varchar(400)').execute();
    },
  };
}
