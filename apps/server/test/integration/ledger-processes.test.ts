import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fsckLedger } from '../../src/ledger/fsck';
import { bundleChild } from '../helpers/bundle-child';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Several server processes on one PostgreSQL database: each runs its own sequencer, and the
 * advisory lock lets one batch at a time append, so the log stays one contiguous, consistent tree.
 * (SQLite is a single-server database here: one process owns its file.)
 */
const child = fileURLToPath(new URL('../helpers/ledger-append-child.ts', import.meta.url));
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let bundle: Awaited<ReturnType<typeof bundleChild>> | undefined;
beforeAll(async () => {
  t = await createTestApp();
  if (onPostgres) bundle = await bundleChild(child);
});
afterAll(async () => {
  bundle?.remove();
  await t?.close();
});

type Receipt = { leafIndex: number; leafHash: string };

/** Starts a child; `ready` settles once its app is built, `go()` lets it append, `done` has its receipts. */
function startChild(tag: number, count: number): { ready: Promise<void>; go: () => void; done: Promise<Receipt[]> } {
  const p = spawn(process.execPath, [bundle!.file], {
    env: { ...process.env, DATA_DIR: t.dataDir, PG_SCHEMA: t.pgSchema ?? '', COUNT: String(count), CONCURRENCY: '25', TAG: String(tag) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  p.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.startsWith('ready\n')) markReady();
  });
  p.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const done = new Promise<Receipt[]>((resolve, reject) => {
    p.on('error', reject);
    p.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`child ${tag} exited ${code}: ${err}`));
      const lines = out.trim().split('\n').filter((l) => l !== 'ready');
      resolve(lines.map((l) => JSON.parse(l) as Receipt));
    });
  });
  // a child that dies before it is ready fails the test through `done`, not a hang on `ready`
  void done.catch(() => markReady());
  return { ready, go: () => p.stdin.end('go\n'), done };
}

describe.runIf(onPostgres)('three server processes appending to one PostgreSQL ledger', () => {
  it('give distinct, contiguous receipts and a tree fsck accepts', async () => {
    const children = [1, 2, 3].map((tag) => startChild(tag, 300));
    await Promise.all(children.map((c) => c.ready));
    for (const c of children) c.go();
    const results = await Promise.all(children.map((c) => c.done));
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
