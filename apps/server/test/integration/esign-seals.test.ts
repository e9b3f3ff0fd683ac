import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESIGN_MSG, ESIGN_SEAL_MSG, MSG, VerifyStatus } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { sealApi, transparentSealPng } from '../helpers/esign-seals';
import { listUsableCompanySeals, openEsignSealImage } from '../../src/services/esign/seals';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import type { BlobStore } from '../../src/providers/blob/blob-store';

/**
 * Company e-seals (issue 16 item 2): every call against every caller, the shared id rule, delete
 * keeping the file. Generation and uploads by content: esign-seals-create.test.ts.
 */
let t: TestApp;
let who: Tenants;
let api: ReturnType<typeof sealApi>;
let unverified: Caller;
let sealId: number;
let imageUrl: string;
let blobs: BlobStore;
const side = () => ({ db: t.db, blobs });

beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
  api = sealApi(t.app);
  blobs = blobStoreFromConfig(t.config);
  const made = await api.upload(who.companyMain, await transparentSealPng(), { seal_type: 'official', name: '矩阵公章' });
  expect(made.body.code, made.body.msg).toBe(200);
  sealId = made.body.data.id;
  imageUrl = made.body.data.image_url;
  // another company whose verification no longer holds (e.g. revoked by the operator)
  unverified = who.otherCompany;
});
afterAll(async () => {
  await t.close();
});

async function asUnverified<T>(run: () => Promise<T>): Promise<T> {
  await t.db.updateTable('users').set({ verify_status: VerifyStatus.reviewing }).where('id', '=', unverified.userId).execute();
  try {
    return await run();
  } finally {
    await t.db.updateTable('users').set({ verify_status: VerifyStatus.verified }).where('id', '=', unverified.userId).execute();
  }
}

type Run = (c: Caller | undefined, id: number | string) => Promise<{ status: number; body: { code: number; msg: string; data: unknown } }>;
const CALLS: Array<[string, Run]> = [
  ['sealList', (c) => api.list(c)],
  ['sealDetail', (c, id) => api.detail(c, id)],
  ['sealPreview', (c) => api.preview(c, 'official')],
  ['sealCreate generate', (c) => api.generate(c, 'contract')],
  ['sealCreate upload', async (c) => api.upload(c, await transparentSealPng())],
  ['sealSave', (c, id) => api.save(c, id, '改名', 'official')],
  ['sealDelete', (c, id) => api.del(c, id)],
  ['sealImage', async (c, id) => {
    const r = await api.image(c, `/api/ElcSign/sealImage?id=${id}`);
    return { status: r.statusCode, body: r.json() };
  }],
];
const liveRows = () => t.db.selectFrom('esign_seals').select(['id', 'name', 'seal_type', 'deleted_at']).orderBy('id').execute();

describe('company e-seals: who may call', () => {
  it('anonymous: code 408 (HTTP 401) on every call, nothing changes', async () => {
    const before = await liveRows();
    for (const [name, run] of CALLS) {
      const r = await run(undefined, sealId);
      expect(r.status, name).toBe(401);
      expect(r.body, name).toMatchObject({ code: 408, msg: MSG.sessionExpired });
    }
    expect(await liveRows()).toEqual(before);
  });

  it('an individual, a sub-account and an unverified company are each told why, nothing changes', async () => {
    const before = await liveRows();
    const cases: Array<[Caller, string]> = [
      [who.individual, ESIGN_MSG.companyOnly],
      [who.subPersonal, ESIGN_MSG.companyOnly],
      [who.companySub, ESIGN_MSG.mainAccountOnly],
    ];
    for (const [c, msg] of cases) {
      for (const [name, run] of CALLS) {
        const r = await run(c, sealId);
        expect(r.status, `${name} ${c.phone}`).toBe(400);
        expect(r.body, `${name} ${c.phone}`).toMatchObject({ code: 400, msg });
      }
    }
    await asUnverified(async () => {
      for (const [name, run] of CALLS) expect((await run(unverified, sealId)).body, name).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.companyNotVerified });
    });
    expect(await liveRows()).toEqual(before);
  });

  it("another company: the seal answers exactly like a missing one, and is not in its list", async () => {
    const before = await liveRows();
    for (const [name, run] of CALLS.filter(([n]) => ['sealDetail', 'sealSave', 'sealDelete', 'sealImage'].includes(n))) {
      const foreign = await run(who.otherCompany, sealId);
      const missing = await run(who.otherCompany, 987654321);
      expect(foreign.body, name).toEqual({ code: 400, msg: ESIGN_MSG.sealNotFound, data: null });
      expect(missing.body, name).toEqual(foreign.body);
    }
    const list = await api.list(who.otherCompany);
    expect(list.body.code).toBe(200);
    expect(list.body.data.list.map((s: { id: number }) => s.id)).not.toContain(sealId);
    expect(await liveRows()).toEqual(before);
  });

  it('image links: the owner via the signed link or the session; a changed token or another id is refused', async () => {
    const viaLink = await api.image(undefined, imageUrl);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers['content-type']).toBe('image/png');
    expect(viaLink.headers['cache-control']).toBe('private, no-store');
    const viaSession = await api.image(who.companyMain, `/api/ElcSign/sealImage?id=${sealId}`);
    expect(viaSession.rawPayload.equals(viaLink.rawPayload)).toBe(true);
    const token = decodeURIComponent(new URL(imageUrl, 'http://x').searchParams.get('token')!);
    const [body, mac] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
    const forged = `${Buffer.from(JSON.stringify({ ...claims, userId: who.otherCompany.userId }), 'utf8').toString('base64url')}.${mac}`;
    const bad = await api.image(undefined, `/api/ElcSign/sealImage?id=${sealId}&token=${encodeURIComponent(forged)}`);
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toMatchObject({ code: 403, msg: ESIGN_SEAL_MSG.imageLinkInvalid });
    const otherId = await api.image(undefined, `/api/ElcSign/sealImage?id=${sealId + 1}&token=${encodeURIComponent(token)}`);
    expect(otherId.statusCode).toBe(403);
  });

  it('ids by the shared id rule on every call that takes one', async () => {
    for (const bad of ['0', '-1', '1e1', '0x1', 'abc', '', '1.5', ' ']) {
      for (const [name, run] of CALLS.filter(([n]) => ['sealDetail', 'sealSave', 'sealDelete', 'sealImage'].includes(n))) {
        const r = await run(who.companyMain, bad);
        expect(r.body, `${name} ${JSON.stringify(bad)}`).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.idInvalid });
      }
    }
  });
});

describe('company e-seals: the main account manages them', () => {
  it('lists newest first, details, renames (audited), and the image never changes', async () => {
    const second = await api.upload(who.companyMain, await transparentSealPng(300), { seal_type: 'contract', name: '第二枚' });
    expect(second.body.code, second.body.msg).toBe(200);
    const list = await api.list(who.companyMain);
    expect(list.body.data.list.map((s: { id: number }) => s.id).slice(0, 2)).toEqual([second.body.data.id, sealId]);
    expect(list.body.data).toMatchObject({ limit: 20 });
    const detail = await api.detail(who.companyMain, sealId);
    expect(detail.body.data).toMatchObject({ id: sealId, name: '矩阵公章', seal_type: 'official', seal_type_name: '公章', source: 'uploaded', source_name: '上传图片' });
    const saved = await api.save(who.companyMain, sealId, '财务用公章', 'contract');
    expect(saved.body).toMatchObject({ code: 200, msg: ESIGN_SEAL_MSG.saved, data: { name: '财务用公章', seal_type: 'contract', sha256: detail.body.data.sha256 } });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'detail']).where('target_type', '=', 'esign_seal').where('target_id', '=', String(sealId)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['esign.seal.create', 'esign.seal.save']);
    expect(JSON.parse(audit[1]!.detail!)).toEqual({ before: { name: '矩阵公章', sealType: 'official' }, after: { name: '财务用公章', sealType: 'contract' } });
    const badName = await api.save(who.companyMain, sealId, '<script>', 'contract');
    expect(badName.body.code).toBe(400);
    const noType = await api.save(who.companyMain, sealId, '名称', 'seal');
    expect(noType.body).toMatchObject({ code: 400, msg: ESIGN_SEAL_MSG.typeRequired });
  });

  it('delete: soft, audited, the file kept; the seal leaves the list, the details and the signer side', async () => {
    expect((await listUsableCompanySeals(t.db, who.companyMain.userId)).map((s) => s.id)).toContain(sealId);
    const opened = await openEsignSealImage(side(), who.companyMain.userId, sealId);
    expect(opened.png.subarray(1, 4).toString()).toBe('PNG');
    const r = await api.del(who.companyMain, sealId);
    expect(r.body).toEqual({ code: 200, msg: ESIGN_SEAL_MSG.deleted, data: { id: sealId } });
    const row = await t.db.selectFrom('esign_seals').selectAll().where('id', '=', sealId).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(await blobs.stat(row.blob_key)).toEqual({ size: Number(row.size) });
    expect((await api.list(who.companyMain)).body.data.list.map((s: { id: number }) => s.id)).not.toContain(sealId);
    expect((await api.detail(who.companyMain, sealId)).body).toMatchObject({ code: 400, msg: ESIGN_MSG.sealNotFound });
    expect((await api.del(who.companyMain, sealId)).body).toMatchObject({ code: 400, msg: ESIGN_MSG.sealNotFound });
    expect((await api.save(who.companyMain, sealId, '复活', 'official')).body).toMatchObject({ code: 400, msg: ESIGN_MSG.sealNotFound });
    expect((await api.image(undefined, imageUrl)).json()).toMatchObject({ code: 400, msg: ESIGN_MSG.sealNotFound });
    expect((await listUsableCompanySeals(t.db, who.companyMain.userId)).map((s) => s.id)).not.toContain(sealId);
    await expect(openEsignSealImage(side(), who.companyMain.userId, sealId)).rejects.toMatchObject({ message: ESIGN_MSG.sealNotFound });
    const audit = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'esign.seal.delete').where('target_id', '=', String(sealId)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({ sha256: row.sha256 });
  });

  it('the signer side: nothing for individuals, another company or an unverified company; a changed file is refused', async () => {
    expect(await listUsableCompanySeals(t.db, who.individual.userId)).toEqual([]);
    const live = await listUsableCompanySeals(t.db, who.companyMain.userId);
    expect(live.length).toBeGreaterThan(0);
    await expect(openEsignSealImage(side(), who.otherCompany.userId, live[0]!.id)).rejects.toMatchObject({ message: ESIGN_MSG.sealNotFound });
    const row = await t.db.selectFrom('esign_seals').selectAll().where('id', '=', live[0]!.id).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ verify_status: VerifyStatus.reviewing }).where('id', '=', who.companyMain.userId).execute();
    try {
      expect(await listUsableCompanySeals(t.db, who.companyMain.userId)).toEqual([]);
      await expect(openEsignSealImage(side(), who.companyMain.userId, row.id)).rejects.toMatchObject({ message: ESIGN_MSG.sealNotFound });
    } finally {
      await t.db.updateTable('users').set({ verify_status: VerifyStatus.verified }).where('id', '=', who.companyMain.userId).execute();
    }
    await t.db.updateTable('esign_seals').set({ sha256: '0'.repeat(64) }).where('id', '=', row.id).execute();
    await expect(openEsignSealImage(side(), who.companyMain.userId, row.id)).rejects.toMatchObject({ message: ESIGN_SEAL_MSG.imageDamaged });
    await t.db.updateTable('esign_seals').set({ sha256: row.sha256 }).where('id', '=', row.id).execute();
  });
});
