import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fsckLedger } from '../../src/ledger/fsck';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Several server processes on one PostgreSQL database: each runs its own sequencer, and the
 * advisory lock lets one batch at a time append, so the log stays one contiguous, consistent tree.
 * (SQLite is a single-server database here: one process owns its file.)
 */
const child = fileURLToPath(new URL('../helpers/ledger-append-child.ts', import.meta.url));
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

function runChild(tag: number, count: number): Promise<Array<{ leafIndex: number; leafHash: string }>> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', child], {
      env: { ...process.env, DATA_DIR: t.dataDir, PG_SCHEMA: t.pgSchema ?? '', COUNT: String(count), CONCURRENCY: '25', TAG: String(tag) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('error', reject);
    p.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`child ${tag} exited ${code}: ${err}`));
      resolve(out.trim().split('\n').map((l) => JSON.parse(l) as { leafIndex: number; leafHash: string }));
    });
  });
}

describe.runIf(onPostgres)('three server processes appending to one PostgreSQL ledger', () => {
  it('give distinct, contiguous receipts and a tree fsck accepts', async () => {
    const results = await Promise.all([1, 2, 3].map((tag) => runChild(tag, 300)));
    const receipts = results.flat();
    expect(receipts).toHaveLength(900);
    const indices = receipts.map((r) => r.leafIndex).sort((a, b) => a - b);
    expect(indices).toEqual(Array.from({ length: 900 }, (_, i) => i));
    // the database holds exactly what each process was told
    const stored = new Map((await t.db.selectFrom('ledger_leaves').select(['leaf_index', 'leaf_hash']).execute()).map((r) => [Number(r.leaf_index), r.leaf_hash]));
    for (const r of receipts) expect(stored.get(r.leafIndex)).toBe(r.leafHash);
    // batches interleaved between processes rather than running one process after another
    const owner = new Map(results.flatMap((rs, p) => rs.map((r) => [r.leafIndex, p] as const)));
    let switches = 0;
    for (let i = 1; i < 900; i += 1) if (owner.get(i) !== owner.get(i - 1)) switches += 1;
    expect(switches).toBeGreaterThan(2);
    const report = await fsckLedger(t.db);
    expect(report).toMatchObject({ ok: true, leaves: 900 });
  }, 60_000);
});
