import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connect';

/**
 * The SQL that derives a record's keyword-search rows (migrations 0009 and 0010, docs/decisions.md 69
 * and 71), shared by the triggers, the backfill and the benchmark's bulk load so that all three write
 * exactly the same rows. Everything is computed by the database itself: the grams come from the same
 * lower() the keyword is compared with, so the index and the final check can never disagree on case.
 *
 * A record's grams, from lower(title), lower(file_name) and the evidence number, each field on its own
 * (nothing spans two fields):
 * - every 2-character substring of the title and the file name (not of the number: its digit pairs
 *   are in most records anyway);
 * - every single character outside ASCII (a one-character Chinese keyword is common; a single ASCII
 *   letter, digit or sign is in most records anyway and is answered by a scan);
 * - every run of 3 ASCII digits, in all three fields, so a part of an evidence number (or of a number
 *   in a title) is found through its rarest 3 digits, and a 3-digit keyword is exactly its gram.
 * So a gram row says "this record's title, file name or number contains the gram", which holds for
 * every kind: non-digit grams never occur in a number. Characters are code points in both databases
 * (substr and length count characters, not bytes).
 */

/** One in this many records' grams is also in a small partial index, for estimating how common a gram is. */
export const GRAM_SAMPLE_EVERY = 16;

/**
 * A record's grams in SQL, as parts to compose (SQLite has no LATERAL, so the backfill must put
 * these sources next to `evidence` in one FROM): `from` yields one row per gram occurrence, `gram`
 * is its text, `where` keeps the valid ones. Callers add DISTINCT.
 */
export function gramParts(dialect: DialectName, title: string, fileName: string, evidenceNo: string): { from: string; gram: string; where: string } {
  if (dialect === 'postgres') {
    return {
      // k: 1 and 2 are title and file name, 3 the number
      from: `unnest(array[lower(${title}), lower(${fileName}), ${evidenceNo}]) with ordinality f(t, k), generate_series(1, length(f.t)) i, (values (1), (2), (3)) v(n)`,
      gram: 'substr(f.t, i, n)',
      where: `i + n - 1 <= length(f.t) and case n
        when 1 then ascii(substr(f.t, i, 1)) > 127
        when 2 then k < 3
        else translate(substr(f.t, i, 3), '0123456789', '') = '' end`,
    };
  }
  // no number series usable in a SQLite trigger (CTEs are not allowed there): json_each over an
  // array of length(field) zeros numbers the characters (key 0 … length − 1); f.key 0 and 1 are
  // title and file name, 2 the number
  return {
    from: `json_each(json_array(lower(${title}), lower(${fileName}), ${evidenceNo})) f,
      json_each('[' || substr(replace(hex(zeroblob(length(f.value))), '00', ',0'), 2) || ']') s,
      (select 1 as n union all select 2 union all select 3) n`,
    gram: 'substr(f.value, s.key + 1, n.n)',
    where: `s.key + n.n <= length(f.value) and case n.n
        when 1 then unicode(substr(f.value, s.key + 1, 1)) > 127
        when 2 then f.key < 2
        else substr(f.value, s.key + 1, 3) glob '[0-9][0-9][0-9]' end`,
  };
}

/**
 * lower(title), lower(file name) and the evidence number in one string, for the final substring
 * check. They are separated by U+001F, which no keyword contains (control characters are refused),
 * so no match can span two fields.
 */
export function searchTextOf(dialect: DialectName, title: string, fileName: string, evidenceNo: string): string {
  const sep = dialect === 'postgres' ? 'chr(31)' : 'char(31)';
  return `lower(${title}) || ${sep} || lower(${fileName}) || ${sep} || ${evidenceNo}`;
}

const GRAM_COLUMNS = 'owner_user_id, gram, saved_at, evidence_id, creator_user_id, file_type, product_type, label';
const TEXT_COLUMNS = 'owner_user_id, saved_at, evidence_id, creator_user_id, file_type, product_type, label, search_text';

/**
 * Statements adding the search rows of the evidence row `r` (NEW in a trigger; the backfill passes
 * `e` with `evidence e` as `from`), limited by `cond` (SQL starting with "and", or empty).
 */
export function insertSearchRows(dialect: DialectName, r: string, cond = '', from?: string): [string, string] {
  const g = gramParts(dialect, `${r}.title`, `${r}.file_name`, `${r}.evidence_no`);
  const gramRow = `${r}.owner_user_id, ${g.gram}, ${r}.saved_at, ${r}.id, ${r}.creator_user_id, ${r}.file_type, ${r}.product_type, ${r}.label`;
  const textRow = `${r}.owner_user_id, ${r}.saved_at, ${r}.id, ${r}.creator_user_id, ${r}.file_type, ${r}.product_type, ${r}.label, ${searchTextOf(dialect, `${r}.title`, `${r}.file_name`, `${r}.evidence_no`)}`;
  return [
    `insert into evidence_grams (${GRAM_COLUMNS}) select distinct ${gramRow} from ${from ? `${from}, ` : ''}${g.from} where ${g.where} ${cond}`,
    `insert into evidence_search_text (${TEXT_COLUMNS}) select ${textRow}${from ? ` from ${from}` : ''} where true ${cond}`,
  ];
}

/** Statements removing the search rows of OLD, found by their full keys (its grams are derived again), limited by `cond`. */
export function deleteSearchRows(dialect: DialectName, cond = ''): [string, string] {
  const g = gramParts(dialect, 'OLD.title', 'OLD.file_name', 'OLD.evidence_no');
  const same = `owner_user_id = OLD.owner_user_id and saved_at = OLD.saved_at and evidence_id = OLD.id ${cond}`;
  return [
    `delete from evidence_grams where ${same} and gram in (select ${g.gram} from ${g.from} where ${g.where})`,
    `delete from evidence_search_text where ${same}`,
  ];
}

/** Records per backfill statement. */
const BACKFILL_BATCH = 100_000;

/**
 * Fills both tables from the live evidence rows, then builds their indexes (on PostgreSQL one sort
 * per index instead of millions of random inserts). Records are taken 100,000 at a time in
 * (owner, saved time, id) order, the order of the list's partial index and of both tables' keys, and
 * each batch's rows are inserted sorted: the b-trees then grow at their ends instead of everywhere,
 * twice as fast on SQLite at 1,000,000 records. The migration runs it on new tables; the
 * benchmark after a bulk load with the triggers off. Whatever the tables held is replaced.
 */
export async function rebuildEvidenceSearch(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await sql`drop index if exists evidence_grams_sample`.execute(db);
  if (dialect === 'postgres') {
    await sql`alter table evidence_grams drop constraint if exists evidence_grams_pk`.execute(db);
    await sql`alter table evidence_search_text drop constraint if exists evidence_search_text_pk`.execute(db);
  }
  await sql`delete from evidence_grams`.execute(db);
  await sql`delete from evidence_search_text`.execute(db);

  type Edge = { owner_user_id: number | string; saved_at: number | string; id: number | string };
  const key = (e: Edge) => `${Number(e.owner_user_id)}, ${Number(e.saved_at)}, ${Number(e.id)}`;
  for (let after: Edge | undefined; ; ) {
    const past = after ? sql`and (owner_user_id, saved_at, id) > (${sql.raw(key(after))})` : sql``;
    const edge = (
      await sql<Edge>`select owner_user_id, saved_at, id from evidence where deleted_at is null ${past}
        order by owner_user_id, saved_at, id limit 1 offset ${sql.lit(BACKFILL_BATCH - 1)}`.execute(db)
    ).rows[0];
    const batch = `and e.deleted_at is null${after ? ` and (e.owner_user_id, e.saved_at, e.id) > (${key(after)})` : ''}${edge ? ` and (e.owner_user_id, e.saved_at, e.id) <= (${key(edge)})` : ''}`;
    const [grams, text] = insertSearchRows(dialect, 'e', batch, 'evidence e');
    await sql.raw(`${grams} order by 1, 2, 3, 4`).execute(db);
    await sql.raw(`${text} order by 1, 2, 3`).execute(db);
    if (!edge) break;
    after = edge;
  }

  if (dialect === 'postgres') {
    // the filter columns are included so that a count with any filter is read from the index alone
    await sql`alter table evidence_grams add constraint evidence_grams_pk primary key (owner_user_id, gram, saved_at, evidence_id)
      include (creator_user_id, file_type, product_type, label)`.execute(db);
    // the text too, so checking a candidate is one index probe (a third faster than index and table);
    // an entry stays below PostgreSQL's 2.7 kB limit: title and file name are at most 255
    // characters each, 4 bytes at most each once lowered
    await sql`alter table evidence_search_text add constraint evidence_search_text_pk primary key (owner_user_id, saved_at, evidence_id)
      include (creator_user_id, file_type, product_type, label, search_text)`.execute(db);
  }
  // a 1-in-16 sample of each owner's grams: counting up to a few thousand entries here estimates how
  // common a gram is, to pick a keyword's rarest one (keyword-search.ts)
  await sql`create index evidence_grams_sample on evidence_grams (owner_user_id, gram) where evidence_id % ${sql.lit(GRAM_SAMPLE_EVERY)} = 0`.execute(db);
}
