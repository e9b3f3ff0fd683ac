/**
 * `npx tsx apps/server/bench/evidence-list-bench.ts`: the attestation list at scale (issue 4).
 * 1,000,000 evidence rows (600,000 of them one company's: 400,000 by its main account, 200,000 by its
 * member; 2 % deleted), bulk-inserted straight into the table (not through the ledger: the list
 * never reads it; the keyword-search tables are then filled by the migrations' backfill, timed),
 * then GET /api/data/getList with the page's filter combinations and more keyword shapes through
 * the real app (app.inject: routing, auth, validation, service, serialisation), each answer carrying
 * the total count. Targets: p95 < 50 ms on SQLite, < 100 ms on PostgreSQL (DATABASE_URL, or
 * /tmp/pg-url), over the page's cases and over all cases but the known limit (a keyword in most
 * of the company's records: an exact count reads them all, docs/decisions.md 71), which is printed
 * and marked but does not fail the run; a case over the target is marked. BENCH_ROWS, BENCH_RUNS,
 * BENCH_ONLY=sqlite|postgres, BENCH_NO_ANALYZE=1 and BENCH_SKIP_KEYWORD=1 change the run;
 * BENCH_KEEP=1 leaves the database behind (its place is printed) to look at plans.
 * Exits 1 when a target is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { App } from '../src/context';
import type { Db, DialectName } from '../src/db/connect';
import { SQLITE_SEARCH_TRIGGERS, sqliteTriggers } from '../src/db/migrations/0009-evidence-search';
import { rebuildEvidenceSearch } from '../src/db/migrations/evidence-search-sql';
import { seedDemo, DEMO_PASSWORD } from '../src/services/demo/seed-demo';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const BASE = Date.UTC(2025, 0, 1);
const STEP_MS = 30_000; // one record every 30 s: 1,000,000 rows span about 347 days

/**
 * One INSERT … SELECT over a number series: rows are computed by the database itself. The keyword
 * search tables (migration 0009) are then filled by the migration's own backfill, with their
 * triggers off during the load: the time it takes is what migrating a database of this size costs.
 */
async function bulkInsert(db: Db, dialect: DialectName, ids: { main: number; sub: number }): Promise<number> {
  // PostgreSQL: one statement updating the same count row 100,000 times walks an ever longer chain of
  // row versions, so the trigger is off during the load and the counts are rebuilt after it (one
  // upload per transaction, as in the service, does not have this problem)
  if (dialect === 'postgres') await sql`alter table evidence disable trigger evidence_live_count`.execute(db);
  if (dialect === 'postgres') await sql`alter table evidence disable trigger evidence_search`.execute(db);
  else for (const name of SQLITE_SEARCH_TRIGGERS) await sql`drop trigger ${sql.id(name)}`.execute(db);
  await insertSeries(db, dialect, ids);
  const t0 = performance.now();
  await db.transaction().execute((trx) => rebuildEvidenceSearch(trx as unknown as Kysely<unknown>, dialect));
  const fillMs = performance.now() - t0;
  if (dialect === 'postgres') await sql`alter table evidence enable trigger evidence_search`.execute(db);
  else for (const statement of sqliteTriggers()) await sql.raw(statement).execute(db);
  if (dialect === 'postgres') {
    await sql`alter table evidence enable trigger evidence_live_count`.execute(db);
    await sql`delete from evidence_live_counts`.execute(db);
    await sql`insert into evidence_live_counts (owner_user_id, creator_user_id, file_type, product_type, label, n)
      select owner_user_id, creator_user_id, file_type, product_type, coalesce(label, ''), count(*) from evidence where deleted_at is null
      group by owner_user_id, creator_user_id, file_type, product_type, coalesce(label, '')`.execute(db);
  }
  return fillMs;
}

/*
 * Evidence numbers as the service draws them (evidence-number.ts): the UTC date of the saved time,
 * then 10 digits that look random. Here they are (i · A + B) mod 10^10 with A prime to 10, a
 * permutation, so no two records share a number.
 */
const TAIL_A = 2_654_435_761n;
const TAIL_B = 1_234_567_891n;
const TAIL_MOD = 10_000_000_000n;

function evidenceNo(dialect: DialectName) {
  const savedSeconds = sql`(${sql.lit(BASE)} + i * ${sql.lit(STEP_MS)}) / 1000`;
  const tail = sql`(i * ${sql.lit(Number(TAIL_A))} + ${sql.lit(Number(TAIL_B))}) % ${sql.lit(Number(TAIL_MOD))}`;
  return dialect === 'postgres'
    ? sql`to_char(to_timestamp(${savedSeconds}) at time zone 'UTC', 'YYYYMMDD') || lpad((${tail})::text, 10, '0')`
    : sql`strftime('%Y%m%d', ${savedSeconds}, 'unixepoch') || printf('%010d', ${tail})`;
}

/** The number the bulk load gives record i. */
const evidenceNoOf = (i: number) =>
  new Date(BASE + i * STEP_MS).toISOString().slice(0, 10).replaceAll('-', '') + String((BigInt(i) * TAIL_A + TAIL_B) % TAIL_MOD).padStart(10, '0');

async function insertSeries(db: Db, dialect: DialectName, ids: { main: number; sub: number }): Promise<void> {
  const chunk = 100_000;
  for (let from = 1; from <= ROWS; from += chunk) {
    const to = Math.min(ROWS, from + chunk - 1);
    const series =
      dialect === 'postgres'
        ? sql`select g as i from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) g`
        : sql`with recursive s(i) as (select ${sql.lit(from)} union all select i + 1 from s where i < ${sql.lit(to)}) select i from s`;
    const text = (e: ReturnType<typeof sql>) => (dialect === 'postgres' ? sql`(${e})::text` : sql`cast(${e} as text)`);
    await sql`
      insert into evidence (evidence_no, owner_user_id, creator_user_id, file_name, title, label, file_type, product_type, mime, size,
        sha256, sm3, blob_key, status, owner_salt, leaf_entry, leaf_hash, leaf_index, saved_at, created_at, updated_at, deleted_at, deleted_by)
      select ${evidenceNo(dialect)},
        case when i % 10 < 6 then ${sql.lit(ids.main)} else 100000 + i % 2000 end,
        case when i % 10 < 6 then (case when i % 3 = 0 then ${sql.lit(ids.sub)} else ${sql.lit(ids.main)} end) else 100000 + i % 2000 end,
        'file_' || ${text(sql`i`)} || '.pdf',
        case when i % 7 = 0 then '合同' || ${text(sql`i`)} else '证据材料' || ${text(sql`i`)} end,
        case i % 5 when 0 then '合同' when 1 then '发票' when 2 then null else 'L' || ${text(sql`i % 20`)} end,
        1 + i % 5, 1 + (i / 7) % 2, 'application/pdf', 1000 + i % 100000,
        'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778', 'b3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
        'bench/' || ${text(sql`i`)}, case when i % 97 = 0 then 'missing' else 'uploaded' end, 'salt', '{}',
        'c3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778', i,
        ${sql.lit(BASE)} + i * ${sql.lit(STEP_MS)}, ${sql.lit(BASE)} + i * ${sql.lit(STEP_MS)}, ${sql.lit(BASE)} + i * ${sql.lit(STEP_MS)},
        case when i % 50 = 0 then ${sql.lit(BASE)} + i * ${sql.lit(STEP_MS)} + 1000 else null end,
        case when i % 50 = 0 then ${sql.lit(ids.main)} else null end
      from (${series}) series`.execute(db);
  }
}

/** MB on disk of the evidence table and the search tables, indexes included. */
async function tableSizes(db: Db, dialect: DialectName): Promise<Array<[string, number]>> {
  const tables = ['evidence', 'evidence_grams', 'evidence_search_text'];
  const rows =
    dialect === 'postgres'
      ? await sql<{ t: string; b: string | number }>`select relname as t, pg_total_relation_size(oid) as b from pg_class where relname in (${sql.join(tables)}) and relkind = 'r' and relnamespace = current_schema()::regnamespace`.execute(db)
      : await sql<{ t: string; b: number }>`select tbl_name as t, sum(pgsize) as b from dbstat join sqlite_master on dbstat.name = sqlite_master.name where tbl_name in (${sql.join(tables)}) group by tbl_name`.execute(db);
  return rows.rows.map((r): [string, number] => [r.t, Number(r.b) / 1e6]).sort((a, b) => tables.indexOf(a[0]) - tables.indexOf(b[0]));
}

async function login(app: App, phone: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { phone, password: DEMO_PASSWORD } });
  const body = res.json<{ code: number; msg: string; data: { token: string } }>();
  if (body.code !== 200) throw new Error(`login ${phone}: ${body.msg}`);
  return body.data.token;
}

const sec = (ms: number) => String(Math.floor(ms / 1000));
const DAY = 86_400_000;
const mid = BASE + (ROWS / 2) * STEP_MS;
const dayStart = mid - (mid % DAY);

/** The page's filter combinations (and, `more`, other keyword shapes): who asks, and the query it sends. */
const CASES: Array<{ name: string; who: 'main' | 'sub'; query: Record<string, string>; more?: true; limit?: true }> = [
  { name: 'company, no filter, page 1', who: 'main', query: { page: '1', limit: '10' } },
  { name: 'company, no filter, page 500', who: 'main', query: { page: '500', limit: '10' } },
  { name: 'company, one month', who: 'main', query: { startTime: sec(dayStart), endTime: sec(dayStart + 30 * DAY - 1000) } },
  { name: 'company, one day', who: 'main', query: { startTime: sec(dayStart), endTime: sec(dayStart + DAY - 1000) } },
  { name: 'company, file type', who: 'main', query: { type: '3' } },
  { name: 'company, product', who: 'main', query: { productType: '2' } },
  { name: 'company, label', who: 'main', query: { label: '合同' } },
  { name: 'company, month + type + label', who: 'main', query: { startTime: sec(dayStart), endTime: sec(dayStart + 30 * DAY - 1000), type: '1', label: '合同' } },
  { name: 'company, keyword, one month', who: 'main', query: { startTime: sec(dayStart), endTime: sec(dayStart + 30 * DAY - 1000), keyword: '合同' } },
  { name: 'company, keyword = evidence number', who: 'main', query: { keyword: evidenceNoOf(ROWS / 2 + 1) } },
  { name: 'company, keyword, all time', who: 'main', query: { keyword: '合同' } },
  { name: 'member, no filter', who: 'sub', query: {} },
  { name: 'member, type + product', who: 'sub', query: { type: '2', productType: '1' } },
  { name: 'member, keyword, all time', who: 'sub', query: { keyword: 'file_5' } },
  // more keyword shapes (migrations 0009 and 0010, docs/decisions.md 69 and 71): one Chinese
  // character, a longer selective one, a keyword with a filter, parts of evidence numbers, then the
  // known limit: keywords in most of the company's records, counted by reading every record
  { name: 'company, keyword, one character', who: 'main', query: { keyword: '合' }, more: true },
  { name: 'company, keyword, 3 characters', who: 'main', query: { keyword: '合同5' }, more: true },
  { name: 'company, keyword + file type', who: 'main', query: { keyword: '合同', type: '3' }, more: true },
  { name: 'company, keyword = end of a number', who: 'main', query: { keyword: evidenceNoOf(ROWS / 2 + 1).slice(12) }, more: true },
  { name: 'company, keyword = a day of numbers', who: 'main', query: { keyword: evidenceNoOf(ROWS / 2 + 1).slice(0, 8) }, more: true },
  { name: 'company, keyword = 3 digits', who: 'main', query: { keyword: evidenceNoOf(ROWS / 2 + 1).slice(12, 15) }, more: true },
  { name: 'company, keyword = 2 digits', who: 'main', query: { keyword: evidenceNoOf(ROWS / 2 + 1).slice(12, 14) }, more: true, limit: true },
  { name: 'company, keyword in most records', who: 'main', query: { keyword: '证据材料' }, more: true, limit: true },
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(dialect: DialectName, databaseUrl?: string): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-bench-'));
  const schema = databaseUrl ? `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}` : undefined;
  if (databaseUrl && schema) {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
  }
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000', WEB_DIST: path.join(dataDir, 'no-web'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const { app, handle } = await buildApp(config, schema ? { pgSchema: schema } : {});
  let allOk: boolean;
  try {
    await app.ready();
    await seedDemo(handle.db, config);
    const users = new Map((await handle.db.selectFrom('users').select(['id', 'phone']).execute()).map((u) => [u.phone, u.id]));
    const ids = { main: users.get('13800000002')!, sub: users.get('13800000003')! };
    let t0 = performance.now();
    const fillMs = await bulkInsert(handle.db, dialect, ids);
    // the statistics and visibility map a running database keeps (autovacuum on PostgreSQL; SQLite: see docs/benchmarks.md)
    if (process.env.BENCH_NO_ANALYZE !== '1') {
      // PostgreSQL: the search tables are vacuumed twice, as a first pass right after the load
      // leaves part of evidence_grams not yet all-visible (autovacuum catches up the same way)
      const statements = dialect === 'postgres' ? ['vacuum analyze evidence', 'vacuum analyze evidence_grams', 'vacuum analyze evidence_search_text', 'vacuum evidence_grams', 'vacuum evidence_search_text'] : ['analyze'];
      for (const statement of statements) await sql.raw(statement).execute(handle.db);
    }
    console.log(`\n${dialect}: ${ROWS.toLocaleString('en')} rows inserted and analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const grams = Number((await handle.db.selectFrom('evidence_grams').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    console.log(`  keyword search tables filled by the migration's backfill in ${(fillMs / 1000).toFixed(1)} s (${grams.toLocaleString('en')} grams)`);
    console.log(`  sizes with indexes: ${(await tableSizes(handle.db, dialect)).map(([t, mb]) => `${t} ${mb.toFixed(0)} MB`).join(', ')}`);
    const tokens = { main: await login(app, '13800000002'), sub: await login(app, '13800000003') };

    const target = dialect === 'sqlite' ? 50 : 100;
    const all: number[] = [];
    const page: number[] = [];
    const gated: number[] = [];
    for (const c of CASES.filter((x) => process.env.BENCH_SKIP_KEYWORD !== '1' || !x.query.keyword)) {
      const headers = { authorization: `Bearer ${tokens[c.who]}`, role: c.who === 'sub' ? '2' : '1' };
      const url = `/api/data/getList?${new URLSearchParams({ ...c.query, v: '1' }).toString()}`;
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < RUNS + 3; i += 1) {
        t0 = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        const ms = performance.now() - t0;
        const body = res.json<{ code: number; msg: string; data: { count: number; list: unknown[] } }>();
        if (body.code !== 200) throw new Error(`${c.name}: ${body.msg}`);
        count = body.data.count;
        if (i >= 3) times.push(ms); // the first three warm the caches
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      if (!c.limit) gated.push(...times);
      if (!c.more) page.push(...times);
      const miss = pct(times, 95) >= target ? (c.limit ? '  ✘ over the target (known limit, decision 71)' : '  ✘ over the target') : '';
      console.log(`  ${c.name.padEnd(38)} count ${String(count).padStart(7)}  p50 ${pct(times, 50).toFixed(1).padStart(6)} ms  p95 ${pct(times, 95).toFixed(1).padStart(6)} ms${miss}`);
    }
    allOk = true;
    // the known limit is printed, and pooled into "all cases" for information, but does not fail the run
    const verdicts = [["the page's cases", page, true], ['all cases but the known limit', gated, true], ['all cases', all, false]] as const;
    for (const [name, times, gate] of verdicts) {
      if (times.length === 0) continue;
      times.sort((a, b) => a - b);
      const ok = pct(times, 95) < target;
      if (gate) allOk &&= ok;
      console.log(`${ok ? '✔' : gate ? '✘' : '·'} ${dialect} ${name}: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms (target p95 < ${target} ms)`);
    }
  } finally {
    await app.close();
    if (process.env.BENCH_KEEP === '1') {
      console.log(`  kept: ${schema ? `schema ${schema}` : path.join(dataDir, 'app.db')}`);
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && schema) {
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.end();
      }
    }
  }
  return allOk;
}

async function main() {
  const only = process.env.BENCH_ONLY;
  let ok = true;
  if (only !== 'postgres') ok = (await run('sqlite')) && ok;
  const pgUrl = process.env.DATABASE_URL ?? (fs.existsSync('/tmp/pg-url') ? fs.readFileSync('/tmp/pg-url', 'utf8').trim() : undefined);
  if (only !== 'sqlite') {
    if (pgUrl) ok = (await run('postgres', pgUrl)) && ok;
    else console.log('! PostgreSQL skipped: no DATABASE_URL');
  }
  process.exit(ok ? 0 : 1);
}

void main();
