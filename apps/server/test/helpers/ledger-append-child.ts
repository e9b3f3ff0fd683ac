/**
 * A separate server process for ledger tests: builds the real app on the data directory and
 * database given in the environment, appends COUNT random leaves with CONCURRENCY appends in
 * flight, and prints each receipt as one JSON line the moment it is received. Once the app is built
 * it prints `ready` and waits for a line on stdin before appending, so that a test starting several
 * children makes them append at the same time however long each took to start (under load one child
 * could finish before another had loaded, and the batches would not interleave). Run bundled (see
 * bundle-child.ts) or with `node --import tsx`. Env: DATA_DIR, DATABASE_URL?, PG_SCHEMA?, COUNT,
 * CONCURRENCY, TAG.
 */
import { randomBytes } from 'node:crypto';
import type { LeafEntry } from '@evidence/ledger';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

const count = Number(process.env.COUNT ?? 100);
const concurrency = Number(process.env.CONCURRENCY ?? 20);
const tag = Number(process.env.TAG ?? 1);

const config = loadConfig({
  DATA_DIR: process.env.DATA_DIR,
  LOG_LEVEL: 'silent',
  LEDGER_BATCH_MAX: process.env.LEDGER_BATCH_MAX ?? '32',
  LEDGER_BATCH_DELAY_MS: process.env.LEDGER_BATCH_DELAY_MS ?? '5',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const { app, ledger } = await buildApp(config, process.env.PG_SCHEMA ? { pgSchema: process.env.PG_SCHEMA } : {});

process.stdout.write('ready\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
process.stdin.pause();

let next = 0;
const entry = (n: number): LeafEntry => ({
  v: 1,
  sha256: randomBytes(32).toString('hex'),
  sm3: randomBytes(32).toString('hex'),
  size: n,
  evidenceNo: String(tag * 10 ** 17 + n).padStart(18, '0').slice(-18),
  savedAt: new Date().toISOString(),
  ownerCommitment: randomBytes(32).toString('hex'),
});

async function worker(): Promise<void> {
  while (next < count) {
    next += 1;
    const r = await ledger.sequencer.append(entry(next));
    process.stdout.write(`${JSON.stringify({ leafIndex: r.leafIndex, leafHash: r.leafHash })}\n`);
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
await app.close();
