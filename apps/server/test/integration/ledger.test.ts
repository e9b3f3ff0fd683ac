import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InMemoryTree,
  allStepsOk,
  parseProofBundle,
  verifyProofBundle,
  fromBase64,
  fromHex,
  generateSignerKey,
  leafHashOfEntry,
  openNote,
  signerKeyString,
  toHex,
  verifyConsistency,
  verifyInclusion,
  type LeafEntry,
} from '@evidence/ledger';
import { LEDGER_MSG } from '@evidence/shared/constants';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // small batches so one test run makes many checkpoints
  t = await createTestApp({ LEDGER_BATCH_MAX: '7', LEDGER_BATCH_DELAY_MS: '5', LEDGER_ORIGIN: 'test.example/ledger' });
});
afterAll(async () => t?.close());

let counter = 0;
function entry(): LeafEntry {
  counter += 1;
  return {
    v: 1,
    sha256: randomBytes(32).toString('hex'),
    sm3: randomBytes(32).toString('hex'),
    size: counter * 1000,
    evidenceNo: String(100000000000000000 + counter),
    savedAt: new Date(1_795_000_000_000 + counter).toISOString(),
    ownerCommitment: randomBytes(32).toString('hex'),
  };
}

const oracle = new InMemoryTree();
const entries: LeafEntry[] = [];

describe('ledger storage and public API', () => {
  it('starts with a signed checkpoint of the empty tree', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ledger/checkpoint' });
    expect(res.headers['content-type']).toContain('text/plain');
    const key = (await call(t.app, 'GET', '/api/ledger/publicKey')).body.data;
    expect(key.origin).toBe('test.example/ledger');
    expect(key.algorithm).toBe('Ed25519');
    const { checkpoint } = openNote(res.body, key.verifierKey);
    expect(checkpoint.size).toBe(0);
  });

  it('appends concurrently: consecutive receipts, each given only after its batch is stored', async () => {
    const batch = Array.from({ length: 60 }, entry);
    const receipts = await Promise.all(batch.map((e) => t.ledger.sequencer.append(e)));
    const indices = receipts.map((r) => r.leafIndex).sort((a, b) => a - b);
    expect(indices).toEqual(Array.from({ length: 60 }, (_, i) => i));
    for (const [i, r] of receipts.entries()) {
      const stored = await t.db.selectFrom('ledger_leaves').selectAll().where('leaf_index', '=', r.leafIndex).executeTakeFirstOrThrow();
      expect(stored.leaf_hash).toBe(toHex(leafHashOfEntry(batch[i]!)));
      expect(r.treeSize).toBeGreaterThan(r.leafIndex);
    }
    const ordered = [...batch.keys()].sort((a, b) => receipts[a]!.leafIndex - receipts[b]!.leafIndex);
    for (const i of ordered) {
      oracle.append(leafHashOfEntry(batch[i]!));
      entries.push(batch[i]!);
    }
  });

  it('the latest checkpoint is signed, for the whole tree, with the oracle root', async () => {
    const note = (await t.app.inject({ method: 'GET', url: '/api/ledger/checkpoint' })).body;
    const key = (await call(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;
    const { checkpoint } = openNote(note, key);
    expect(checkpoint.size).toBe(60);
    expect(toHex(checkpoint.rootHash)).toBe(toHex(oracle.root(60)));
  });

  it('serves an inclusion proof for every leaf, by index and by hash, at several sizes', async () => {
    for (const size of [1, 7, 14, 33, 60]) {
      for (let index = 0; index < size; index += 1) {
        const r = await call(t.app, 'GET', '/api/ledger/inclusionProof', { query: { index: String(index), treeSize: String(size) } });
        expect(r.body.code).toBe(200);
        const proof = (r.body.data.proof as string[]).map(fromBase64);
        expect(verifyInclusion(oracle.node(0, index), index, size, proof, oracle.root(size))).toBe(true);
        expect(r.body.data.rootHash).toBe(toHex(oracle.root(size)));
      }
    }
    const byHash = await call(t.app, 'GET', '/api/ledger/inclusionProof', { query: { leafHash: toHex(oracle.node(0, 42)).toUpperCase() } });
    expect(byHash.body.data.leafIndex).toBe(42);
    expect(byHash.body.data.treeSize).toBe(60);
    expect(byHash.body.data.checkpoint).toContain('test.example/ledger\n60\n');
  });

  it('serves consistency proofs between sizes', async () => {
    for (const [m, n] of [[1, 60], [7, 14], [13, 60], [59, 60], [60, 60]] as const) {
      const r = await call(t.app, 'GET', '/api/ledger/consistencyProof', { query: { first: String(m), second: String(n) } });
      expect(r.body.code).toBe(200);
      const proof = (r.body.data.proof as string[]).map(fromBase64);
      expect(verifyConsistency(m, n, fromHex(r.body.data.firstRoot), fromHex(r.body.data.secondRoot), proof)).toBe(true);
      expect(r.body.data.secondRoot).toBe(toHex(oracle.root(n)));
    }
  });

  it('says no anchor is configured rather than claiming one', async () => {
    const r = await call(t.app, 'GET', '/api/ledger/anchors');
    expect(r.body.code).toBe(200);
    expect(r.body.data.treeSize).toBe(60);
    expect(r.body.data.configured).toEqual([]);
    expect(r.body.data.anchors).toEqual([]);
    // a leaf's proof.json claims no chain either: only the signed checkpoint vouches
    const key = (await call(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;
    const answer = (await call(t.app, 'GET', '/api/ledger/proofBundle', { query: { leafHash: toHex(leafHashOfEntry(entries[7]!)) } })).body;
    expect(answer.data.anchorStatus).toEqual([]);
    const bundle = parseProofBundle(answer.data.bundle);
    expect(bundle).toMatchObject({ leafIndex: 7, treeSize: 60, anchors: [] });
    const steps = verifyProofBundle(bundle, { trustedVerifierKey: key, fileSha256: entries[7]!.sha256 });
    expect(allStepsOk(steps)).toBe(true);
    expect(steps.at(-1)).toMatchObject({ id: 'anchors', zh: '没有区块链或时间戳锚定：仅由公证方签名的检查点担保' });
  });

  it('refuses invalid requests with code 400 and a Chinese message', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/api/ledger/inclusionProof', { index: '60' }, LEDGER_MSG.indexBeyondTree],
      ['/api/ledger/inclusionProof', { index: '0', treeSize: '0' }, LEDGER_MSG.badTreeSize],
      ['/api/ledger/inclusionProof', { index: '0', treeSize: '61' }, LEDGER_MSG.sizeNotReached],
      ['/api/ledger/inclusionProof', { index: '-1' }, LEDGER_MSG.badIndex],
      ['/api/ledger/inclusionProof', { index: '1.5' }, LEDGER_MSG.badIndex],
      ['/api/ledger/inclusionProof', { leafHash: 'xyz' }, LEDGER_MSG.badLeafHash],
      ['/api/ledger/inclusionProof', { leafHash: '00'.repeat(32) }, LEDGER_MSG.leafNotFound],
      ['/api/ledger/inclusionProof', {}, LEDGER_MSG.indexOrHash],
      ['/api/ledger/inclusionProof', { index: '1', leafHash: toHex(oracle.node(0, 1)) }, LEDGER_MSG.indexOrHash],
      ['/api/ledger/inclusionProof', { leafHash: toHex(oracle.node(0, 30)), treeSize: '20' }, LEDGER_MSG.leafNotFound],
      ['/api/ledger/consistencyProof', { first: '0', second: '5' }, LEDGER_MSG.badTreeSize],
      ['/api/ledger/consistencyProof', { first: '9', second: '5' }, LEDGER_MSG.firstAfterSecond],
      ['/api/ledger/consistencyProof', { first: '5', second: '61' }, LEDGER_MSG.sizeNotReached],
      ['/api/ledger/consistencyProof', { first: 'a', second: '5' }, LEDGER_MSG.badTreeSize],
      ['/api/ledger/anchors', { treeSize: '999' }, LEDGER_MSG.noCheckpoint],
    ];
    for (const [url, query, msg] of cases) {
      const r = await call(t.app, 'GET', url, { query });
      expect({ url, query, status: r.status, code: r.body.code, msg: r.body.msg }).toEqual({ url, query, status: 400, code: 400, msg });
    }
  });

  it('keeps its key across restarts and refuses a different one', async () => {
    const before = (await call(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;
    t = await t.restart();
    expect((await call(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey).toBe(before);
    // the tree goes on from where it was
    const next = await t.ledger.sequencer.append(entry());
    expect(next.leafIndex).toBe(60);
    const other = signerKeyString(generateSignerKey('test.example/ledger'));
    await expect(t.restart({ LEDGER_SIGNING_KEY: other, LEDGER_ORIGIN: 'test.example/ledger' })).rejects.toThrow(/signing key differs/);
    t = undefined as unknown as TestApp; // the refused start cleaned up after itself
  });
});
