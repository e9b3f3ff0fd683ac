import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeafEntry } from '@evidence/ledger';
import { fsckLedger, type FsckOptions } from '../../src/ledger/fsck';
import { PAGE } from '../../src/ledger/fsck-pages';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { flipHex, ledgerRows } from '../helpers/ledger-tamper';

/**
 * fsck over full pages of 4,096 leaves: on SQLite the fast path (fsck-fast.ts) checks whole pages
 * without indexes, in this thread and in a worker thread, and hands any page it doubts to the slow
 * path, which names the problem. ledger-fsck.test.ts covers the slow path on a short page; here each
 * kind of damage sits in a full page, in the worker's page (page 1) and in this thread's (page 0), and
 * must be named exactly as there. Entries the fast entry pattern does not admit (a day after the 28th,
 * a 16-digit size) are valid and must pass.
 */
const LEAVES = 2 * PAGE + 108;
// one worker, started before any page is handed out: page 1 is then certainly the worker's
const THREADS: FsckOptions = { threads: { workers: 1, minPages: 1, waitForWorkers: true } };

let t: TestApp;
const { leaf, setLeaf, node, setNode } = ledgerRows(() => t.db);

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', LEDGER_ORIGIN: 'fsck-pages.test/ledger' });
  const entry = (n: number): LeafEntry => ({
    v: 1, sha256: randomBytes(32).toString('hex'), sm3: randomBytes(32).toString('hex'),
    size: n % 97 === 5 ? 2 ** 53 - 1 - n : n,
    evidenceNo: String(400000000000000000 + n),
    // 2026-12-01 minus n minutes: the leaves span the 29th, 30th and 31st of a month too
    savedAt: new Date(Date.UTC(2026, 11, 1) - n * 60_000).toISOString(),
    ownerCommitment: randomBytes(32).toString('hex'),
  });
  await Promise.all(Array.from({ length: LEAVES }, (_, n) => t.ledger.sequencer.append(entry(n))));
}, 60_000);
afterAll(async () => t?.close());


async function expectFound(damage: () => Promise<unknown>, undo: () => Promise<unknown>, problem: { zh: string; en: string }): Promise<void> {
  await damage();
  try {
    const report = await fsckLedger(t.db, THREADS);
    expect(report.problem).toEqual(problem);
    expect(report.ok).toBe(false);
  } finally {
    await undo();
  }
}

describe('fsck over full pages', () => {
  it('passes an intact ledger, with the worker thread checking its pages (SQLite)', async () => {
    const report = await fsckLedger(t.db, THREADS);
    expect(report.problem).toBeUndefined();
    // every complete subtree is stored: 2·4096 − 1 per full page and its pages' parent, then the short page's
    const short = LEAVES - 2 * PAGE;
    let shortNodes = 0;
    for (let size = short; size >= 1; size = Math.floor(size / 2)) shortNodes += size;
    expect(report).toMatchObject({ ok: true, leaves: LEAVES, nodes: 2 * (2 * PAGE - 1) + 1 + shortNodes });
    // the worker has page 1 (p mod 2 = 1); PostgreSQL has no fast path and no workers
    expect(report.pagesInWorkers).toBe(t.dialect === 'sqlite' ? 1 : 0);
    // in this thread only, the same figures
    expect(await fsckLedger(t.db, { threads: { workers: 0 } })).toMatchObject({ ok: true, leaves: LEAVES, nodes: report.nodes, checkpoints: report.checkpoints, pagesInWorkers: 0 });
  });

  it.each([7, PAGE + 19, 2 * PAGE - 1])('finds a changed hex digit in the entry of leaf %i', async (i) => {
    const row = await leaf(i);
    const at = row.entry.indexOf('"sm3":"') + 7 + 30;
    await expectFound(() => setLeaf(i, { entry: flipHex(row.entry, at) }), () => setLeaf(i, { entry: row.entry }), {
      zh: `第 ${i} 号叶子哈希与内容不符`,
      en: `leaf ${i}: stored hash does not match its entry`,
    });
  });

  it.each([3, PAGE + 1000])('finds a space added to the entry of leaf %i', async (i) => {
    const row = await leaf(i);
    await expectFound(() => setLeaf(i, { entry: row.entry.replace(',"sm3"', ', "sm3"') }), () => setLeaf(i, { entry: row.entry }), {
      zh: `第 ${i} 号叶子内容不是规范格式`,
      en: `leaf ${i}: entry is not canonical`,
    });
  });

  it.each([PAGE + 5, 2 * PAGE - 2])('finds a changed stored leaf hash of leaf %i', async (i) => {
    const row = await leaf(i);
    await expectFound(() => setLeaf(i, { leaf_hash: flipHex(row.leaf_hash, 0) }), () => setLeaf(i, { leaf_hash: row.leaf_hash }), {
      zh: `第 ${i} 号叶子哈希与内容不符`,
      en: `leaf ${i}: stored hash does not match its entry`,
    });
  });

  // inside page 0 and page 1, the root of page 1 (level 12) and the node above both pages (level 13)
  it.each([
    [0, PAGE + 4095],
    [1, 17],
    [5, PAGE / 32 + 100],
    [12, 0],
    [12, 1],
    [13, 0],
  ])('finds a changed subtree hash (level %i, index %i)', async (level, i) => {
    const row = await node(level, i);
    await expectFound(() => setNode(level, i, flipHex(row.hash, 5)), () => setNode(level, i, row.hash), {
      zh: `第 ${level} 层第 ${i} 个子树哈希与叶子重新计算的结果不符`,
      en: `node level ${level} index ${i}: differs from the recomputed hash`,
    });
  });

  it('finds a missing subtree hash in the worker\'s page', async () => {
    const row = await node(3, PAGE / 8 + 9);
    const remove = () => t.db.deleteFrom('ledger_nodes').where('level', '=', 3).where('node_index', '=', row.node_index).execute();
    const putBack = () => t.db.insertInto('ledger_nodes').values(row).execute();
    await expectFound(remove, putBack, { zh: `第 3 层第 ${PAGE / 8 + 9} 个子树哈希缺失`, en: `node level 3 index ${PAGE / 8 + 9}: missing` });
  });

  it('finds a missing leaf in the worker\'s page', async () => {
    const row = await leaf(PAGE + 77);
    const remove = () => t.db.deleteFrom('ledger_leaves').where('leaf_index', '=', row.leaf_index).execute();
    const putBack = () => t.db.insertInto('ledger_leaves').values(row).execute();
    await expectFound(remove, putBack, { zh: `叶子序号不连续：缺少第 ${PAGE + 77} 号叶子`, en: `leaf ${PAGE + 77} is missing` });
  });

  it('passes again once everything is put back', async () => {
    expect(await fsckLedger(t.db, THREADS)).toMatchObject({ ok: true, leaves: LEAVES, pagesInWorkers: t.dialect === 'sqlite' ? 1 : 0 });
  });
});
