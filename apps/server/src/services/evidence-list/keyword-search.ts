import { sql, type Expression, type SqlBool } from 'kysely';
import type { TGetListFilters } from '@evidence/shared/contracts';
import { isPostgres, type Db } from '../../db/connect';
import { GRAM_SAMPLE_EVERY } from '../../db/migrations/evidence-search-sql';
import { keywordLookup, searchNeedle } from './keyword-grams';
import { allOf, listConditions, type ListScope } from './list-filters';

/** A page of matching record ids, newest first, how many match in all, and which way they were found. */
export interface KeywordPage {
  count: number;
  ids: number[];
  via: 'none' | 'gram' | 'checked' | 'scan';
}

interface Key {
  saved_at: number;
  evidence_id: number;
}

/** The list's order: newest first, the higher id first at the same time. */
const newer = (a: Key, b: Key) => Number(a.saved_at) > Number(b.saved_at) || (Number(a.saved_at) === Number(b.saved_at) && Number(a.evidence_id) > Number(b.evidence_id));

/** Where matching keys come from: a page of them (newest first) and their number. */
interface Source {
  page(offset: number, limit: number): Promise<Key[]>;
  count(): Promise<number>;
}

/** Matches a scan collects in any order before it pages newest first and counts instead. */
const FEW = 1000;

/*
 * Relative costs, in lookups of one record's search text by key (measured on both databases at
 * 600,000 records, docs/benchmarks.md): reading one gram entry in an index range costs about 1/20 of
 * that, reading one record's search text in a scan of the owner's rows about 1/12.
 */
const ENTRY_COST = 1 / 20;
const SCAN_COST = 1 / 12;
/** Grams estimated for one keyword at most (a 50-character keyword has 49): spread over it. */
const MAX_PROBED = 12;

/**
 * Records of the caller's scope matching `q` (whose keyword is set), exactly as the former LIKE
 * scan over title, file name and evidence number found them, but through the grams kept by
 * migrations 0009 and 0010 (docs/decisions.md 69, 71):
 * - a keyword that is itself a stored gram (2 characters, 1 outside ASCII, or 3 digits) is that
 *   gram's posting list, counted and paged from one index range;
 * - a longer one takes its rarest gram's posting list (estimated from a 1-in-16 sample) as
 *   candidates and checks each against the record's search text; an 18-digit keyword adds the
 *   record with that evidence number (unique index);
 * - 1 or 2 digits, a single ASCII character, or grams so common that checking their candidates
 *   would cost more than reading everything (the known limit: a keyword in most records), read the
 *   scope's search text.
 */
export async function searchByKeyword(db: Db, scope: ListScope, q: TGetListFilters & { keyword: string }, offset: number, limit: number): Promise<KeywordPage> {
  if (!isPostgres(db)) return search(db, scope, q, offset, limit);
  // PostgreSQL cannot estimate the substring check and prices checking thousands of candidates high
  // enough to compile the query first (JIT: 260 ms of compiling for a 40 ms query). One read-only
  // transaction with JIT off also gives the count and the page the same snapshot.
  return db
    .transaction()
    .setAccessMode('read only')
    .execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      return search(trx, scope, q, offset, limit);
    });
}

async function search(db: Db, scope: ListScope, q: TGetListFilters & { keyword: string }, offset: number, limit: number): Promise<KeywordPage> {
  const sizes = await scopeSizes(db, scope);
  if (sizes.scope === 0) return { count: 0, ids: [], via: 'none' };
  const needle = searchNeedle(q.keyword);
  const lookup = keywordLookup(needle);
  const contains = (ref: string): Expression<SqlBool> =>
    isPostgres(db) ? sql<SqlBool>`strpos(${sql.ref(ref)}, ${needle}) > 0` : sql<SqlBool>`instr(${sql.ref(ref)}, ${needle}) > 0`;

  if (lookup.kind === 'gram') return answer(gramSource(db, allOf([...listConditions('g', scope, q), sql<SqlBool>`g.gram = ${lookup.gram}`])), offset, limit, 'gram');

  const driver = lookup.kind === 'grams' ? await rarestGram(db, scope.owner, lookup.grams, sizes) : null;
  if (driver === null) {
    const scan = scanSource(db, allOf([...listConditions('t', scope, q), contains('t.search_text')]));
    // rare matches (a part of one evidence number, say) are all found by one forward read, which
    // costs a third less than reading newest first (on SQLite the disk reads ahead)
    const few = await scan.unordered(FEW);
    if (few.length < FEW) {
      const sorted = few.sort((a, b) => (newer(a, b) ? -1 : 1));
      return { count: sorted.length, ids: sorted.slice(offset, offset + limit).map((k) => Number(k.evidence_id)), via: 'scan' };
    }
    return answer(scan, offset, limit, 'scan');
  }

  const byNumber = lookup.kind === 'grams' && lookup.evidenceNo !== null ? await numberMatch(db, scope, q, lookup.evidenceNo) : null;
  const conditions = [...listConditions('g', scope, q), sql<SqlBool>`g.gram = ${driver}`];
  // the numbered record is added once, by withOne, whether or not its title or file name has the gram
  if (byNumber) conditions.push(sql<SqlBool>`g.evidence_id <> ${byNumber.evidence_id}`);
  return answer(withOne(checkedSource(db, allOf(conditions), contains), byNumber), offset, limit, 'checked');
}

async function answer(source: Source, offset: number, limit: number, via: KeywordPage['via']): Promise<KeywordPage> {
  const keys = await source.page(offset, limit);
  // a page that is not full ends the list (an empty one too, when it is the first): the count is
  // then known without counting
  const ended = keys.length < limit && (keys.length > 0 || offset === 0);
  const count = ended ? offset + keys.length : await source.count();
  return { count, ids: keys.map((k) => Number(k.evidence_id)), via };
}

/** Live records of the owner and of the caller's scope, from the trigger-kept counts (0005). */
async function scopeSizes(db: Db, s: ListScope): Promise<{ owner: number; scope: number }> {
  const row = await db
    .selectFrom('evidence_live_counts')
    .select((eb) => [
      eb.fn.sum<number>('n').as('owner'),
      (s.creator === null ? eb.fn.sum<number>('n') : sql<number>`sum(case when creator_user_id = ${s.creator} then n else 0 end)`).as('scope'),
    ])
    .where('owner_user_id', '=', s.owner)
    .executeTakeFirst();
  return { owner: Number(row?.owner ?? 0), scope: Number(row?.scope ?? 0) };
}

/**
 * The keyword's gram whose candidates are cheapest to check, or null when reading the owner's
 * search text would be cheaper than checking even the rarest gram's candidates. Each gram is counted
 * in the 1-in-16 sample index, up to the count beyond which the scan is cheaper.
 */
async function rarestGram(db: Db, owner: number, grams: string[], sizes: { owner: number; scope: number }): Promise<string | null> {
  // a sub-account's candidates are read from the owner's posting list but only its share is checked
  const share = sizes.scope / sizes.owner;
  const worthChecking = (sizes.owner * SCAN_COST) / (ENTRY_COST + share);
  const cap = Math.ceil(worthChecking / GRAM_SAMPLE_EVERY) + 1;
  const probed = grams.length <= MAX_PROBED ? grams : Array.from({ length: MAX_PROBED }, (_, i) => grams[Math.round((i * (grams.length - 1)) / (MAX_PROBED - 1))]!);
  const every = sql.lit(GRAM_SAMPLE_EVERY);
  const counted = await sql<{ gram: string; n: number | string }>`${sql.join(
    probed.map(
      (g) => sql`select cast(${g} as text) as gram, (select count(*) from (select 1 from evidence_grams
        where owner_user_id = ${owner} and gram = ${g} and evidence_id % ${every} = 0 limit ${cap}) sampled) as n`,
    ),
    sql` union all `,
  )}`.execute(db);
  let best: { gram: string; n: number } | null = null;
  for (const row of counted.rows) if (best === null || Number(row.n) < best.n) best = { gram: row.gram, n: Number(row.n) };
  return best !== null && best.n < cap ? best.gram : null;
}

/** One gram's posting list (exact when the keyword is that gram), from the index alone. */
function gramSource(db: Db, where: Expression<SqlBool>): Source {
  const base = () => db.selectFrom('evidence_grams as g').where(where);
  return {
    page: (offset, limit) => base().select(['g.saved_at', 'g.evidence_id']).orderBy('g.saved_at', 'desc').orderBy('g.evidence_id', 'desc').limit(limit).offset(offset).execute(),
    count: async () => Number((await base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  };
}

/**
 * A gram's posting list, each candidate checked against its record's search text. The check is a
 * subquery per candidate, not a join: PostgreSQL, unable to estimate the substring test, would
 * otherwise hash-join against a scan of the whole text table (100 ms instead of 30).
 */
function checkedSource(db: Db, where: Expression<SqlBool>, contains: (ref: string) => Expression<SqlBool>): Source {
  const hit = sql<SqlBool>`(select ${contains('t.search_text')} from evidence_search_text t
    where t.owner_user_id = g.owner_user_id and t.saved_at = g.saved_at and t.evidence_id = g.evidence_id)`;
  return gramSource(db, allOf([where, hit]));
}

/** The scope's search text read newest first, or in any order. */
function scanSource(db: Db, where: Expression<SqlBool>): Source & { unordered(limit: number): Promise<Key[]> } {
  const base = () => db.selectFrom('evidence_search_text as t').where(where);
  return {
    page: (offset, limit) => base().select(['t.saved_at', 't.evidence_id']).orderBy('t.saved_at', 'desc').orderBy('t.evidence_id', 'desc').limit(limit).offset(offset).execute(),
    unordered: (limit) => base().select(['t.saved_at', 't.evidence_id']).limit(limit).execute(),
    count: async () => Number((await base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  };
}

/** The live record in scope and filters whose evidence number is exactly `evidenceNo`, if any. */
async function numberMatch(db: Db, s: ListScope, q: TGetListFilters, evidenceNo: string): Promise<Key | null> {
  const row = await db
    .selectFrom('evidence')
    .select(['evidence.saved_at', 'evidence.id as evidence_id'])
    .where('evidence.evidence_no', '=', evidenceNo)
    .where('evidence.deleted_at', 'is', null)
    .where(allOf(listConditions('evidence', s, q)))
    .executeTakeFirst();
  return row ?? null;
}

/** `source` with one more key that it does not hold, merged in its place in the order. */
function withOne(source: Source, extra: Key | null): Source {
  if (extra === null) return source;
  const merged = (keys: Key[]) => [...keys, extra].sort((a, b) => (newer(a, b) ? -1 : 1));
  return {
    async page(offset, limit) {
      if (offset === 0) return merged(await source.page(0, limit)).slice(0, limit);
      // the key just before the page tells whether the extra one comes before the page
      const around = await source.page(offset - 1, limit + 1);
      if (around.length === 0) return [];
      return newer(extra, around[0]!) ? around.slice(0, limit) : merged(around.slice(1)).slice(0, limit);
    },
    count: async () => (await source.count()) + 1,
  };
}
