import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAF_KEYS, leafHashOfEntry, toHex, validateLeafEntry, type LeafEntry } from '@evidence/ledger';
import { localBlobStore } from '../../src/providers/blob/local-blob-store';
import { BlobMissingError } from '../../src/providers/blob/blob-store';
import { completeEvidence, finishPendingEvidence, recordEvidence, type NewEvidence } from '../../src/services/evidence/record-evidence';
import { ownerCommitment } from '../../src/ledger/owner-commitment';
import { fsckLedger } from '../../src/ledger/fsck';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';

let t: TestApp;
let who: Tenants;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
});
afterAll(async () => t?.close());

const hex = (alg: string, s: string) => createHash(alg).update(s).digest('hex');
const input = (over: Partial<NewEvidence> = {}): NewEvidence => ({
  ownerUserId: who.companyMain.userId, creatorUserId: who.companySub.userId, fileName: '合同.pdf', title: '合同.pdf', label: '合同',
  fileType: 1, productType: 1, mime: 'application/pdf', size: 5, sha256: hex('sha256', 'hello'), sm3: hex('sm3', 'hello'), blobKey: 'evidence/test/a', ...over,
});

describe('recording evidence', () => {
  it('writes the row, appends its leaf, and marks it 已上传', async () => {
    const row = await recordEvidence(t.db, t.ledger, input(), '10.0.0.1');
    expect(row.status).toBe('uploaded');
    expect(row.evidence_no).toMatch(/^\d{18}$/);
    expect(typeof row.evidence_no).toBe('string');
    const leaf = await t.db.selectFrom('ledger_leaves').selectAll().where('leaf_index', '=', row.leaf_index!).executeTakeFirstOrThrow();
    expect(leaf.leaf_hash).toBe(row.leaf_hash);
    expect(leaf.entry).toBe(row.leaf_entry);
    const entry = validateLeafEntry(JSON.parse(leaf.entry));
    // the leaf names no one: only the salted commitment, which the stored salt opens
    expect(Object.keys(JSON.parse(leaf.entry) as object).sort()).toEqual([...LEAF_KEYS].sort());
    expect(entry.ownerCommitment).toBe(ownerCommitment(who.companyMain.userId, row.owner_salt));
    expect(entry).toMatchObject({ evidenceNo: row.evidence_no, sha256: row.sha256, sm3: row.sm3, size: 5, savedAt: new Date(row.saved_at).toISOString() });
    const custody = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', row.id).execute();
    expect(custody.map((c) => c.action)).toEqual(['saved']);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'evidence.save').where('target_id', '=', String(row.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it('gives the same file twice two records with their own numbers and leaves', async () => {
    const [a, b] = await Promise.all([recordEvidence(t.db, t.ledger, input(), null), recordEvidence(t.db, t.ledger, input(), null)]);
    expect(a!.sha256).toBe(b!.sha256);
    expect(a!.evidence_no).not.toBe(b!.evidence_no);
    expect(a!.leaf_index).not.toBe(b!.leaf_index);
  });

  it('completes a row a crash left 上传中, once, and fsck agrees', async () => {
    const row = await recordEvidence(t.db, t.ledger, input(), null);
    // as if the process died after the append, before the row was updated: and one before the append
    await t.db.updateTable('evidence').set({ status: 'uploading', leaf_index: null, updated_at: 0 }).where('id', '=', row.id).execute();
    const entry = row.leaf_entry.replace(row.evidence_no, '209912310000000001');
    const { id: _id, ...copy } = row;
    const fresh = await t.db.insertInto('evidence').values({ ...copy, evidence_no: '209912310000000001', leaf_entry: entry, leaf_hash: toHex(leafHashOfEntry(JSON.parse(entry) as LeafEntry)), status: 'uploading', leaf_index: null, updated_at: 0 }).returningAll().executeTakeFirstOrThrow();
    const leavesBefore = Number((await t.db.selectFrom('ledger_leaves').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await finishPendingEvidence(t.db, t.ledger)).toBe(2);
    const after = await t.db.selectFrom('evidence').selectAll().where('id', 'in', [row.id, fresh.id]).orderBy('id').execute();
    expect(after.map((r) => r.status)).toEqual(['uploaded', 'uploaded']);
    expect(after[0]!.leaf_index).toBe(row.leaf_index); // found its leaf, appended nothing
    const appended = await t.db.selectFrom('ledger_leaves').selectAll().where('leaf_index', '=', after[1]!.leaf_index!).executeTakeFirstOrThrow();
    expect(appended).toMatchObject({ entry, leaf_hash: after[1]!.leaf_hash });
    const leavesAfter = Number((await t.db.selectFrom('ledger_leaves').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(leavesAfter).toBe(leavesBefore + 1);
    expect(await finishPendingEvidence(t.db, t.ledger)).toBe(0);
    expect((await fsckLedger(t.db)).ok).toBe(true);
    // a second completion of an already complete row changes nothing
    expect((await completeEvidence(t.db, t.ledger, after[0]!)).leaf_index).toBe(row.leaf_index);
  });

  it('leaves young pending rows to the process that is finishing them', async () => {
    const row = await recordEvidence(t.db, t.ledger, input(), null);
    await t.db.updateTable('evidence').set({ status: 'uploading', leaf_index: null, updated_at: Date.now() }).where('id', '=', row.id).execute();
    expect(await finishPendingEvidence(t.db, t.ledger)).toBe(0);
    expect(await finishPendingEvidence(t.db, t.ledger, Date.now() + 120_000)).toBe(1);
  });
});

describe('the local blob store', () => {
  const root = () => path.join(t.dataDir, 'blobs-test');

  it('stores, reads (whole and ranges), sizes and deletes', async () => {
    const store = localBlobStore(root());
    expect(await store.put('evidence/2026/a.bin', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect(await store.stat('evidence/2026/a.bin')).toEqual({ size: 11 });
    const read = async (r: Readable) => Buffer.concat(await r.toArray()).toString();
    expect(await read(await store.get('evidence/2026/a.bin'))).toBe('hello world');
    expect(await read(await store.get('evidence/2026/a.bin', { start: 6, end: 10 }))).toBe('world');
    await store.delete('evidence/2026/a.bin');
    expect(await store.stat('evidence/2026/a.bin')).toBeNull();
    await expect(store.get('evidence/2026/a.bin')).rejects.toBeInstanceOf(BlobMissingError);
  });

  it('leaves nothing under the key when the stream fails', async () => {
    const store = localBlobStore(root());
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.put('evidence/2026/b.bin', failing)).rejects.toThrow('connection reset');
    expect(await store.stat('evidence/2026/b.bin')).toBeNull();
    expect(fs.readdirSync(path.join(root(), 'evidence', '2026')).filter((f) => f.startsWith('b.bin'))).toEqual([]);
  });

  it.each(['../x', '/etc/passwd', 'a/../../b', 'A/b', 'a//b', '', 'a/./b'])('refuses the key %j', async (key) => {
    await expect(localBlobStore(root()).put(key, Readable.from([]))).rejects.toThrow('invalid blob key');
  });
});
