/**
 * `npm run bench:ledger`: the ledger's performance targets (issue 3), measured on this machine.
 *   1. sustained durable appends through the real sequencer: SQLite ≥ 5,000 leaves/s, PostgreSQL ≥ 2,000
 *   2. inclusion proof at 1,000,000 leaves through the API's service: p95 < 2 ms, ⌈log2 n⌉ × 32 bytes
 *   3. fsck ≥ 200,000 leaves/s over the same 1,000,000 leaves
 * Exits 1 when a target is missed. Figures are recorded in docs/benchmarks.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { startThrowawayPostgres, findPostgresBinDir } from '../../../scripts/lib/throwaway-postgres.mjs';
import { connectDatabase, type DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { openLedger } from '../src/ledger/open-ledger';
import { fsckLedger } from '../src/ledger/fsck';
import { getInclusionProof } from '../src/services/ledger/get-inclusion-proof';
import { bulkLoadLedger } from './bulk-load';
import { benchEntry } from './entries';

const APPEND_LEAVES = Number(process.env.BENCH_APPEND_LEAVES ?? 50_000);
const PROOF_TREE = Number(process.env.BENCH_PROOF_TREE ?? 1_000_000);
const PROOF_SAMPLES = 5_000;
const IN_FLIGHT = 2_000; // concurrent callers waiting for receipts, as many uploads finishing at once
// the server's defaults (LEDGER_BATCH_MAX, LEDGER_BATCH_DELAY_MS); override to compare settings
const BATCH = { maxBatch: Number(process.env.LEDGER_BATCH_MAX ?? 256), maxDelayMs: Number(process.env.LEDGER_BATCH_DELAY_MS ?? 250) };

const results: Array<{ name: string; value: string; target: string; ok: boolean }> = [];
const record = (name: string, value: string, target: string, ok: boolean) => {
  results.push({ name, value, target, ok });
  console.log(`${ok ? '✔' : '✘'} ${name}: ${value} (target ${target})`);
};

async function appendRate(handle: DbHandle, dataDir: string): Promise<number> {
  await migrateToLatest(handle);
  const ledger = await openLedger(handle.db, { dataDir, origin: 'bench.example/ledger', ...BATCH });
  const entries = Array.from({ length: APPEND_LEAVES }, (_, i) => benchEntry(i));
  // warm-up: compile paths, fill caches
  await Promise.all(Array.from({ length: 2_000 }, (_, i) => ledger.sequencer.append(benchEntry(APPEND_LEAVES + i))));
  let next = 0;
  const started = performance.now();
  const caller = async () => {
    while (next < entries.length) await ledger.sequencer.append(entries[next++]!);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, caller));
  const seconds = (performance.now() - started) / 1000;
  await ledger.sequencer.flush();
  return APPEND_LEAVES / seconds;
}

async function sqliteAppend(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-'));
  const handle = connectDatabase({ dataDir: dir });
  try {
    const rate = await appendRate(handle, dir);
    record(`append, SQLite (WAL, synchronous=FULL), ${APPEND_LEAVES} leaves, ${IN_FLIGHT} in flight, batch ≤${BATCH.maxBatch}/${BATCH.maxDelayMs} ms`, `${Math.round(rate)} leaves/s`, '≥ 5000 leaves/s', rate >= 5_000);
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresAppend(): Promise<void> {
  let url = process.env.DATABASE_URL;
  let stop = () => {};
  if (!url) {
    if (!findPostgresBinDir()) {
      console.log('! PostgreSQL append skipped: no DATABASE_URL and no PostgreSQL server binaries');
      return;
    }
    // fsync and synchronous commits ON: the figure is for durable batches
    const server = await startThrowawayPostgres({ durable: true });
    url = server.url;
    stop = server.stop;
  }
  const schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-'));
  const handle = connectDatabase({ dataDir: dir, databaseUrl: url, pgSchema: schema });
  try {
    const settings = await admin.query<{ fsync: string }>('show fsync');
    const rate = await appendRate(handle, dir);
    record(`append, PostgreSQL (fsync=${settings.rows[0]?.fsync}), ${APPEND_LEAVES} leaves, ${IN_FLIGHT} in flight, batch ≤${BATCH.maxBatch}/${BATCH.maxDelayMs} ms`, `${Math.round(rate)} leaves/s`, '≥ 2000 leaves/s', rate >= 2_000);
  } finally {
    await handle.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
    stop();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function proofsAndFsck(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-'));
  try {
    const loadStarted = performance.now();
    const loaded = await bulkLoadLedger(dir, PROOF_TREE, BATCH.maxBatch);
    console.log(`  (bulk-loaded ${PROOF_TREE} leaves, their subtree hashes and ${loaded.checkpoints} signed checkpoints, one per ${BATCH.maxBatch} leaves, straight into SQLite in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s; not through the sequencer)`);
    const handle = connectDatabase({ dataDir: dir });
    try {
      // warm-up, then random leaves
      for (let i = 0; i < 200; i += 1) await getInclusionProof(handle.db, { index: i * 997, treeSize: PROOF_TREE });
      const times: number[] = [];
      let size = 0;
      for (let i = 0; i < PROOF_SAMPLES; i += 1) {
        const index = randomBytes(4).readUInt32BE() % PROOF_TREE;
        const t0 = performance.now();
        const proof = await getInclusionProof(handle.db, { index, treeSize: PROOF_TREE });
        times.push(performance.now() - t0);
        size = Math.max(size, proof.proof.length * 32);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const expectedSize = Math.ceil(Math.log2(PROOF_TREE)) * 32;
      record(`inclusion proof at ${PROOF_TREE} leaves (service of GET /api/ledger/inclusionProof, ${PROOF_SAMPLES} random leaves)`,
        `p50 ${percentile(times, 50).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms`, 'p95 < 2 ms', p95 < 2);
      record('inclusion proof size', `${size} bytes`, `⌈log2 n⌉ × 32 = ${expectedSize} bytes`, size <= expectedSize);

      const report = await fsckLedger(handle.db);
      const rate = report.leaves / (report.ms / 1000);
      record(`fsck over ${report.leaves} leaves (${report.nodes} subtree hashes, ${report.checkpoints} checkpoints; ${report.pagesInWorkers} of ${Math.floor(report.leaves / 4096)} full pages in worker threads)`, `${Math.round(rate)} leaves/s (${(report.ms / 1000).toFixed(1)} s, ok: ${report.ok})`, '≥ 200000 leaves/s', report.ok && rate >= 200_000);
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`ledger benchmark — ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? ''}, Node ${process.version}, ${new Date().toISOString()}`);
await sqliteAppend();
await postgresAppend();
if (process.env.BENCH_SKIP_PROOFS !== '1') await proofsAndFsck();
const failed = results.filter((r) => !r.ok);
console.log(failed.length === 0 ? '\nall ledger targets met' : `\n${failed.length} ledger target(s) missed`);
process.exitCode = failed.length === 0 ? 0 : 1;
