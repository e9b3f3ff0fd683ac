import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the attestation list (/api/data/getList, issue 4) and of the removal of deleted
 * originals. The list only ever reads live rows of one owner, newest first, so the indexes are
 * partial (deleted_at is null) and end in (saved_at, id): a page is read in index order and the
 * count is an index-only range. One index per equality filter of the page (creator for
 * sub-accounts, file type, product, label); the date range is the trailing saved_at. Measured with
 * apps/server/bench/evidence-list-bench.ts (docs/benchmarks.md).
 */
export function evidenceList() {
  const live = (b: ReturnType<Kysely<unknown>['schema']['createIndex']>) => b.on('evidence').where(sql.ref('deleted_at'), 'is', null);
  return {
    async up(db: Kysely<unknown>) {
      await live(db.schema.createIndex('evidence_live_owner_saved')).columns(['owner_user_id', 'saved_at', 'id']).execute();
      await live(db.schema.createIndex('evidence_live_owner_creator_saved')).columns(['owner_user_id', 'creator_user_id', 'saved_at', 'id']).execute();
      await live(db.schema.createIndex('evidence_live_owner_type_saved')).columns(['owner_user_id', 'file_type', 'saved_at', 'id']).execute();
      await live(db.schema.createIndex('evidence_live_owner_product_saved')).columns(['owner_user_id', 'product_type', 'saved_at', 'id']).execute();
      await live(db.schema.createIndex('evidence_live_owner_label_saved')).columns(['owner_user_id', 'label', 'saved_at', 'id']).execute();
      // the purge asks whether another record still points at the same stored bytes
      await db.schema.createIndex('evidence_blob_key').on('evidence').column('blob_key').execute();
    },
  };
}
