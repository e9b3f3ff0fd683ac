import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalLeafJson, formatCheckpoint, fromHex, generateSignerKey, leafHashOfEntry, nodeHash, openNote, rootAt, signNote, toHex, type LeafEntry,
} from '@evidence/ledger';
import { LEDGER_MSG } from '@evidence/shared/constants';
import { fsckLedger } from '../../src/ledger/fsck';
import { nodeSource } from '../../src/ledger/node-store';
import { LedgerRefusedError } from '../../src/ledger/sequencer';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { createUpload, patchChunk, text } from '../helpers/tus-client';
import { flipHex } from '../helpers/ledger-tamper';

/**
 * The ledger signs only what it wrote (decision 156). Someone who can write to the database but does
 * not hold the signing key adds a backdated leaf and its level-0 node straight into the tables: the
 * sequencer must not build on them (it did: the tree size came from max(leaf_index) + 1, and the next
 * checkpoint signed the forged leaf). It refuses instead: the append fails, nothing is signed, the
 * log says so loudly, /api/health says the ledger is degraded, the operators get a text message and
 * an audit row is written, and an upload is refused in Chinese with nothing of it written. The same
 * for a changed frontier node, a node beyond the tree, a checkpoint row not signed by the ledger's
 * key and a deleted latest checkpoint. A restart after the rows are repaired appends again.
 */
const ORIGIN = 'refuses.test/ledger';
const OPERATOR_PHONE = '13800000009'; // seed-demo's operator
const NOTARY_PHONE = '13800000008'; // seed-demo's notary: the office vouches for the ledger, so it is told too
let t: TestApp;
let who: Tenants;
const log: string[] = [];
let counter = 0;

function entry(savedAt = new Date().toISOString()): LeafEntry {
  counter += 1;
  return {
    v: 1, sha256: randomBytes(32).toString('hex'), sm3: randomBytes(32).toString('hex'), size: counter,
    evidenceNo: String(500000000000000000 + counter), savedAt, ownerCommitment: randomBytes(32).toString('hex'),
  };
}

const size = async () => Number((await t.db.selectFrom('ledger_checkpoints').select((eb) => eb.fn.max('tree_size').as('n')).executeTakeFirstOrThrow()).n);
const leafCount = async () => Number((await t.db.selectFrom('ledger_leaves').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const health = async () => (await call<{ ledger: string }>(t.app, 'GET', '/api/health')).body.data.ledger;

/** What the attacker writes: a valid, backdated leaf at index `at` and its level-0 node. */
async function forgeLeaf(at: number): Promise<{ entry: string; hash: string }> {
  const e = entry('2020-01-02T03:04:05.000Z');
  const forged = { entry: canonicalLeafJson(e), hash: toHex(leafHashOfEntry(e)) };
  await t.db.insertInto('ledger_leaves').values({ leaf_index: at, leaf_hash: forged.hash, entry: forged.entry, created_at: Date.parse('2020-01-02T03:04:05.000Z') }).execute();
  await t.db.insertInto('ledger_nodes').values({ level: 0, node_index: at, hash: forged.hash }).execute();
  return forged;
}

/** Removes every leaf from `at` on and every node outside the tree of `at` leaves. */
async function removeForged(at: number): Promise<void> {
  await t.db.deleteFrom('ledger_leaves').where('leaf_index', '>=', at).execute();
  for (let level = 0; level < 8; level += 1) await t.db.deleteFrom('ledger_nodes').where('level', '=', level).where('node_index', '>=', Math.floor(at / 2 ** level)).execute();
}

async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

/** A restart: the refusal is kept until then. */
async function restart(): Promise<void> {
  t = await t.restart({ LEDGER_BATCH_DELAY_MS: '2', LEDGER_ORIGIN: ORIGIN });
}

async function expectRefused(append: Promise<unknown>, en: RegExp): Promise<LedgerRefusedError> {
  const err = await append.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(LedgerRefusedError);
  expect((err as LedgerRefusedError).problem.en).toMatch(en);
  expect(t.ledger.sequencer.refused?.en).toMatch(en);
  expect(await health()).toBe('degraded');
  return err as LedgerRefusedError;
}

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', LEDGER_ORIGIN: ORIGIN, LOG_LEVEL: 'error' }, { logStream: { write: (line) => void log.push(line) } });
  who = await tenants(t);
  await Promise.all(Array.from({ length: 20 }, () => t.ledger.sequencer.append(entry())));
}, 60_000);
afterAll(async () => t?.close());

describe('a leaf and its node inserted straight into the database', () => {
  it('are never signed: the next append is refused, loudly, and the operators are told', async () => {
    expect(await health()).toBe('ok');
    const signed = await size();
    expect(signed).toBe(20);
    await forgeLeaf(signed);

    await expectRefused(t.ledger.sequencer.append(entry()), /^leaf 20 is beyond the latest signed checkpoint \(size 20\): this ledger did not write it$/);
    expect(t.ledger.sequencer.refused!.zh).toBe('第 20 号叶子不在任何已签名的检查点中（最新检查点大小为 20）：不是本账本写入的');
    // nothing was signed over the forged leaf, and nothing was appended after it
    expect(await size()).toBe(signed);
    expect(await leafCount()).toBe(signed + 1);
    const latest = (await t.app.inject({ method: 'GET', url: '/api/ledger/checkpoint' })).body;
    const key = (await call<{ verifierKey: string }>(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;
    expect(openNote(latest, key).checkpoint.size).toBe(signed);
    // later appends fail at once
    await expect(t.ledger.sequencer.append(entry())).rejects.toBeInstanceOf(LedgerRefusedError);

    // loud: an error line in the log, an audit row, a text message to the operator (the console's outbox)
    await waitFor(async () => (await t.db.selectFrom('sms_outbox').select('id').where('purpose', '=', 'ledger-alert').executeTakeFirst()) ?? undefined);
    const errors = log.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 50);
    expect(errors.some((l) => l.msg.startsWith('LEDGER REFUSES TO APPEND') && l.msg.includes('leaf 20 is beyond'))).toBe(true);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'ledger.refused').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ en: expect.stringContaining('leaf 20 is beyond') });
    const sms = await t.db.selectFrom('sms_outbox').selectAll().where('purpose', '=', 'ledger-alert').execute();
    expect(sms.map((m) => m.phone).sort()).toEqual([NOTARY_PHONE, OPERATOR_PHONE]);
    expect(sms[0]!.text).toContain('平台完整性告警：存证账本检查未通过（新的存证）');
    expect(sms[0]!.text).toContain('请查看服务器日志');

    // fsck names the leaves no checkpoint covers
    expect((await fsckLedger(t.db)).problem).toEqual({
      zh: '第 20 号叶子不在任何已签名的检查点中（最新的检查点大小为 20）',
      en: 'leaf 20 is covered by no signed checkpoint (the latest is of size 20)',
    });
  });

  it('are refused again at the next start, until the rows are removed; then appends go on', async () => {
    await restart();
    expect(t.ledger.sequencer.refused?.en).toMatch(/^leaf 20 is beyond/);
    expect(await health()).toBe('degraded');
    await expect(t.ledger.sequencer.append(entry())).rejects.toBeInstanceOf(LedgerRefusedError);
    // told once an hour, not at every start: still the one message to each of the two operators
    expect(await t.db.selectFrom('sms_outbox').select('id').where('purpose', '=', 'ledger-alert').execute()).toHaveLength(2);

    await removeForged(20);
    await restart();
    expect(await health()).toBe('ok');
    const r = await t.ledger.sequencer.append(entry());
    expect(r).toMatchObject({ leafIndex: 20, treeSize: 21 });
    expect((await fsckLedger(t.db)).ok).toBe(true);
  });
});

describe('an upload while the stored leaves go beyond the signed checkpoint', () => {
  it('is refused in Chinese with nothing of it written, and new uploads are refused before any byte', async () => {
    const data = text('合同原文，之后账本被改动');
    const created = await createUpload(t.app, who.individual, data.length, { filename: '合同.txt' });
    expect(created.status).toBe(201);
    const evidenceBefore = await t.db.selectFrom('evidence').select('id').execute();
    const pointsBefore = (await t.db.selectFrom('users').select('points_cents').where('id', '=', who.individual.userId).executeTakeFirstOrThrow()).points_cents;
    const ordersBefore = await t.db.selectFrom('orders').select('id').execute();

    await forgeLeaf(await size());
    const done = await patchChunk(t.app, who.individual, created.url, 0, data);
    expect(done.status).toBe(400);
    expect(done.body).toEqual({ code: 400, msg: LEDGER_MSG.appendRefused, data: null });
    // nothing half written: no record, no charge, no order; the upload can be finished once repaired
    expect(await t.db.selectFrom('evidence').select('id').execute()).toEqual(evidenceBefore);
    expect((await t.db.selectFrom('users').select('points_cents').where('id', '=', who.individual.userId).executeTakeFirstOrThrow()).points_cents).toBe(pointsBefore);
    expect(await t.db.selectFrom('orders').select('id').execute()).toEqual(ordersBefore);
    expect(await health()).toBe('degraded');

    const next = await createUpload(t.app, who.individual, 10, { filename: '另一份.txt' });
    expect(next.status).toBe(400);
    expect(next.body).toEqual({ code: 400, msg: LEDGER_MSG.appendRefused, data: null });

    await removeForged(await size());
    await restart();
  });
});

describe('other rows the ledger did not write', () => {
  it('a changed subtree hash of the right edge: it no longer folds to the signed root (refused at start)', async () => {
    const n = await size(); // 21 = 16 + 4 + 1: the edge is nodes (4, 0), (2, 4), (0, 20)
    expect(n).toBe(21);
    const edge = await t.db.selectFrom('ledger_nodes').selectAll().where('level', '=', 2).where('node_index', '=', 4).executeTakeFirstOrThrow();
    await t.db.updateTable('ledger_nodes').set({ hash: flipHex(edge.hash, 7) }).where('level', '=', 2).where('node_index', '=', 4).execute();
    await restart();
    expect(t.ledger.sequencer.refused?.en).toBe('the stored subtree hashes do not fold to the root of the latest signed checkpoint (size 21): subtree hashes were changed');
    expect(await health()).toBe('degraded');
    await expect(t.ledger.sequencer.append(entry())).rejects.toBeInstanceOf(LedgerRefusedError);
    expect(await size()).toBe(21);
    await t.db.updateTable('ledger_nodes').set({ hash: edge.hash }).where('level', '=', 2).where('node_index', '=', 4).execute();
    await restart();
    expect(await health()).toBe('ok');
  });

  it('a node beyond the tree, without a leaf', async () => {
    await t.db.insertInto('ledger_nodes').values({ level: 1, node_index: 11, hash: 'ab'.repeat(32) }).execute();
    await expectRefused(t.ledger.sequencer.append(entry()), /^node level 1 index 11 lies beyond the tree of the latest signed checkpoint \(size 21\)/);
    expect(await size()).toBe(21);
    await t.db.deleteFrom('ledger_nodes').where('level', '=', 1).where('node_index', '=', 11).execute();
    await restart();
  });

  it('a checkpoint row signed by another key over a forged leaf', async () => {
    const n = await size();
    expect(n % 2).toBe(1);
    const forged = await forgeLeaf(n);
    // the node the forged leaf completes, and the attacker's own checkpoint over the forged tree: right size and root, wrong key
    const left = await t.db.selectFrom('ledger_leaves').select('leaf_hash').where('leaf_index', '=', n - 1).executeTakeFirstOrThrow();
    await t.db.insertInto('ledger_nodes').values({ level: 1, node_index: (n - 1) / 2, hash: toHex(nodeHash(fromHex(left.leaf_hash), fromHex(forged.hash))) }).execute();
    const root = await rootAt(n + 1, nodeSource(t.db));
    const impostor = generateSignerKey(ORIGIN);
    await t.db.insertInto('ledger_checkpoints').values({ tree_size: n + 1, root_hash: toHex(root), note: signNote(formatCheckpoint({ origin: ORIGIN, size: n + 1, rootHash: root }), impostor), created_at: Date.now() }).execute();
    await expectRefused(t.ledger.sequencer.append(entry()), /^the latest checkpoint \(size 22\) carries no valid signature by this ledger's key/);
    expect(await size()).toBe(n + 1); // the forged one; nothing signed after it
    await t.db.deleteFrom('ledger_checkpoints').where('tree_size', '=', n + 1).execute();
    await removeForged(n);
    await restart();
  });

  it('a deleted latest checkpoint: its leaves are beyond the one before', async () => {
    const n = await size();
    await t.ledger.sequencer.append(entry());
    await t.ledger.sequencer.append(entry());
    const latest = await t.db.selectFrom('ledger_checkpoints').selectAll().where('tree_size', '=', n + 2).executeTakeFirstOrThrow();
    await t.db.deleteFrom('ledger_checkpoints').where('tree_size', '=', n + 2).execute();
    await restart();
    expect(t.ledger.sequencer.refused?.en).toBe(`leaf ${n + 1} is beyond the latest signed checkpoint (size ${n + 1}): this ledger did not write it`);
    await t.db.insertInto('ledger_checkpoints').values(latest).execute();
    await restart();
    expect(await health()).toBe('ok');
    expect((await t.ledger.sequencer.append(entry())).leafIndex).toBe(n + 2);
  });
});
