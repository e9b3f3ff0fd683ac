import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_MSG, EVIDENCE_MSG, NOTARY_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { expectRefused } from '../helpers/checks';
import { putCapture } from '../helpers/captures';
import { seedRecord } from '../helpers/evidence-list-seed';
import { issueCertificateFixture } from '../helpers/notarial-certificate-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { localBlobStore } from '../../src/providers/blob/local-blob-store';
import { purgeDeletedOriginals } from '../../src/services/evidence-list/purge-deleted';

/**
 * Issue 23 item 2 (decision 684): a record the platform made for more than one party — a capture package,
 * a recorder's recording, a notarial document or certificate — cannot be deleted by its owner, and the
 * retention purge never removes a blob that a notarial order, document, capture or recording references.
 */
let t: TestApp;
let who: Tenants;
let seq = 500;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

const delData = (c: Caller, id: number) => call(t.app, 'POST', '/api/data/delData', { token: c.token, role: c.role, form: { dataId: String(id) }, ip: freshIp() });
const delPro = (c: Caller, id: number) => call(t.app, 'POST', '/api/processlist/delPro', { token: c.token, role: c.role, form: { id: String(id) }, ip: freshIp() });
const deletedAt = async (id: number) => (await t.db.selectFrom('evidence').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow()).deleted_at;
const recordingOf = (evidenceId: number, company: number) =>
  t.db.insertInto('bwc_recordings').values({ evidence_id: evidenceId, company_user_id: company, member_id: 1, member_user_id: company, device_id: 1, start_at: 1, end_at: 2, created_at: Date.now() }).execute();

describe('delData refuses a record made for more than one party', () => {
  it('a capture package: refused with captureRecord, the record stays', async () => {
    const c = await putCapture(t, who.individual, { kind: 'web', status: 'succeeded' });
    const rec = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
    await t.db.updateTable('captures').set({ evidence_id: rec.id }).where('id', '=', c.id).execute();
    expectRefused(await delData(who.individual, rec.id), EVIDENCE_MSG.captureRecord);
    expect(await deletedAt(rec.id)).toBeNull();
  });

  it('a 过程取证 (vm) recording package likewise', async () => {
    const c = await putCapture(t, who.individual, { kind: 'vm', status: 'succeeded' });
    const rec = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
    await t.db.updateTable('captures').set({ evidence_id: rec.id }).where('id', '=', c.id).execute();
    expectRefused(await delData(who.individual, rec.id), EVIDENCE_MSG.captureRecord);
    expect(await deletedAt(rec.id)).toBeNull();
  });

  it('a law-enforcement recorder recording: refused with recordingRecord for the company main account', async () => {
    const rec = await seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId });
    await recordingOf(rec.id, who.companyMain.userId);
    expectRefused(await delData(who.companyMain, rec.id), EVIDENCE_MSG.recordingRecord);
    expect(await deletedAt(rec.id)).toBeNull();
  });

  it('a notarial certificate (公证书, doc_type 6) is covered by the 公证文书 rule', async () => {
    const issued = await issueCertificateFixture(t, { accountUserId: who.individual.userId, seq: seq++ });
    expectRefused(await delData(who.individual, issued.evidenceId), NOTARY_MSG.documentRecord);
    expect(await deletedAt(issued.evidenceId)).toBeNull();
  });

  it('a plain record is still deleted', async () => {
    const rec = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
    expect((await delData(who.individual, rec.id)).body.code).toBe(200);
    expect(await deletedAt(rec.id)).not.toBeNull();
  });
});

describe('the attestation list says which records cannot be deleted (no 删除 offered for them)', () => {
  const list = (c: Caller) => call(t.app, 'GET', '/api/data/getList', { token: c.token, role: c.role, query: { page: '1', limit: '50' }, ip: freshIp() });
  it('each row carries delData\'s refusal, or null for a record that may be deleted', async () => {
    const c = await putCapture(t, who.individual, { kind: 'web', status: 'succeeded' });
    const pkg = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
    await t.db.updateTable('captures').set({ evidence_id: pkg.id }).where('id', '=', c.id).execute();
    const issued = await issueCertificateFixture(t, { accountUserId: who.individual.userId, seq: seq++ });
    const plain = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
    const res = await list(who.individual);
    expect(res.body.code).toBe(200);
    const rows = new Map<number, { deleteRefusal: string | null }>(res.body.data.list.map((r: { id: number; deleteRefusal: string | null }) => [r.id, r]));
    expect(rows.get(pkg.id)?.deleteRefusal).toBe(EVIDENCE_MSG.captureRecord);
    expect(rows.get(issued.evidenceId)?.deleteRefusal).toBe(NOTARY_MSG.documentRecord);
    expect(rows.get(plain.id)?.deleteRefusal).toBeNull();
    // what the list says is what delData does
    expectRefused(await delData(who.individual, pkg.id), rows.get(pkg.id)!.deleteRefusal!);
    expect((await delData(who.individual, plain.id)).body.code).toBe(200);
  });
});

describe('the attestation list names what the platform made (issue 24 item 8)', () => {
  const list = (c: Caller) => call(t.app, 'GET', '/api/data/getList', { token: c.token, role: c.role, query: { page: '1', limit: '50' }, ip: freshIp() });
  it('a capture package, a 公证书 and a plain upload: their product types, 系统 as creator for the company main account', async () => {
    const web = await putCapture(t, who.companyMain, { kind: 'web', status: 'succeeded' });
    const vm = await putCapture(t, who.companyMain, { kind: 'vm', status: 'succeeded' });
    const webRec = await seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId });
    const vmRec = await seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId });
    await t.db.updateTable('captures').set({ evidence_id: webRec.id }).where('id', '=', web.id).execute();
    await t.db.updateTable('captures').set({ evidence_id: vmRec.id }).where('id', '=', vm.id).execute();
    const issued = await issueCertificateFixture(t, { accountUserId: who.companyMain.userId, seq: seq++ });
    const plain = await seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId });
    const res = await list(who.companyMain);
    expect(res.body.code).toBe(200);
    type Row = { id: number; type: string; creator_name: string | null; madeBySystem: boolean };
    const rows = new Map<number, Row>(res.body.data.list.map((r: Row) => [r.id, r]));
    expect(rows.get(webRec.id)).toMatchObject({ type: '网页取证', creator_name: '系统', madeBySystem: true });
    expect(rows.get(vmRec.id)).toMatchObject({ type: '过程取证', creator_name: '系统', madeBySystem: true });
    expect(rows.get(issued.evidenceId)).toMatchObject({ type: '公证书', creator_name: '系统', madeBySystem: true });
    expect(rows.get(plain.id)).toMatchObject({ type: '自助存证', madeBySystem: false });
    expect(rows.get(plain.id)?.creator_name).not.toBe('系统');
  });
});

describe('delPro on the capture list', () => {
  it('refuses a capture that preserved its package and still hides a failed one (nothing preserved)', async () => {
    const ok = await putCapture(t, who.individual, { kind: 'ott', status: 'succeeded' });
    const rec = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
    await t.db.updateTable('captures').set({ evidence_id: rec.id }).where('id', '=', ok.id).execute();
    expectRefused(await delPro(who.individual, Number(ok.id)), CAPTURE_MSG.packageNoDelete);
    expect((await t.db.selectFrom('captures').select('deleted_at').where('id', '=', ok.id).executeTakeFirstOrThrow()).deleted_at).toBeNull();
    const failed = await putCapture(t, who.individual, { kind: 'web', status: 'failed' });
    expect((await delPro(who.individual, Number(failed.id))).body.code).toBe(200);
  });
});

describe('the retention purge keeps what an order, document, capture or recording references (failed on 59a9f86: its purge asked only about other evidence rows)', () => {
  const blobs = () => localBlobStore(path.join(t.dataDir, 'blobs'));
  /** a record with a stored original, deleted before the refusals existed, retention over */
  async function deletedRecord(owner: number, name: string) {
    const key = `evidence/test/${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await blobs().put(key, Readable.from([Buffer.from(name)]));
    const rec = await seedRecord(t, { ownerUserId: owner, creatorUserId: owner, blobKey: key });
    const now = Date.now();
    await t.db.updateTable('evidence').set({ deleted_at: now - 10, blob_purge_after: now - 1 }).where('id', '=', rec.id).execute();
    return { id: rec.id, key, size: Buffer.byteLength(name) };
  }
  async function expectKept(r: { id: number; key: string; size: number }) {
    await purgeDeletedOriginals(t.db, blobs(), Date.now());
    expect(await blobs().stat(r.key)).toEqual({ size: r.size });
    expect(await t.db.selectFrom('evidence').select(['blob_key', 'blob_removed_at']).where('id', '=', r.id).executeTakeFirstOrThrow()).toEqual({ blob_key: r.key, blob_removed_at: null });
  }

  it('a notarial order item (any order status)', async () => {
    const issued = await issueCertificateFixture(t, { accountUserId: who.individual.userId, seq: seq++ });
    const r = await deletedRecord(who.individual.userId, 'order-item');
    await t.db.insertInto('notary_order_items').values({ notary_order_id: issued.notaryOrderId, evidence_id: r.id, position: 99, check_result: 'ok', checked_at: Date.now() }).execute();
    await expectKept(r);
  });

  it('a notarial document naming the record', async () => {
    const issued = await issueCertificateFixture(t, { accountUserId: who.individual.userId, seq: seq++ });
    const r = await deletedRecord(who.individual.userId, 'notary-document');
    await t.db.updateTable('notary_documents').set({ evidence_id: r.id, blob_key: r.key }).where('notary_order_id', '=', issued.notaryOrderId).execute();
    await expectKept(r);
  });

  it('a capture package', async () => {
    const c = await putCapture(t, who.individual, { kind: 'web', status: 'succeeded' });
    const r = await deletedRecord(who.individual.userId, 'capture-package');
    await t.db.updateTable('captures').set({ evidence_id: r.id }).where('id', '=', c.id).execute();
    await expectKept(r);
  });

  it('a recorder recording', async () => {
    const r = await deletedRecord(who.companyMain.userId, 'recording');
    await recordingOf(r.id, who.companyMain.userId);
    await expectKept(r);
  });

  it('an unreferenced deleted record is still removed', async () => {
    const r = await deletedRecord(who.individual.userId, 'plain');
    const now = Date.now();
    await purgeDeletedOriginals(t.db, blobs(), now);
    expect(await blobs().stat(r.key)).toBeNull();
  });
});
