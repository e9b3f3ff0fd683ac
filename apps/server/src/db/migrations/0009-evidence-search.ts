import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { deleteSearchRows, insertSearchRows, rebuildEvidenceSearch } from './evidence-search-sql';
import { big } from './helpers';

/**
 * Keyword search of the attestation list (docs/decisions.md 69): the grams of every live record's
 * title and file name (evidence_grams) and its lowered searchable text (evidence_search_text), kept
 * by triggers in the same transaction as every insert, delete and change of a record, like the
 * counts of 0005. Both are keyed by owner first and carry the list's filter columns, so "records of
 * owner X containing gram G, newest first" and a count of them are read from one index alone.
 * Deleted records have no rows here. Measured with apps/server/bench/evidence-list-bench.ts.
 */
export function evidenceSearch(dialect: DialectName) {
  const B = big(dialect);
  // the record's key after the owner, and the list's filter columns, in both tables
  const withSearchColumns = <TB extends string, C extends string>(t: CreateTableBuilder<TB, C>) =>
    t
      .addColumn('saved_at', B, (c) => c.notNull())
      .addColumn('evidence_id', B, (c) => c.notNull())
      .addColumn('creator_user_id', B, (c) => c.notNull())
      .addColumn('file_type', 'integer', (c) => c.notNull())
      .addColumn('product_type', 'integer', (c) => c.notNull())
      .addColumn('label', 'varchar(50)');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('evidence_grams')
        .addColumn('owner_user_id', B, (c) => c.notNull())
        // byte order: grams are only ever compared for equality, and "C" is the cheapest order
        .addColumn('gram', dialect === 'postgres' ? sql`text collate "C"` : 'text', (c) => c.notNull())
        .$call(withSearchColumns)
        // SQLite: the rows are the primary key's b-tree itself (WITHOUT ROWID), no second copy
        .$call((t) => (dialect === 'sqlite' ? t.addPrimaryKeyConstraint('evidence_grams_pk', ['owner_user_id', 'gram', 'saved_at', 'evidence_id']).modifyEnd(sql`without rowid`) : t))
        .execute();
      await db.schema
        .createTable('evidence_search_text')
        .addColumn('owner_user_id', B, (c) => c.notNull())
        .$call(withSearchColumns)
        // lower(title) ‖ U+001F ‖ lower(file name) ‖ U+001F ‖ evidence number
        .addColumn('search_text', 'text', (c) => c.notNull())
        .$call((t) => (dialect === 'sqlite' ? t.addPrimaryKeyConstraint('evidence_search_text_pk', ['owner_user_id', 'saved_at', 'evidence_id']).modifyEnd(sql`without rowid`) : t))
        .execute();

      // PostgreSQL's primary keys and the sample index are built after the backfill, in here
      await rebuildEvidenceSearch(db, dialect);

      for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) await sql.raw(statement).execute(db);
    },
  };
}

/** What the search rows are derived from: a change to any of these rewrites them. */
const WATCHED = 'owner_user_id, creator_user_id, title, file_name, evidence_no, file_type, product_type, label, saved_at, deleted_at';

export function sqliteTriggers(): string[] {
  const statements = (...list: string[]) => list.map((x) => `${x};`).join(' ');
  return [
    `create trigger evidence_search_insert after insert on evidence when NEW.deleted_at is null begin ${statements(...insertSearchRows('sqlite', 'NEW'))} end`,
    `create trigger evidence_search_delete after delete on evidence when OLD.deleted_at is null begin ${statements(...deleteSearchRows('sqlite'))} end`,
    // one trigger, so the old rows are gone before the new ones (often with the same keys) are added
    `create trigger evidence_search_update after update of ${WATCHED} on evidence begin
      ${statements(...deleteSearchRows('sqlite', 'and OLD.deleted_at is null'), ...insertSearchRows('sqlite', 'NEW', 'and NEW.deleted_at is null'))} end`,
  ];
}

/** The SQLite triggers' names, for a bulk load that drops and recreates them (the benchmark). */
export const SQLITE_SEARCH_TRIGGERS = ['evidence_search_insert', 'evidence_search_delete', 'evidence_search_update'];

export function postgresTriggers(): string[] {
  return [
    postgresSyncFunction(),
    `create trigger evidence_search after insert or delete or update of ${WATCHED} on evidence
      for each row execute function evidence_search_sync()`,
  ];
}

/** The function the PostgreSQL trigger runs: it writes the rows evidence-search-sql.ts derives. */
export function postgresSyncFunction(): string {
  return `create or replace function evidence_search_sync() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and OLD.deleted_at is null then
        ${deleteSearchRows('postgres').join(';\n        ')};
      end if;
      if tg_op in ('INSERT', 'UPDATE') and NEW.deleted_at is null then
        ${insertSearchRows('postgres', 'NEW').join(';\n        ')};
      end if;
      return null;
    end $$`;
}
