import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LedgerError,
  canonicalLeafJson,
  formatCheckpoint,
  fromBase64,
  fromHex,
  generateSignerKey,
  leafHashOfEntry,
  openNote,
  signNote,
  toHex,
  verifierKeyString,
  verifyInclusion,
  type LeafEntry,
} from '@evidence/ledger';
import { fsckLedger, type FsckReport } from '../../src/ledger/fsck';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { flipHex, ledgerRows } from '../helpers/ledger-tamper';

/**
 * Tamper tests: one changed hex digit (or base64 character) anywhere in the stored ledger, or one
 * deleted row, makes fsck fail and name the place in Chinese and English; putting it back makes it
 * pass again. Then proofs and checkpoints that do not belong, and the exit code of `ledger-fsck`.
 */
const LEAVES = 300;
const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

let t: TestApp;
const { leaf, setLeaf, node, setNode } = ledgerRows(() => t.db);
let verifierKey: string;
let intact: FsckReport;

beforeAll(async () => {
  // small batches: a checkpoint every 13 leaves or fewer
  t = await createTestApp({ LEDGER_BATCH_MAX: '13', LEDGER_BATCH_DELAY_MS: '2', LEDGER_ORIGIN: 'fsck.test/ledger' });
  const entry = (n: number): LeafEntry => ({
    v: 1, sha256: randomBytes(32).toString('hex'), sm3: randomBytes(32).toString('hex'), size: n,
    evidenceNo: String(300000000000000000 + n), savedAt: new Date(1_795_000_000_000 + n).toISOString(), ownerCommitment: randomBytes(32).toString('hex'),
  });
  await Promise.all(Array.from({ length: LEAVES }, (_, n) => t.ledger.sequencer.append(entry(n))));
  verifierKey = (await call(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;
  intact = await fsckLedger(t.db);
});
afterAll(async () => t?.close());

/** Another base64 character at `at` (A↔B, …; never at the last character before padding, so the encoding stays canonical). */
const flipBase64 = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);

const checkpoint = (size: number) => t.db.selectFrom('ledger_checkpoints').selectAll().where('tree_size', '=', size).executeTakeFirstOrThrow();
const setCheckpoint = (size: number, set: { root_hash?: string; note?: string }) => t.db.updateTable('ledger_checkpoints').set(set).where('tree_size', '=', size).execute();

/** Some checkpoint sizes: the first (the empty tree), one in the middle, the latest. */
async function checkpointSizes(): Promise<number[]> {
  const sizes = (await t.db.selectFrom('ledger_checkpoints').select('tree_size').orderBy('tree_size').execute()).map((c) => Number(c.tree_size));
  return [sizes[0]!, sizes.find((s) => s > 100)!, sizes.at(-1)!];
}

/**
 * Applies `damage`, expects fsck to fail with exactly this problem, undoes it (even when the
 * expectation fails, so one test's damage never leaks into the next) and expects fsck to pass again.
 */
async function expectFound(damage: () => Promise<unknown>, undo: () => Promise<unknown>, problem: { zh: string; en: string }): Promise<void> {
  await damage();
  try {
    const report = await fsckLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.problem).toEqual(problem);
  } finally {
    await undo();
  }
  expect(await fsckLedger(t.db)).toMatchObject({ ok: true, leaves: LEAVES, nodes: intact.nodes, checkpoints: intact.checkpoints });
}

describe('fsck on an intact ledger', () => {
  it('passes and counts what it checked', async () => {
    expect(intact.problem).toBeUndefined();
    // every complete subtree is stored: 300 at level 0, then 150+75+37+18+9+4+2+1 above
    expect(intact).toMatchObject({ ok: true, leaves: LEAVES, nodes: 300 + 296, anchors: 0 });
    const stored = await t.db.selectFrom('ledger_checkpoints').select('id').execute();
    expect(intact.checkpoints).toBe(stored.length);
    expect(intact.checkpoints).toBeGreaterThan(LEAVES / 13); // one per batch, plus the empty tree's
  });
});

describe('fsck finds one changed hex digit', () => {
  it.each<[string, number, number]>([
    ['sha256', 123, 20],
    ['ownerCommitment', 0, 63],
    ['evidenceNo', 299, 17], // still a valid entry: only the hash shows the change
  ])('in a leaf entry (%s of leaf %i)', async (key, i, offset) => {
    const row = await leaf(i);
    const at = row.entry.indexOf(`"${key}":"`) + key.length + 4 + offset;
    await expectFound(() => setLeaf(i, { entry: flipHex(row.entry, at) }), () => setLeaf(i, { entry: row.entry }), {
      zh: `第 ${i} 号叶子哈希与内容不符`,
      en: `leaf ${i}: stored hash does not match its entry`,
    });
  });

  it('in a leaf entry, made upper case (no longer a valid entry)', async () => {
    const row = await leaf(50);
    const at = row.entry.search(/"sm3":"[0-9]*[a-f]/);
    const hexAt = row.entry.slice(at + 7).search(/[a-f]/) + at + 7;
    const upper = row.entry.slice(0, hexAt) + row.entry[hexAt]!.toUpperCase() + row.entry.slice(hexAt + 1);
    await expectFound(() => setLeaf(50, { entry: upper }), () => setLeaf(50, { entry: row.entry }), {
      zh: '第 50 号叶子内容格式错误',
      en: 'leaf 50: malformed entry',
    });
  });

  it.each([7, 256])('in a stored leaf hash (leaf %i)', async (i) => {
    const row = await leaf(i);
    await expectFound(() => setLeaf(i, { leaf_hash: flipHex(row.leaf_hash, 40) }), () => setLeaf(i, { leaf_hash: row.leaf_hash }), {
      zh: `第 ${i} 号叶子哈希与内容不符`,
      en: `leaf ${i}: stored hash does not match its entry`,
    });
  });

  // level 0 is the leaf hashes again; above it, among others, the last node of level 1 and the top complete subtree (256 leaves)
  it.each([
    [0, 77],
    [1, 0],
    [1, 149],
    [3, 5],
    [5, 8],
    [8, 0],
  ])('in a subtree hash in ledger_nodes (level %i, index %i)', async (level, i) => {
    const row = await node(level, i);
    await expectFound(() => setNode(level, i, flipHex(row.hash, 63)), () => setNode(level, i, row.hash), {
      zh: `第 ${level} 层第 ${i} 个子树哈希与叶子重新计算的结果不符`,
      en: `node level ${level} index ${i}: differs from the recomputed hash`,
    });
  });

  it("in a checkpoint's root hash (the empty tree's, one in the middle, the latest)", async () => {
    for (const size of await checkpointSizes()) {
      const cp = await checkpoint(size);
      await expectFound(() => setCheckpoint(size, { root_hash: flipHex(cp.root_hash, 10) }), () => setCheckpoint(size, { root_hash: cp.root_hash }), {
        zh: `大小为 ${size} 的检查点根哈希与叶子重新计算的结果不符`,
        en: `checkpoint ${size}: root differs from the one recomputed from the leaves`,
      });
    }
  });
});

describe("fsck finds a changed checkpoint note", () => {
  const invalid = (size: number) => ({ zh: `大小为 ${size} 的检查点签名无效`, en: `checkpoint ${size}: no valid signature by the ledger key` });

  it('one character of the signature (in the key ID, in the Ed25519 signature)', async () => {
    for (const size of await checkpointSizes()) {
      const cp = await checkpoint(size);
      const sigStart = cp.note.lastIndexOf(' ') + 1; // base64(key ID ‖ signature)
      for (const at of [sigStart + 2, sigStart + 40]) {
        await expectFound(() => setCheckpoint(size, { note: flipBase64(cp.note, at) }), () => setCheckpoint(size, { note: cp.note }), invalid(size));
      }
    }
  });

  it('one character of the signed body (the size line, the root line)', async () => {
    for (const size of await checkpointSizes()) {
      const cp = await checkpoint(size);
      const sizeAt = cp.note.indexOf('\n') + 1;
      const rootAt = cp.note.indexOf('\n', sizeAt) + 1;
      const otherSize = cp.note.slice(0, sizeAt) + String((Number(cp.note[sizeAt]) + 1) % 10) + cp.note.slice(sizeAt + 1);
      for (const note of [otherSize, flipBase64(cp.note, rootAt + 5)]) {
        await expectFound(() => setCheckpoint(size, { note }), () => setCheckpoint(size, { note: cp.note }), invalid(size));
      }
    }
  });

  it('a note validly signed by another key', async () => {
    const cp = await checkpoint(LEAVES);
    const forged = signNote(formatCheckpoint({ origin: 'fsck.test/ledger', size: LEAVES, rootHash: fromHex(cp.root_hash) }), generateSignerKey('fsck.test/ledger'));
    await expectFound(() => setCheckpoint(LEAVES, { note: forged }), () => setCheckpoint(LEAVES, { note: cp.note }), invalid(LEAVES));
  });

  it('a note validly signed by the ledger key, but for another root than the stored one', async () => {
    const cp = await checkpoint(LEAVES);
    const other = signNote(formatCheckpoint({ origin: 'fsck.test/ledger', size: LEAVES, rootHash: fromHex(flipHex(cp.root_hash, 0)) }), t.ledger.signer.signer);
    expect(openNote(other, verifierKey).checkpoint.size).toBe(LEAVES);
    await expectFound(() => setCheckpoint(LEAVES, { note: other }), () => setCheckpoint(LEAVES, { note: cp.note }), {
      zh: `大小为 ${LEAVES} 的检查点签名内容与记录不符`,
      en: `checkpoint ${LEAVES}: signed body differs from the stored size or root`,
    });
  });
});

describe('fsck finds a deleted row', () => {
  it.each([0, 200, 298])('leaf %i', async (i) => {
    const row = await leaf(i);
    await expectFound(() => t.db.deleteFrom('ledger_leaves').where('leaf_index', '=', i).execute(), () => t.db.insertInto('ledger_leaves').values(row).execute(), {
      zh: `叶子序号不连续：缺少第 ${i} 号叶子`,
      en: `leaf ${i} is missing`,
    });
  });

  it('the last leaf (no later row shows the gap, the latest checkpoint does)', async () => {
    const row = await leaf(LEAVES - 1);
    await expectFound(() => t.db.deleteFrom('ledger_leaves').where('leaf_index', '=', LEAVES - 1).execute(), () => t.db.insertInto('ledger_leaves').values(row).execute(), {
      zh: `检查点大小 ${LEAVES} 超过账本中的叶子数 ${LEAVES - 1}`,
      en: `checkpoint of size ${LEAVES} exceeds the ${LEAVES - 1} stored leaves`,
    });
  });

  it.each([
    [0, 33],
    [1, 42],
    [4, 17],
    [8, 0],
  ])('node level %i index %i', async (level, i) => {
    const row = await node(level, i);
    const where = () => t.db.deleteFrom('ledger_nodes').where('level', '=', level).where('node_index', '=', i).execute();
    await expectFound(where, () => t.db.insertInto('ledger_nodes').values(row).execute(), {
      zh: `第 ${level} 层第 ${i} 个子树哈希缺失`,
      en: `node level ${level} index ${i}: missing`,
    });
  });
});

describe('fsck finds leaves no signed checkpoint covers (decision 159)', () => {
  /** What a database writer without the key adds: a valid leaf at `at` and its level-0 node. */
  const addLeaf = async (at: number) => {
    const e: LeafEntry = {
      v: 1, sha256: randomBytes(32).toString('hex'), sm3: randomBytes(32).toString('hex'), size: 1,
      evidenceNo: '201901010000000001', savedAt: '2019-01-01T00:00:00.000Z', ownerCommitment: randomBytes(32).toString('hex'),
    };
    const hash = toHex(leafHashOfEntry(e));
    await t.db.insertInto('ledger_leaves').values({ leaf_index: at, leaf_hash: hash, entry: canonicalLeafJson(e), created_at: 0 }).execute();
    await t.db.insertInto('ledger_nodes').values({ level: 0, node_index: at, hash }).execute();
  };
  const dropLeaf = async (at: number) => {
    await t.db.deleteFrom('ledger_leaves').where('leaf_index', '=', at).execute();
    await t.db.deleteFrom('ledger_nodes').where('level', '=', 0).where('node_index', '=', at).execute();
  };

  it('a leaf and its node added after the latest checkpoint (more leaves than its size)', async () => {
    await expectFound(() => addLeaf(LEAVES), () => dropLeaf(LEAVES), {
      zh: `第 ${LEAVES} 号叶子不在任何已签名的检查点中（最新的检查点大小为 ${LEAVES}）`,
      en: `leaf ${LEAVES} is covered by no signed checkpoint (the latest is of size ${LEAVES})`,
    });
  });

  it('the latest checkpoint deleted: names the leaves no checkpoint covers', async () => {
    const latest = await checkpoint(LEAVES);
    const before = Number((await t.db.selectFrom('ledger_checkpoints').select((eb) => eb.fn.max('tree_size').as('n')).where('tree_size', '<', LEAVES).executeTakeFirstOrThrow()).n);
    // the last batch may hold one leaf or several
    const which = before === LEAVES - 1 ? `${before}` : `${before}–${LEAVES - 1}`;
    await expectFound(() => t.db.deleteFrom('ledger_checkpoints').where('tree_size', '=', LEAVES).execute(), () => t.db.insertInto('ledger_checkpoints').values(latest).execute(), {
      zh: `第 ${which} 号叶子不在任何已签名的检查点中（最新的检查点大小为 ${before}）`,
      en: `${before === LEAVES - 1 ? 'leaf' : 'leaves'} ${which} ${before === LEAVES - 1 ? 'is' : 'are'} covered by no signed checkpoint (the latest is of size ${before})`,
    });
  });

  it('every checkpoint deleted', async () => {
    const all = await t.db.selectFrom('ledger_checkpoints').selectAll().orderBy('id').execute();
    await expectFound(() => t.db.deleteFrom('ledger_checkpoints').execute(), () => t.db.insertInto('ledger_checkpoints').values(all).execute(), {
      zh: `账本中没有任何检查点：第 0–${LEAVES - 1} 号叶子不在任何已签名的检查点中`,
      en: `leaves 0–${LEAVES - 1} are covered by no signed checkpoint (there is no checkpoint at all)`,
    });
  });

  it('a checkpoint deleted from the middle: names the batch left without one', async () => {
    const all = await t.db.selectFrom('ledger_checkpoints').selectAll().orderBy('tree_size').execute();
    // a batch written in another millisecond than the next one (two batches in one millisecond look like one)
    const k = all.findIndex((c, i) => i > 5 && i < all.length - 2 && c.created_at !== all[i + 1]!.created_at);
    expect(k).toBeGreaterThan(0);
    const [before, gone] = [Number(all[k - 1]!.tree_size), all[k]!];
    const size = Number(gone.tree_size);
    await expectFound(() => t.db.deleteFrom('ledger_checkpoints').where('tree_size', '=', size).execute(), () => t.db.insertInto('ledger_checkpoints').values(gone).execute(), {
      zh: `检查点缺失：第 ${before}–${size - 1} 号叶子所在的批次没有检查点（应有大小为 ${size} 的检查点）`,
      en: `a checkpoint is missing: the batch of leaves ${before}–${size - 1} has none (there should be one of size ${size})`,
    });
  });

  it('the empty ledger\'s checkpoint (size 0) deleted', async () => {
    const empty = await checkpoint(0);
    await expectFound(() => t.db.deleteFrom('ledger_checkpoints').where('tree_size', '=', 0).execute(), () => t.db.insertInto('ledger_checkpoints').values(empty).execute(), {
      zh: '大小为 0 的检查点（空账本的签名检查点）缺失',
      en: "the checkpoint of size 0 (the empty ledger's signed checkpoint) is missing",
    });
  });
});

describe('fsck finds a node outside the tree', () => {
  // such a row is compared with nothing, but the batch that completes its subtree fails on it, and every batch after
  it.each([
    [0, LEAVES],
    [2, 75],
    [9, 0],
    [-1, 0],
  ])('level %i index %i', async (level, i) => {
    const drop = () => t.db.deleteFrom('ledger_nodes').where('level', '=', level).where('node_index', '=', i).execute();
    await expectFound(() => t.db.insertInto('ledger_nodes').values({ level, node_index: i, hash: 'ab'.repeat(32) }).execute(), drop, {
      zh: `第 ${level} 层第 ${i} 个子树哈希不属于 ${LEAVES} 个叶子的树`,
      en: `node level ${level} index ${i}: outside the tree of ${LEAVES} leaves`,
    });
  });
});

describe('proofs and checkpoints that do not belong', () => {
  it('a proof served for another tree size does not verify against the checkpoint', async () => {
    const latest = openNote((await t.app.inject({ method: 'GET', url: '/api/ledger/checkpoint' })).body, verifierKey).checkpoint;
    expect(latest.size).toBe(LEAVES);
    const sizes = (await t.db.selectFrom('ledger_checkpoints').select('tree_size').where('tree_size', '>', 20).where('tree_size', '<', LEAVES).execute()).map((c) => Number(c.tree_size));
    for (const [index, size] of [[17, sizes[0]!], [17, sizes.at(-1)!], [sizes.at(-1)! - 1, sizes.at(-1)!]] as const) {
      const served = (await call(t.app, 'GET', '/api/ledger/inclusionProof', { query: { index: String(index), treeSize: String(size) } })).body.data;
      const proof = (served.proof as string[]).map(fromBase64);
      const leafHash = fromHex(served.leafHash);
      // it does verify against the signed checkpoint of its own size…
      const own = openNote(served.checkpoint as string, verifierKey).checkpoint;
      expect(own.size).toBe(size);
      expect(verifyInclusion(leafHash, index, size, proof, own.rootHash)).toBe(true);
      // …but not against the latest one, whichever size is claimed
      expect(verifyInclusion(leafHash, index, LEAVES, proof, latest.rootHash)).toBe(false);
      expect(verifyInclusion(leafHash, index, size, proof, latest.rootHash)).toBe(false);
    }
  });

  it('a checkpoint signed by another key is rejected by openNote with the published key', async () => {
    const published = (await t.app.inject({ method: 'GET', url: '/api/ledger/checkpoint' })).body;
    const body = published.slice(0, published.lastIndexOf('\n\n') + 1);
    const impostor = generateSignerKey('fsck.test/ledger'); // same name, another key
    const forged = signNote(body, impostor);
    expect(openNote(forged, verifierKeyString(impostor.name, impostor.publicKey)).checkpoint.size).toBe(LEAVES);
    let err: unknown;
    try {
      openNote(forged, verifierKey);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(LedgerError);
    expect((err as LedgerError).en).toMatch(/^the note has no signature by key fsck\.test\/ledger\+[0-9a-f]{8}$/);
    expect((err as LedgerError).zh).toMatch(/^签名笔记中没有密钥 fsck\.test\/ledger\+[0-9a-f]{8} 的签名$/);
    // the genuine note still opens
    expect(openNote(published, verifierKey).checkpoint.size).toBe(LEAVES);
  });
});

/** `ledger-fsck` from the source (the built dist/cli.js may not exist in tests), on this test's database. */
function runFsckCli(): Promise<{ code: number; out: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: t.dataDir };
  // the command has no schema option: the schema goes in the URL (libpq's "options")
  if (databaseUrl && t.pgSchema) env.DATABASE_URL = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${t.pgSchema}`)}`;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', cli, 'ledger-fsck'], { env, timeout: 30_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, out: `${stdout}${stderr}` });
    });
  });
}

describe('npm run ledger:fsck (cli.ts ledger-fsck)', () => {
  it('exits 0 on the intact ledger and 1 with the problem in both languages on a changed byte', async () => {
    const ok = await runFsckCli();
    expect(ok.out).toContain(`账本校验通过 / ledger check passed: ${LEAVES} 个叶子 / leaves`);
    expect(ok.code).toBe(0);
    const row = await node(2, 3);
    await setNode(2, 3, flipHex(row.hash, 5));
    try {
      const bad = await runFsckCli();
      expect(bad.out).toContain('账本校验失败 / ledger check FAILED: 第 2 层第 3 个子树哈希与叶子重新计算的结果不符');
      expect(bad.out).toContain('node level 2 index 3: differs from the recomputed hash');
      expect(bad.code).toBe(1);
    } finally {
      await setNode(2, 3, row.hash);
    }
  }, 60_000); // two processes started through tsx: ~3 s each on an idle machine, several times that on a loaded one
});
