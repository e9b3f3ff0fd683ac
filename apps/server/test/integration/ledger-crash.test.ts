import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBase64, fromHex, openNote, verifyInclusion, type LeafEntry } from '@evidence/ledger';
import { fsckLedger } from '../../src/ledger/fsck';
import { call } from '../helpers/api';
import { createTestApp, openTestApp, type TestApp } from '../helpers/test-app';

/**
 * Crash test: a server process appending with many calls in flight is killed with SIGKILL, at two
 * different moments. Nothing else holds the database meanwhile, so the next start recovers it the way
 * a real restart would. After each restart fsck passes, the leaves are contiguous from 0, the latest
 * checkpoint covers them all, and every receipt the process had handed out is in the tree, unchanged,
 * with an inclusion proof in the signed checkpoint its receipt names.
 */
const child = fileURLToPath(new URL('../helpers/ledger-crash-child.ts', import.meta.url));
type Receipt = { leafIndex: number; leafHash: string; treeSize: number };
type Line = Receipt & { inFlight: number };

let t: TestApp | undefined;
let dataDir: string;
let pgSchema: string | undefined;
let verifierKey: string;
const received: Receipt[] = [];
// a round starts a server process through tsx: ~3 s on an idle machine, several times that on a loaded CI runner
// a loaded CI machine (two test runs side by side, decision 237) can take half a minute to start the
// child through tsx; the guard below, not this timeout, is what catches a stalled child
const SLOW = 180_000;

beforeAll(async () => {
  t = await createTestApp();
  ({ dataDir, pgSchema } = t);
  verifierKey = (await call(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;
});
afterAll(async () => {
  // between a stop and a restart no server is open; open one to remove the directory and schema
  const last = t ?? (await openTestApp(dataDir, pgSchema).catch(() => undefined));
  await last?.close();
});

interface KillPlan {
  /** SIGKILL once this many receipts were received… */
  after: number;
  /** …and this many milliseconds more have passed (receipts keep arriving meanwhile) */
  delayMs: number;
  batchMax: number;
  tag: number;
}

/** Runs the appending child until the plan's moment, kills it with SIGKILL, and returns every whole line it printed. */
function appendUntilKilled(plan: KillPlan): Promise<Line[]> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', child], {
      env: { ...process.env, DATA_DIR: dataDir, PG_SCHEMA: pgSchema ?? '', CONCURRENCY: '64', TAG: String(plan.tag), LEDGER_BATCH_MAX: String(plan.batchMax), LEDGER_BATCH_DELAY_MS: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: Line[] = [];
    let buffered = '';
    let err = '';
    let killing = false;
    const kill = () => p.kill('SIGKILL');
    // A child that stalls fails the test below instead of hanging it: 120 s to start (tsx compiles the
    // server) and print its first receipt, then 45 s at most between two receipts.
    let guard = setTimeout(kill, 120_000);
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.stdout.on('data', (d: Buffer) => {
      buffered += d.toString();
      const whole = buffered.split('\n');
      buffered = whole.pop()!; // a line cut by the kill was never received
      for (const line of whole) lines.push(JSON.parse(line) as Line);
      if (!killing && whole.length > 0) {
        clearTimeout(guard);
        guard = setTimeout(kill, 45_000);
      }
      if (!killing && lines.length >= plan.after) {
        killing = true;
        if (plan.delayMs === 0) kill();
        else setTimeout(kill, plan.delayMs);
      }
    });
    p.on('error', reject);
    p.on('exit', (code, signal) => {
      clearTimeout(guard);
      if (signal !== 'SIGKILL') return reject(new Error(`the child ended by itself (${code}): ${err}`));
      if (!killing) return reject(new Error(`the child stalled after ${lines.length} receipts: ${err}`));
      resolve(lines);
    });
  });
}

/** Stops the test's server, lets the child append until killed, starts a server again on the same data. */
async function crashRound(plan: KillPlan): Promise<Line[]> {
  await t!.app.close();
  t = undefined;
  const lines = await appendUntilKilled(plan);
  t = await openTestApp(dataDir, pgSchema);
  return lines;
}

async function expectIntact(): Promise<void> {
  const db = t!.db;
  const report = await fsckLedger(db);
  expect(report.problem).toBeUndefined();
  expect(report.ok).toBe(true);

  const rows = await db.selectFrom('ledger_leaves').select(['leaf_index', 'leaf_hash']).orderBy('leaf_index').execute();
  expect(rows.map((r) => Number(r.leaf_index))).toEqual(rows.map((_, i) => i));
  expect(report.leaves).toBe(rows.length);
  expect(new Set(received.map((r) => r.leafIndex)).size).toBe(received.length); // no index was given twice
  for (const r of received) expect({ at: r.leafIndex, hash: rows[r.leafIndex]?.leaf_hash }).toEqual({ at: r.leafIndex, hash: r.leafHash });

  // the latest checkpoint is for the whole stored tree, so it covers every receipt
  const note = (await t!.app.inject({ method: 'GET', url: '/api/ledger/checkpoint' })).body;
  const latest = openNote(note, verifierKey).checkpoint;
  expect(latest.size).toBe(rows.length);
  expect(Math.max(...received.map((r) => r.leafIndex))).toBeLessThan(latest.size);

  // each receipt names a signed checkpoint of its batch: sample some and prove inclusion in it
  const sample = received.filter((_, i) => i % 25 === 0 || i === received.length - 1);
  for (const r of sample) {
    expect(r.treeSize).toBeGreaterThan(r.leafIndex);
    const proof = (await call(t!.app, 'GET', '/api/ledger/inclusionProof', { query: { index: String(r.leafIndex), treeSize: String(r.treeSize) } })).body.data;
    expect(proof.checkpoint).toEqual(expect.any(String));
    const signed = openNote(proof.checkpoint as string, verifierKey).checkpoint;
    expect(signed.size).toBe(r.treeSize);
    expect(verifyInclusion(fromHex(r.leafHash), r.leafIndex, r.treeSize, (proof.proof as string[]).map(fromBase64), signed.rootHash)).toBe(true);
  }
}

describe('a server killed with SIGKILL while appending', () => {
  it('loses no receipt it gave, and restarts into a consistent ledger', async () => {
    const lines = await crashRound({ after: 300, delayMs: 0, batchMax: 16, tag: 1 });
    expect(lines.length).toBeGreaterThanOrEqual(300);
    // appends were still waiting for their batch when the child was killed
    expect(lines.at(-1)!.inFlight).toBeGreaterThan(0);
    received.push(...lines);
    await expectIntact();
  }, SLOW);

  it('survives a second kill at another moment (smaller batches, a few ms after a receipt)', async () => {
    const before = received.length;
    const lines = await crashRound({ after: 150, delayMs: 3 + Math.floor(Math.random() * 10), batchMax: 5, tag: 2 });
    expect(lines.length).toBeGreaterThanOrEqual(150);
    expect(lines.at(-1)!.inFlight).toBeGreaterThan(0);
    // the second process went on from where the first stopped
    expect(Math.min(...lines.map((l) => l.leafIndex))).toBeGreaterThan(Math.max(...received.slice(0, before).map((r) => r.leafIndex)));
    received.push(...lines);
    await expectIntact();
  }, SLOW);

  it('then appends normally, and fsck still passes', async () => {
    const stored = Number((await t!.db.selectFrom('ledger_leaves').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const more = await Promise.all(
      Array.from({ length: 40 }, (_, i): LeafEntry => ({
        v: 1, sha256: randomBytes(32).toString('hex'), sm3: randomBytes(32).toString('hex'), size: i,
        evidenceNo: String(900000000000000000 + i), savedAt: new Date().toISOString(), ownerCommitment: randomBytes(32).toString('hex'),
      })).map((e) => t!.ledger.sequencer.append(e)),
    );
    expect(more.map((r) => r.leafIndex).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => stored + i));
    received.push(...more);
    await expectIntact();
    expect((await fsckLedger(t!.db)).leaves).toBe(stored + 40);
  });
});
