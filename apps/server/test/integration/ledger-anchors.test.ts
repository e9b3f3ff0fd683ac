import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStepsOk, formatCheckpoint, generateSignerKey, leafHashOfEntry, parseProofBundle, signNote, toHex, verifyProofBundle, type LeafEntry } from '@evidence/ledger';
import { LEDGER_MSG } from '@evidence/shared/constants';
import { loadConfig } from '../../src/config';
import { retryDelay } from '../../src/ledger/anchor-worker';
import { fsckLedger } from '../../src/ledger/fsck';
import type { EvmAnchorReceipt, TsaAnchorReceipt } from '../../src/providers/anchor/anchor-provider';
import { verifyEvmReceipt } from '../../src/providers/anchor/evm-anchor';
import { verifyTsaToken } from '../../src/providers/anchor/tsa-anchor';
import { call } from '../helpers/api';
import { type LocalEvm, startLocalEvm } from '../helpers/anchor/local-evm';
import { type TestTsa, startTestTsa } from '../helpers/anchor/test-tsa';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INTERVAL = 60_000;
const RETRY_BASE = 2_000;

let t: TestApp;
let evm: LocalEvm;
let tsa: TestTsa;
let verifierKey: string;

beforeAll(async () => {
  [evm, tsa] = await Promise.all([startLocalEvm(), startTestTsa()]);
  const certFile = `${process.env.TMPDIR ?? '/tmp'}/tsa-${randomBytes(4).toString('hex')}.pem`;
  const { writeFileSync } = await import('node:fs');
  writeFileSync(certFile, tsa.certPem);
  t = await createTestApp({
    LEDGER_BATCH_MAX: '16',
    LEDGER_BATCH_DELAY_MS: '5',
    ANCHOR_EVM_RPC_URL: evm.rpcUrl,
    ANCHOR_EVM_PRIVATE_KEY: evm.privateKey,
    ANCHOR_EVM_CHAIN_ID: String(evm.chainId),
    ANCHOR_EVM_TIMEOUT_MS: '3000',
    ANCHOR_EVM_EXPLORER_URL: 'https://explorer.example/tx/{txHash}',
    ANCHOR_EVM_LOCAL: '1',
    ANCHOR_TSA_URL: tsa.url,
    ANCHOR_TSA_CERT_FILE: certFile,
    ANCHOR_TSA_TIMEOUT_MS: '3000',
    ANCHOR_TSA_LOCAL: '1',
    ANCHOR_INTERVAL_MS: String(INTERVAL),
    // the test drives the worker itself, with its own clock
    ANCHOR_POLL_MS: '3600000',
    ANCHOR_RETRY_BASE_MS: String(RETRY_BASE),
    ANCHOR_RETRY_MAX_MS: '60000',
  });
  verifierKey = (await call(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([evm?.stop(), tsa?.stop()]);
});

let counter = 0;
function entry(): LeafEntry {
  counter += 1;
  return {
    v: 1,
    sha256: randomBytes(32).toString('hex'),
    sm3: randomBytes(32).toString('hex'),
    size: counter,
    evidenceNo: String(200000000000000000 + counter),
    savedAt: new Date(1_795_000_000_000 + counter).toISOString(),
    ownerCommitment: randomBytes(32).toString('hex'),
  };
}
const appendSome = async (n: number) => Promise.all(Array.from({ length: n }, () => entry()).map(async (e) => ({ e, r: await t.ledger.sequencer.append(e) })));
const anchorRows = () => t.db.selectFrom('ledger_anchors').selectAll().orderBy('id').execute();
const bundleFor = async (e: LeafEntry) => (await call(t.app, 'GET', '/api/ledger/proofBundle', { query: { leafHash: toHex(leafHashOfEntry(e)) } })).body;

// the worker's clock: each round is an interval after the last
let clock = Date.now();
const later = (ms = INTERVAL + 1) => (clock = Math.max(clock, Date.now()) + ms);

describe('anchoring checkpoints', () => {
  let first: Array<{ e: LeafEntry }>;

  it('before any anchor round a leaf is 上链中 (chain) / 等待可信时间戳 (TSA) and its bundle claims no anchor', async () => {
    first = await appendSome(10);
    const answer = await bundleFor(first[0]!.e);
    expect(answer.code).toBe(200);
    expect(answer.data.anchorStatus).toEqual([
      { type: 'evm', status: 'pending', statusName: '上链中', treeSize: null },
      { type: 'tsa', status: 'pending', statusName: '等待可信时间戳', treeSize: null },
    ]);
    expect(answer.data.bundle.anchors).toEqual([]);
  });

  it('anchors the latest checkpoint on the chain and with the TSA, and serves both receipts', async () => {
    await t.ledger.anchors.tick(later());
    const rows = await anchorRows();
    expect(rows.map((r) => [r.type, r.status, r.attempts])).toEqual([['evm', 'success', 1], ['tsa', 'success', 1]]);
    const r = await call(t.app, 'GET', '/api/ledger/anchors', { query: { treeSize: '10' } });
    expect(r.body.data.configured).toEqual([{ type: 'evm', local: true }, { type: 'tsa', local: true }]);
    const [evmState, tsaState] = r.body.data.anchors;
    expect(evmState).toMatchObject({ type: 'evm', status: 'success', statusName: '上链成功', attempts: 1, nextAttemptAt: null });
    // a time stamp is no chain: never 上链成功 (decision 164)
    expect(tsaState).toMatchObject({ type: 'tsa', status: 'success', statusName: '已取得可信时间戳', attempts: 1, nextAttemptAt: null });
    expect(JSON.stringify(r.body)).not.toContain('lastError');
    const evmReceipt = evmState.receipt as EvmAnchorReceipt;
    expect(evmReceipt).toMatchObject({ type: 'evm', chainId: evm.chainId, rootHash: r.body.data.rootHash });
    expect(evmReceipt.explorerUrl).toBe(`https://explorer.example/tx/${evmReceipt.txHash}`);
    expect(evmReceipt.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(evmReceipt.blockHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await verifyEvmReceipt(evmReceipt, { rpcUrl: evm.rpcUrl, expectedRoot: r.body.data.rootHash })).ok).toBe(true);
    const tsaReceipt = tsaState.receipt as TsaAnchorReceipt;
    expect((await verifyTsaToken(tsaReceipt, { certPem: tsa.certPem, expectedRoot: r.body.data.rootHash })).ok).toBe(true);
  });

  it('a leaf under the anchored checkpoint gets a proof.json that verifies end to end', async () => {
    for (const { e } of first) {
      const answer = await bundleFor(e);
      expect(answer.data.anchorStatus.map((s: { status: string; treeSize: number }) => [s.status, s.treeSize])).toEqual([['success', 10], ['success', 10]]);
      const bundle = parseProofBundle(answer.data.bundle);
      expect(bundle.treeSize).toBe(10);
      expect(bundle.anchors.map((a) => a.type)).toEqual(['evm', 'tsa']);
      const steps = verifyProofBundle(bundle, { trustedVerifierKey: verifierKey, fileSha256: e.sha256, fileSm3: e.sm3 });
      expect(allStepsOk(steps)).toBe(true);
    }
  });

  it('starts at most one round per interval, and only for a newer checkpoint', async () => {
    await t.ledger.anchors.tick(later(1000));
    expect(await anchorRows()).toHaveLength(2); // nothing new to anchor, and too early anyway
    await appendSome(5);
    await t.ledger.anchors.tick(clock + 1000);
    expect(await anchorRows()).toHaveLength(2); // newer checkpoint, but the interval has not passed
    await t.ledger.anchors.tick(later());
    const rows = await anchorRows();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.status === 'success')).toBe(true);
  });

  it('fsck re-reads every anchor transaction from the chain and finds one that is not there', async () => {
    expect(await fsckLedger(t.db, { tsaCertPem: tsa.certPem, evmRpcUrl: evm.rpcUrl })).toMatchObject({ ok: true, anchors: 4 });
    const evmRow = (await anchorRows()).filter((r) => r.type === 'evm').at(-1)!;
    const receipt = JSON.parse(evmRow.receipt!) as EvmAnchorReceipt;
    await t.db.updateTable('ledger_anchors').set({ receipt: JSON.stringify({ ...receipt, txHash: `0x${'ab'.repeat(32)}` }) }).where('id', '=', evmRow.id).execute();
    expect((await fsckLedger(t.db)).ok).toBe(true); // offline, a transaction hash cannot be checked
    const report = await fsckLedger(t.db, { evmRpcUrl: evm.rpcUrl });
    expect(report.ok).toBe(false);
    expect(report.problem?.en).toMatch(new RegExp(`anchor ${evmRow.id} `));
    await t.db.updateTable('ledger_anchors').set({ receipt: evmRow.receipt }).where('id', '=', evmRow.id).execute();
    expect((await fsckLedger(t.db, { evmRpcUrl: evm.rpcUrl })).ok).toBe(true);
  });

  it('with the chain down the anchor is 上链失败, retried with back-off, and succeeds once the chain is back', async () => {
    await evm.down();
    const batch = await appendSome(6);
    const leaf = batch[0]!.e;
    const started = Date.now();
    await t.ledger.anchors.tick(later());
    let rows = await anchorRows();
    const [evmRow, tsaRow] = rows.slice(-2);
    expect([evmRow!.type, evmRow!.status, evmRow!.attempts]).toEqual(['evm', 'failed', 1]);
    expect(evmRow!.last_error).toMatch(/unreachable|ECONNREFUSED|ECONNRESET/);
    expect(tsaRow!.status).toBe('success');
    // next try after the first back-off step
    expect(evmRow!.next_attempt_at - started).toBeGreaterThanOrEqual(RETRY_BASE);
    expect(evmRow!.next_attempt_at - Date.now()).toBeLessThanOrEqual(RETRY_BASE);

    const status = (await bundleFor(leaf)).data.anchorStatus;
    expect(status).toEqual([
      { type: 'evm', status: 'failed', statusName: '上链失败', treeSize: 21 },
      { type: 'tsa', status: 'success', statusName: '已取得可信时间戳', treeSize: 21 },
    ]);
    const anchors = await call(t.app, 'GET', '/api/ledger/anchors');
    expect(anchors.body.data.anchors[0]).toMatchObject({ status: 'failed', statusName: '上链失败', receipt: null });
    // the bundle carries only what succeeded: the time stamp, no chain claim
    const partial = parseProofBundle((await bundleFor(leaf)).data.bundle);
    expect(partial.anchors.map((a) => a.type)).toEqual(['tsa']);
    expect(allStepsOk(verifyProofBundle(partial, { trustedVerifierKey: verifierKey }))).toBe(true);

    // not due yet: no new attempt; and no new round while this one is open
    await appendSome(3);
    await t.ledger.anchors.tick(Date.now());
    rows = await anchorRows();
    expect(rows).toHaveLength(6);
    expect(rows[4]!.attempts).toBe(1);

    // still down at the next try: the wait doubles
    const second = Date.now();
    await t.ledger.anchors.tick(later());
    rows = await anchorRows();
    expect(rows).toHaveLength(6);
    expect(rows[4]).toMatchObject({ status: 'failed', attempts: 2 });
    expect(rows[4]!.next_attempt_at - second).toBeGreaterThanOrEqual(2 * RETRY_BASE);

    await evm.up();
    await t.ledger.anchors.tick(later());
    rows = await anchorRows();
    expect(rows[4]).toMatchObject({ type: 'evm', status: 'success', attempts: 3, last_error: null });
    const receipt = JSON.parse(rows[4]!.receipt!) as EvmAnchorReceipt;
    expect((await verifyEvmReceipt(receipt, { rpcUrl: evm.rpcUrl, expectedRoot: receipt.rootHash })).ok).toBe(true);

    const full = (await bundleFor(leaf)).data;
    expect(full.anchorStatus.map((s: { status: string }) => s.status)).toEqual(['success', 'success']);
    expect(parseProofBundle(full.bundle).anchors.map((a) => a.type)).toEqual(['evm', 'tsa']);

    // the next round covers what arrived meanwhile
    await t.ledger.anchors.tick(later());
    rows = await anchorRows();
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.status === 'success')).toBe(true);
  }, 30_000);

  it('fsck passes over the anchored ledger, verifying every time stamp', async () => {
    // (the test node restarted with an empty chain above, so the first receipts cannot be re-read from it)
    expect(await fsckLedger(t.db, { tsaCertPem: tsa.certPem })).toMatchObject({ ok: true, anchors: 8 });
  });

  it('fsck finds a changed time-stamp token and a receipt for another root', async () => {
    const rows = await anchorRows();
    const tsaRow = rows.find((r) => r.type === 'tsa')!;
    const restore = (row: typeof tsaRow) => t.db.updateTable('ledger_anchors').set({ receipt: row.receipt }).where('id', '=', row.id).execute();

    const token = JSON.parse(tsaRow.receipt!) as TsaAnchorReceipt;
    const der = Buffer.from(token.token, 'base64');
    der[der.length - 10]! ^= 0x01; // inside the signature
    await t.db.updateTable('ledger_anchors').set({ receipt: JSON.stringify({ ...token, token: der.toString('base64') }) }).where('id', '=', tsaRow.id).execute();
    let report = await fsckLedger(t.db, { tsaCertPem: tsa.certPem });
    expect(report.ok).toBe(false);
    expect(report.problem?.en).toMatch(new RegExp(`anchor ${tsaRow.id} `));
    await restore(tsaRow);

    await t.db.updateTable('ledger_anchors').set({ receipt: JSON.stringify({ ...token, rootHash: '00'.repeat(32) }) }).where('id', '=', tsaRow.id).execute();
    report = await fsckLedger(t.db);
    expect(report.problem?.zh).toMatch(/回执中的根哈希与检查点不符/);
    await restore(tsaRow);
    expect((await fsckLedger(t.db, { tsaCertPem: tsa.certPem })).ok).toBe(true);
  });
});

describe('proofBundle requests', () => {
  it('refuses malformed and unknown leaf hashes with code 400', async () => {
    for (const [query, msg] of [
      [{}, LEDGER_MSG.badLeafHash],
      [{ leafHash: 'xyz' }, LEDGER_MSG.badLeafHash],
      [{ leafHash: '00'.repeat(32) }, LEDGER_MSG.leafNotFound],
      [{ leafHash: '0'.repeat(63) }, LEDGER_MSG.badLeafHash],
    ] as const) {
      const r = await call(t.app, 'GET', '/api/ledger/proofBundle', { query });
      expect({ status: r.status, code: r.body.code, msg: r.body.msg }).toEqual({ status: 400, code: 400, msg });
    }
  });
});

describe('anchor configuration and back-off', () => {
  it('a half-configured chain stops the start', () => {
    expect(() => loadConfig({ ANCHOR_EVM_RPC_URL: 'http://127.0.0.1:8545' })).toThrow(/go together/);
    expect(() => loadConfig({ ANCHOR_TSA_CERT_FILE: '/x.pem' })).toThrow(/needs ANCHOR_TSA_URL/);
    expect(() => loadConfig({ ANCHOR_EVM_RPC_URL: 'http://127.0.0.1:8545', ANCHOR_EVM_CHAIN_ID: '1', ANCHOR_EVM_PRIVATE_KEY: 'secret' })).toThrow(/32 bytes/);
    expect(() => loadConfig({ ANCHOR_EVM_RPC_URL: 'http://127.0.0.1:8545', ANCHOR_EVM_CHAIN_ID: '1', ANCHOR_EVM_PRIVATE_KEY: 'secret' })).not.toThrow(/secret/);
  });

  it('backs off exponentially up to the cap; a configuration error waits the longest', () => {
    const p = { retryBaseMs: 5_000, retryMaxMs: 600_000 };
    expect([1, 2, 3, 4].map((n) => retryDelay(n, p))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(50, p)).toBe(600_000);
    expect(retryDelay(1, p, false)).toBe(600_000);
  });
});

// last: the sequencer refuses from here on (decisions 156 and 162)
describe('a checkpoint the ledger did not sign', () => {
  it('is never anchored, and makes the sequencer refuse', async () => {
    await t.ledger.anchors.tick(later()); // anchor what is there, so the next round is due for the forged one only
    const before = await anchorRows();
    expect(before.every((r) => r.status === 'success')).toBe(true);
    const latest = await t.db.selectFrom('ledger_checkpoints').selectAll().orderBy('tree_size', 'desc').limit(1).executeTakeFirstOrThrow();
    const n = Number(latest.tree_size);
    // a database writer's own checkpoint one leaf further, over a made-up root, signed by another key of the same name
    const impostor = generateSignerKey(latest.note.slice(0, latest.note.indexOf('\n')));
    const root = randomBytes(32);
    await t.db.insertInto('ledger_checkpoints').values({ tree_size: n + 1, root_hash: toHex(root), note: signNote(formatCheckpoint({ origin: impostor.name, size: n + 1, rootHash: root }), impostor), created_at: Date.now() }).execute();
    const stamped = tsa.requests;
    await t.ledger.anchors.tick(later());
    expect(await anchorRows()).toEqual(before);
    expect(tsa.requests).toBe(stamped); // nothing was sent to the authority
    expect(t.ledger.sequencer.refused?.en).toMatch(/^the latest checkpoint \(size \d+\) carries no valid signature by this ledger's key/);
  });
});
