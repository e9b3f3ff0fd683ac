import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * A ZIP selection (POST /api/data/downloadZip): up to 1,000 evidence ids are too long for a signed
 * URL, so the ids and the caller's scope at the time of selecting are kept here and the signed URL
 * names the row. Rows past their expiry are removed when new ones are made.
 */
export function downloadSelections(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('download_selections'), dialect)
        .addColumn('user_id', B, notNull)
        // the scope of visibleEvidence when it was made: owner, and the creator for a sub-account
        .addColumn('owner_user_id', B, notNull)
        .addColumn('creator_user_id', B)
        // comma-separated evidence ids in the order selected
        .addColumn('evidence_ids', 'text', notNull)
        .addColumn('created_at', B, notNull)
        .addColumn('expires_at', B, notNull)
        .execute();
      await db.schema.createIndex('download_selections_expires').on('download_selections').column('expires_at').execute();
    },
  };
}
