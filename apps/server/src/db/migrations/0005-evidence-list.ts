import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the attestation list (/api/data/getList, issue 4) and of the removal of deleted
 * originals. The list only ever reads live rows of one owner, newest first, so the indexes are
 * partial (deleted_at is null), start with the owner and carry every filter column: a count or a
 * page is then read from the index alone, whatever combination of filters the page sends (looking
 * rows up in the table cost seconds at 600,000 rows). The first serves every combination in
 * saved_at order; the others narrow the range for a sub-account (creator), a file type and a label.
 * Measured with apps/server/bench/evidence-list-bench.ts (docs/benchmarks.md).
 */
export function evidenceList() {
  const live = (name: string, db: Kysely<unknown>, columns: string[]) =>
    db.schema.createIndex(name).on('evidence').columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();
  return {
    async up(db: Kysely<unknown>) {
      await live('evidence_live_owner_saved', db, ['owner_user_id', 'saved_at', 'id', 'creator_user_id', 'file_type', 'product_type', 'label']);
      await live('evidence_live_owner_creator_saved', db, ['owner_user_id', 'creator_user_id', 'saved_at', 'id', 'file_type', 'product_type', 'label']);
      await live('evidence_live_owner_type_saved', db, ['owner_user_id', 'file_type', 'saved_at', 'id', 'creator_user_id', 'product_type', 'label']);
      await live('evidence_live_owner_label_saved', db, ['owner_user_id', 'label', 'saved_at', 'id', 'creator_user_id', 'file_type', 'product_type']);
      // the purge asks whether another record still points at the same stored bytes
      await db.schema.createIndex('evidence_blob_key').on('evidence').column('blob_key').execute();
    },
  };
}
