/**
 * The server process of the crash test (ledger-crash.test.ts). It builds the real app on DATA_DIR
 * (and, with DATABASE_URL, on the schema PG_SCHEMA) and appends random leaves until it is killed,
 * CONCURRENCY appends in flight at every moment. Each receipt is written to stdout as one JSON line
 * the moment its promise resolves: {leafIndex, leafHash, treeSize, inFlight}, where inFlight counts
 * the other appends not answered yet. Run with `node --import tsx`.
 * Env: DATA_DIR, DATABASE_URL?, PG_SCHEMA?, CONCURRENCY, TAG, LEDGER_BATCH_MAX, LEDGER_BATCH_DELAY_MS.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { LeafEntry } from '@evidence/ledger';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

const concurrency = Number(process.env.CONCURRENCY ?? 50);
const tag = Number(process.env.TAG ?? 1);

const config = loadConfig({
  DATA_DIR: process.env.DATA_DIR,
  LOG_LEVEL: 'silent',
  LEDGER_BATCH_MAX: process.env.LEDGER_BATCH_MAX ?? '16',
  LEDGER_BATCH_DELAY_MS: process.env.LEDGER_BATCH_DELAY_MS ?? '2',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const { ledger } = await buildApp(config, process.env.PG_SCHEMA ? { pgSchema: process.env.PG_SCHEMA } : {});

let n = 0;
let inFlight = 0;
const entry = (): LeafEntry => {
  n += 1;
  return {
    v: 1,
    sha256: randomBytes(32).toString('hex'),
    sm3: randomBytes(32).toString('hex'),
    size: n,
    evidenceNo: `${tag}${String(n).padStart(17, '0')}`,
    savedAt: new Date().toISOString(),
    ownerCommitment: randomBytes(32).toString('hex'),
  };
};

async function worker(): Promise<never> {
  for (;;) {
    inFlight += 1;
    const r = await ledger.sequencer.append(entry());
    inFlight -= 1;
    // writeSync: the line is in the pipe when the call returns, before anything else runs
    fs.writeSync(1, `${JSON.stringify({ leafIndex: r.leafIndex, leafHash: r.leafHash, treeSize: r.treeSize, inFlight })}\n`);
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
