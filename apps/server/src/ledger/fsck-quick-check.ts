import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { rawSqlite, type Db } from '../db/connect';
import { nodeDigestSql } from './fsck-index-digest';

/**
 * SQLite's own check of the database file, for fsck (decisions 160, 221). The ledger check reads rows
 * through the tables' primary keys, so damage to another b-tree, such as the `ledger_leaves_hash`
 * index that proofs by hash and the re-append guard look leaves up by, passed it unseen. Two steps:
 *
 * - `PRAGMA quick_check` over the whole file: every b-tree page of every table and index well formed,
 *   no page lost or used twice. It does not compare an index's entries with its table's rows, so a
 *   flipped byte inside an index entry passed it (the outside review: quick_check "ok",
 *   integrity_check "row 2 missing from index ledger_leaves_hash", proofBundle by hash not found).
 * - `PRAGMA integrity_check(<table>)` for each table in TABLES: the table and every index of it,
 *   entry by entry (SQLite ≥ 3.33 takes a table name). This is the costly part, so it is limited to the
 *   ledger's small tables and `evidence`, the rows fsck vouches for. The two big ones, `ledger_leaves` and
 *   `ledger_nodes`, are compared with their indexes by keyed sums instead (fsck-index-digest.ts, decision
 *   660): this check sums both sides of ledger_nodes; the leaf scan and fsck's thread those of ledger_leaves.
 *
 * Both run in a worker thread on its own read-only connection while this thread checks the leaves
 * (in this thread when there is no file or no worker). PostgreSQL has no equivalent here: this check
 * is SQLite-only (its page checksums and amcheck are the operator's).
 *
 * Answers the first failing pragma and the lines SQLite reports (none when every check says "ok"),
 * or null on PostgreSQL.
 */
export interface FileCheck {
  pragma: string;
  lines: string[];
  /** when every pragma passed: the index sides of the keyed sums (count, sum) */
  digests?: IndexDigests;
}

export interface IndexDigests {
  /** nodeDigestSql over the ledger_nodes table and over its primary-key index */
  nodeTable: [number, number];
  nodeIndex: [number, number];
}

/** The tables whose indexes integrity_check compares with their rows: the ledger's small tables and the records it vouches for. */
export const TABLES = ['ledger_checkpoints', 'ledger_keys', 'ledger_anchors', 'evidence'] as const;
const PRAGMAS = ['quick_check', ...TABLES.map((t) => `integrity_check(${t})`)];
/** the index of ledger_nodes' primary key (level, node_index) as SQLite names it */
const NODE_INDEX = 'sqlite_autoindex_ledger_nodes_1';

function digestsOf(sqlite: SQLite.Database, key: number): IndexDigests {
  const sums = (sql: string) => sqlite.prepare(sql).raw(true).get() as [number, number];
  return {
    nodeTable: sums(nodeDigestSql('ledger_nodes not indexed', key)),
    nodeIndex: sums(nodeDigestSql(`ledger_nodes indexed by ${NODE_INDEX}`, key)),
  };
}

export function startQuickCheck(db: Db, digestKey: number): Promise<FileCheck | null> {
  const sqlite = rawSqlite(db);
  if (!sqlite) return Promise.resolve(null);
  const inThread = (): FileCheck => {
    let pragma = PRAGMAS[0]!;
    try {
      for (pragma of PRAGMAS) {
        const lines = linesOf(sqlite.pragma(pragma) as Array<Record<string, unknown>>);
        if (lines.length > 0) return { pragma, lines };
      }
      pragma = 'quick_check';
      return { pragma, lines: [], digests: digestsOf(sqlite, digestKey) };
    } catch (err) {
      return { pragma, lines: [(err as Error).message] };
    }
  };
  if (sqlite.memory) return Promise.resolve().then(inThread);
  let module: string;
  try {
    module = createRequire(import.meta.url).resolve('better-sqlite3');
  } catch {
    return Promise.resolve().then(inThread);
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const done = (lines: FileCheck | Promise<FileCheck>) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      Promise.resolve(lines).then(resolve, reject);
    };
    const workerData = {
      module, file: sqlite.name, pragmas: PRAGMAS,
      nodeSql: [nodeDigestSql('ledger_nodes not indexed', digestKey), nodeDigestSql(`ledger_nodes indexed by ${NODE_INDEX}`, digestKey)],
    };
    const worker = new Worker(WORKER, { eval: true, workerData });
    worker.on('message', (m: { pragma: string; rows?: Array<Record<string, unknown>>; error?: string; digests?: IndexDigests }) => {
      // SQLite refusing to open or read the file is a finding too
      const lines = m.rows ? linesOf(m.rows) : [`${m.error ?? 'unknown error'}`];
      done({ pragma: m.pragma, lines, ...(lines.length === 0 && m.digests ? { digests: m.digests } : {}) });
    });
    // a worker that cannot start leaves the check to this thread
    worker.on('error', () => done(Promise.resolve().then(inThread)));
    worker.on('exit', () => done(Promise.resolve().then(inThread)));
  });
}

// the first pragma whose answer is not "ok" is posted (or the last one's "ok", with the index sums)
const WORKER = `const { parentPort, workerData } = require('node:worker_threads');
let pragma = workerData.pragmas[0];
let rows;
let digests;
try {
  const SQLite = require(workerData.module);
  const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
  // memory-mapped reads: about 0.85 s instead of 1.4 s for the 700 MB of a million leaves
  try {
    db.pragma('mmap_size = 2147418112');
    let ok = true;
    for (pragma of workerData.pragmas) {
      rows = db.pragma(pragma);
      ok = rows.length === 1 && String(Object.values(rows[0])[0]).trim() === 'ok';
      if (!ok) break;
    }
    if (ok) {
      const sums = (sql) => db.prepare(sql).raw(true).get();
      digests = { nodeTable: sums(workerData.nodeSql[0]), nodeIndex: sums(workerData.nodeSql[1]) };
    }
  } finally { db.close(); }
} catch (err) {
  rows = undefined;
  parentPort.postMessage({ pragma, error: String((err && err.message) || err) });
}
if (rows) parentPort.postMessage({ pragma, rows, digests });`;

/** SQLite's answer as lines: [] for "ok"; otherwise each reported line, without the database header. */
function linesOf(rows: Array<Record<string, unknown>>): string[] {
  const text = rows.map((r) => String(Object.values(r)[0] ?? '')).join('\n');
  if (text.trim() === 'ok') return [];
  return text.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !/^\*\*\* in database /.test(l));
}
