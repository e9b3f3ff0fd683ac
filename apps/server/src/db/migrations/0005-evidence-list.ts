import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big } from './helpers';

/**
 * Indexes of the attestation list (/api/data/getList, issue 4) and of the removal of deleted
 * originals. The list only ever reads live rows of one owner, newest first, so the indexes are
 * partial (deleted_at is null), start with the owner and carry every filter column: a count or a
 * page is then read from the index alone, whatever combination of filters the page sends (looking
 * rows up in the table cost seconds at 600,000 rows). The first, narrow one serves no filter and
 * date ranges; the others narrow the range for a sub-account (creator), a file type, a product and
 * a label, and carry the remaining filter columns.
 * Measured with apps/server/bench/evidence-list-bench.ts (docs/benchmarks.md).
 */
export function evidenceList(dialect: DialectName) {
  const B = big(dialect);
  const live = (name: string, db: Kysely<unknown>, columns: string[]) =>
    db.schema.createIndex(name).on('evidence').columns(columns).where(sql.ref('deleted_at'), 'is', null).execute();
  return {
    async up(db: Kysely<unknown>) {
      // no filter and date ranges: the narrowest, so counting a large company stays cheap
      await live('evidence_live_owner_saved', db, ['owner_user_id', 'saved_at', 'id']);
      // one per equality filter, each carrying the other filter columns (any combination is index-only)
      await live('evidence_live_owner_creator_saved', db, ['owner_user_id', 'creator_user_id', 'saved_at', 'id', 'file_type', 'product_type', 'label']);
      await live('evidence_live_owner_type_saved', db, ['owner_user_id', 'file_type', 'saved_at', 'id', 'product_type', 'label', 'creator_user_id']);
      await live('evidence_live_owner_product_saved', db, ['owner_user_id', 'product_type', 'saved_at', 'id', 'file_type', 'label', 'creator_user_id']);
      await live('evidence_live_owner_label_saved', db, ['owner_user_id', 'label', 'saved_at', 'id', 'file_type', 'product_type', 'creator_user_id']);
      // the purge asks whether another record still points at the same stored bytes
      await db.schema.createIndex('evidence_blob_key').on('evidence').column('blob_key').execute();

      // Live records per owner, creator, file type, product and label, kept by triggers in the same
      // transaction as every insert, delete and change: the list's count without a date range or
      // keyword (its first view, and any mix of the select filters) is a sum over a few rows instead
      // of counting up to 600,000 index entries. A missing label is kept as ''.
      await db.schema
        .createTable('evidence_live_counts')
        .addColumn('owner_user_id', B, (c) => c.notNull())
        .addColumn('creator_user_id', B, (c) => c.notNull())
        .addColumn('file_type', 'integer', (c) => c.notNull())
        .addColumn('product_type', 'integer', (c) => c.notNull())
        .addColumn('label', 'varchar(50)', (c) => c.notNull())
        .addColumn('n', B, (c) => c.notNull())
        .addPrimaryKeyConstraint('evidence_live_counts_pk', ['owner_user_id', 'creator_user_id', 'file_type', 'product_type', 'label'])
        .execute();
      await sql`insert into evidence_live_counts (owner_user_id, creator_user_id, file_type, product_type, label, n)
        select owner_user_id, creator_user_id, file_type, product_type, coalesce(label, ''), count(*) from evidence where deleted_at is null
        group by owner_user_id, creator_user_id, file_type, product_type, coalesce(label, '')`.execute(db);
      for (const statement of dialect === 'postgres' ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
    },
  };
}

const KEY = 'owner_user_id, creator_user_id, file_type, product_type, label';
const UPSERT_NEW = `insert into evidence_live_counts (${KEY}, n)
  values (NEW.owner_user_id, NEW.creator_user_id, NEW.file_type, NEW.product_type, coalesce(NEW.label, ''), 1)
  on conflict (${KEY}) do update set n = evidence_live_counts.n + 1`;
const DECREMENT_OLD = `update evidence_live_counts set n = n - 1 where owner_user_id = OLD.owner_user_id and creator_user_id = OLD.creator_user_id
  and file_type = OLD.file_type and product_type = OLD.product_type and label = coalesce(OLD.label, '')`;
const WATCHED = 'owner_user_id, creator_user_id, file_type, product_type, label, deleted_at';

const SQLITE_TRIGGERS = [
  `create trigger evidence_live_count_insert after insert on evidence when NEW.deleted_at is null begin ${UPSERT_NEW}; end`,
  `create trigger evidence_live_count_delete after delete on evidence when OLD.deleted_at is null begin ${DECREMENT_OLD}; end`,
  `create trigger evidence_live_count_update_old after update of ${WATCHED} on evidence when OLD.deleted_at is null begin ${DECREMENT_OLD}; end`,
  `create trigger evidence_live_count_update_new after update of ${WATCHED} on evidence when NEW.deleted_at is null begin ${UPSERT_NEW}; end`,
];

const POSTGRES_TRIGGERS = [
  `create function evidence_live_count() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and OLD.deleted_at is null then
      ${DECREMENT_OLD};
    end if;
    if tg_op in ('INSERT', 'UPDATE') and NEW.deleted_at is null then
      ${UPSERT_NEW};
    end if;
    return null;
  end $$`,
  `create trigger evidence_live_count after insert or delete or update of ${WATCHED} on evidence
    for each row execute function evidence_live_count()`,
];
