import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_LIST_MSG, EVIDENCE_MSG } from '@evidence/shared/constants';
import { fsckLedger } from '../../src/ledger/fsck';
import { localBlobStore } from '../../src/providers/blob/local-blob-store';
import { purgeDeletedOriginals } from '../../src/services/evidence-list/purge-deleted';
import { call } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

let t: TestApp;
let who: Tenants;
const DAY_MS = 86_400_000;
const blobs = () => localBlobStore(path.join(t.dataDir, 'blobs'));

// a retention other than the default, to show the setting is used
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', EVIDENCE_RETENTION_DAYS: '7' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

const del = (c: Caller | null, dataId: string) => call(t.app, 'POST', '/api/data/delData', { ...(c ? { token: c.token, role: c.role } : {}), form: { dataId } });
const row = (id: number) => t.db.selectFrom('evidence').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const companyRecord = () => seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companySub.userId, title: '成员上传.pdf' });

describe('POST /api/data/delData', () => {
  it('refuses everyone but the owner, and changes nothing when it refuses', async () => {
    const rec = await companyRecord();
    const notFound = { code: 400, msg: EVIDENCE_MSG.notFound, data: null };
    const anon = await del(null, String(rec.id));
    expect([anon.status, anon.body.code]).toEqual([401, 408]);
    // the sub-account that uploaded it still may not delete it: refused by the server, not only hidden
    expect((await del(who.companySub, String(rec.id))).body).toEqual({ code: 400, msg: EVIDENCE_MSG.subAccountNoDelete, data: null });
    // another tenant's id answers exactly like a missing one
    expect((await del(who.otherCompany, String(rec.id))).body).toEqual(notFound);
    expect((await del(who.individual, String(rec.id))).body).toEqual(notFound);
    expect((await del(who.subPersonal, String(rec.id))).body).toEqual(notFound);
    expect((await del(who.companyMain, '999999999')).body).toEqual(notFound);
    const after = await row(rec.id);
    expect([after.deleted_at, after.deleted_by, after.blob_purge_after]).toEqual([null, null, null]);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'evidence.delete').where('target_id', '=', String(rec.id)).execute()).toEqual([]);
  });

  it('lets the company main account delete a member’s record: hidden at once, kept for the retention, written down', async () => {
    const rec = await companyRecord();
    const before = Date.now();
    const a = await del(who.companyMain, String(rec.id));
    expect(a.body).toEqual({ code: 200, msg: EVIDENCE_MSG.deleted, data: null });
    const after = await row(rec.id);
    expect(after.deleted_by).toBe(who.companyMain.userId);
    expect(after.deleted_at).toBeGreaterThanOrEqual(before);
    expect(after.blob_purge_after).toBe(after.deleted_at! + 7 * DAY_MS);
    expect(after.blob_removed_at).toBeNull();
    const custody = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', rec.id).orderBy('id').execute();
    expect(custody.map((c) => [c.action, c.actor_type, c.actor_id])).toEqual([
      ['saved', 'user', who.companySub.userId],
      ['deleted', 'user', who.companyMain.userId],
    ]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'evidence.delete').where('target_id', '=', String(rec.id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_type: 'user', actor_id: who.companyMain.userId, target_type: 'evidence' });
    expect(JSON.parse(audit[0]!.detail!)).toMatchObject({ evidenceNo: rec.evidence_no });
    // gone from both lists and their counts; a second delete answers like a missing record
    for (const c of [who.companyMain, who.companySub]) {
      const plain = await call(t.app, 'GET', '/api/data/getList', { token: c.token, role: c.role, query: { type: '1' } });
      const counted = await call(t.app, 'GET', '/api/data/getList', { token: c.token, role: c.role, query: { type: '1', startTime: '0' } });
      expect(plain.body.data.count).toBe(counted.body.data.count);
      expect(plain.body.data.list.map((x: { id: number }) => x.id)).not.toContain(rec.id);
    }
    for (const c of [who.companyMain, who.companySub]) {
      const l = await call(t.app, 'GET', '/api/data/getList', { token: c.token, role: c.role, query: { keyword: rec.evidence_no } });
      expect(l.body.data.count).toBe(0);
    }
    expect((await del(who.companyMain, String(rec.id))).body).toEqual({ code: 400, msg: EVIDENCE_MSG.notFound, data: null });
  });

  it('lets an individual delete its own record (JSON body too)', async () => {
    const rec = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
    const a = await call(t.app, 'POST', '/api/data/delData', { token: who.individual.token, role: '1', json: { dataId: rec.id } });
    expect(a.body.code).toBe(200);
    expect((await row(rec.id)).deleted_by).toBe(who.individual.userId);
  });

  it.each(['', 'abc', '0', '-1', '1.5', '1e3x', '99999999999999999999'])('refuses dataId %j with a clear message', async (dataId) => {
    const a = await del(who.companyMain, dataId);
    expect(a.status).toBe(400);
    expect(a.body).toEqual({ code: 400, msg: EVIDENCE_LIST_MSG.badDataId, data: null });
  });

  it('refuses a missing dataId, and a sub-account before it looks at the body', async () => {
    const a = await call(t.app, 'POST', '/api/data/delData', { token: who.companyMain.token, role: '1', form: {} });
    expect(a.body).toEqual({ code: 400, msg: EVIDENCE_LIST_MSG.badDataId, data: null });
    expect((await del(who.companySub, 'abc')).body.msg).toBe(EVIDENCE_MSG.subAccountNoDelete);
  });
});

describe('removal of deleted originals', () => {
  it('removes the original after the retention, keeps the row and its ledger leaf, and fsck passes', async () => {
    const key = `evidence/test/purge-${Date.now()}`;
    await blobs().put(key, Readable.from([Buffer.from('original bytes')]));
    const rec = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId, blobKey: key });
    const leafBefore = await t.db.selectFrom('ledger_leaves').selectAll().where('leaf_index', '=', rec.leaf_index!).executeTakeFirstOrThrow();
    expect((await del(who.individual, String(rec.id))).body.code).toBe(200);
    const deleted = await row(rec.id);

    // not yet due (records deleted by earlier tests are, and go): this one stays
    await purgeDeletedOriginals(t.db, blobs(), deleted.blob_purge_after! - 1);
    expect(await blobs().stat(key)).toEqual({ size: 14 });
    expect((await row(rec.id)).blob_removed_at).toBeNull();

    const due = deleted.blob_purge_after! + 1;
    expect(await purgeDeletedOriginals(t.db, blobs(), due)).toEqual({ removed: 1, released: 0, failed: 0 });
    expect(await blobs().stat(key)).toBeNull();
    const purged = await row(rec.id);
    expect(purged.blob_removed_at).toBe(due);
    expect(purged.blob_key).toBeNull();
    expect(purged.leaf_hash).toBe(rec.leaf_hash);
    const leafAfter = await t.db.selectFrom('ledger_leaves').selectAll().where('leaf_index', '=', rec.leaf_index!).executeTakeFirstOrThrow();
    expect(leafAfter).toEqual(leafBefore);
    const custody = await t.db.selectFrom('evidence_custody').select(['action', 'actor_type']).where('evidence_id', '=', rec.id).orderBy('id').execute();
    expect(custody.map((c) => c.action)).toEqual(['saved', 'deleted', 'blob_removed']);
    expect(custody[2]!.actor_type).toBe('system');
    expect(await t.db.selectFrom('audit_log').select('actor_type').where('action', '=', 'evidence.blob_remove').where('target_id', '=', String(rec.id)).execute()).toEqual([{ actor_type: 'system' }]);
    // a second run finds nothing more to do
    expect(await purgeDeletedOriginals(t.db, blobs(), due)).toEqual({ removed: 0, released: 0, failed: 0 });
    await t.ledger.sequencer.flush();
    const fsck = await fsckLedger(t.db);
    expect(fsck.ok).toBe(true);
  });

  it('never removes bytes another live record still uses', async () => {
    const key = `evidence/test/shared-${Date.now()}`;
    await blobs().put(key, Readable.from([Buffer.from('shared')]));
    const a = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId, blobKey: key });
    const b = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId, blobKey: key });
    expect((await del(who.individual, String(a.id))).body.code).toBe(200);
    const due = (await row(a.id)).blob_purge_after! + 1;
    const first = await purgeDeletedOriginals(t.db, blobs(), due);
    expect(first.released).toBe(1);
    expect(await blobs().stat(key)).toEqual({ size: 6 });
    expect((await row(a.id)).blob_removed_at).toBe(due);
    // once the last record using them is deleted and due, the bytes go
    expect((await del(who.individual, String(b.id))).body.code).toBe(200);
    const due2 = (await row(b.id)).blob_purge_after! + 1;
    expect(await purgeDeletedOriginals(t.db, blobs(), due2)).toEqual({ removed: 1, released: 0, failed: 0 });
    expect(await blobs().stat(key)).toBeNull();
  });

  it('runs by itself when the server starts (and then on its interval)', async () => {
    const key = `evidence/test/at-start-${Date.now()}`;
    await blobs().put(key, Readable.from([Buffer.from('x')]));
    const rec = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId, blobKey: key });
    expect((await del(who.individual, String(rec.id))).body.code).toBe(200);
    // the retention is over (as if 7 days went by); the restarted server's first run removes it
    await t.db.updateTable('evidence').set({ blob_purge_after: Date.now() - 1 }).where('id', '=', rec.id).execute();
    t = await t.restart();
    await expect.poll(async () => (await row(rec.id)).blob_removed_at, { timeout: 5000 }).not.toBeNull();
    expect(await blobs().stat(key)).toBeNull();
  });
});
