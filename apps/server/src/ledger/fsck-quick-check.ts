import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { rawSqlite, type Db } from '../db/connect';

/**
 * SQLite's own check of the database file (`PRAGMA quick_check`: every b-tree page of every table
 * and index well formed, no page lost or used twice), for fsck (decision 160). The ledger check reads
 * rows through the tables' primary keys, so a damaged page of another b-tree, such as the
 * `ledger_leaves_hash` index that proofs by hash and the re-append guard look leaves up by, would
 * pass it unseen. It reads the whole file (about 0.9 s for the 700 MB of a million leaves, memory
 * mapped), so it runs in a worker thread on its own read-only connection while this thread checks
 * the leaves (in this thread when there is no file or no worker). PostgreSQL has no equivalent here
 * (its page checksums and amcheck are the operator's).
 *
 * Answers the lines SQLite reports, [] when it says "ok", or null on PostgreSQL.
 */
export function startQuickCheck(db: Db): Promise<string[] | null> {
  const sqlite = rawSqlite(db);
  if (!sqlite) return Promise.resolve(null);
  const inThread = () => {
    try {
      return linesOf(sqlite.pragma('quick_check') as Array<Record<string, unknown>>);
    } catch (err) {
      return [(err as Error).message];
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
    const done = (lines: string[] | Promise<string[]>) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      Promise.resolve(lines).then(resolve, reject);
    };
    const worker = new Worker(WORKER, { eval: true, workerData: { module, file: sqlite.name } });
    worker.on('message', (m: { rows?: Array<Record<string, unknown>>; error?: string }) => {
      // SQLite refusing to open or read the file is a finding too
      done(m.rows ? linesOf(m.rows) : [`${m.error ?? 'unknown error'}`]);
    });
    // a worker that cannot start leaves the check to this thread
    worker.on('error', () => done(Promise.resolve().then(inThread)));
    worker.on('exit', () => done(Promise.resolve().then(inThread)));
  });
}

const WORKER = `const { parentPort, workerData } = require('node:worker_threads');
let rows;
try {
  const SQLite = require(workerData.module);
  const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
  // memory-mapped reads: about 0.85 s instead of 1.4 s for the 700 MB of a million leaves
  try { db.pragma('mmap_size = 2147418112'); rows = db.pragma('quick_check'); } finally { db.close(); }
} catch (err) {
  parentPort.postMessage({ error: String((err && err.message) || err) });
}
if (rows) parentPort.postMessage({ rows });`;

/** SQLite's answer as lines: [] for "ok"; otherwise each reported line, without the database header. */
function linesOf(rows: Array<Record<string, unknown>>): string[] {
  const text = rows.map((r) => String(Object.values(r)[0] ?? '')).join('\n');
  if (text.trim() === 'ok') return [];
  return text.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !/^\*\*\* in database /.test(l));
}
