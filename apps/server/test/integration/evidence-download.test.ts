import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_MSG, EVIDENCE_MSG } from '@evidence/shared/constants';
import { loadDownloadSecret, signDownload } from '../../src/services/downloads/signed-url';
import { downloadUrl } from '../../src/services/downloads/download-urls';
import { call, freshIp } from '../helpers/api';
import { blobPath, dispositionName, makeRecord } from '../helpers/evidence-download';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

let t: TestApp;
let who: Tenants;
let secret: Buffer;
type Rec = Awaited<ReturnType<typeof makeRecord>>;
let bySub: Rec; // the company's, created by its sub-account
let byMain: Rec; // the company's, created by the main account
let individual: Rec;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  secret = loadDownloadSecret(t.dataDir, undefined);
  const company = who.companyMain.userId;
  bySub = await makeRecord(t, { owner: company, creator: who.companySub.userId, fileName: '合同（最终版） 2024.pdf', content: '%PDF-1.4 sub' });
  byMain = await makeRecord(t, { owner: company, creator: company, fileName: '现场照片.jpg', content: 'jpeg bytes', mime: 'image/jpeg' });
  individual = await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: '个人证据.txt', content: '个人的文件', mime: 'text/plain' });
});
afterAll(async () => t?.close());

const batch = (c: Caller | null, dataIdStr: string | undefined) =>
  call(t.app, 'POST', '/api/data/downloadBatch', { ...(c ? { token: c.token, role: c.role } : {}), form: dataIdStr === undefined ? {} : { dataIdStr }, ip: freshIp() });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
const custody = (id: number, action: string) => t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', id).where('action', '=', action).execute();

describe('downloadBatch: who may download what', () => {
  it('refuses an anonymous caller with the session code', async () => {
    const r = await batch(null, String(bySub.id));
    expect(r.status).toBe(401);
    expect(r.body.code).toBe(408);
  });

  it('gives the company main account every record of the company, members’ uploads included', async () => {
    const r = await batch(who.companyMain, `${bySub.id},${byMain.id},${individual.id}`);
    expect(r.body.code).toBe(200);
    expect(r.body.data.files.map((f: { id: number }) => f.id)).toEqual([bySub.id, byMain.id]);
    expect(r.body.data.urls).toEqual(r.body.data.files.map((f: { url: string }) => f.url));
    // another tenant's id answers exactly like one that does not exist
    expect(r.body.data.refused).toEqual([{ id: individual.id, evidenceNo: null, fileName: null, reason: 'notFound', msg: EVIDENCE_MSG.notFound }]);
    expect(r.body.data.files[0]).toMatchObject({ evidenceNo: bySub.evidence_no, fileName: bySub.file_name, size: bySub.content.length });
    expect(r.body.data.files[0].url).toMatch(/^\/api\/download\/original\/[\w-]+\.[\w-]+$/);
  });

  it('gives a sub-account only what it created for the company', async () => {
    const r = await batch(who.companySub, `${bySub.id},${byMain.id}`);
    expect(r.body.data.files.map((f: { id: number }) => f.id)).toEqual([bySub.id]);
    expect(r.body.data.refused.map((x: { id: number; reason: string }) => [x.id, x.reason])).toEqual([[byMain.id, 'notFound']]);
  });

  it('answers 无下载文件 to another company and to the sub-account in its personal role', async () => {
    const missing = 9_999_999;
    for (const c of [who.otherCompany, who.subPersonal, who.individual]) {
      const r = await batch(c, `${bySub.id},${byMain.id},${missing}`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 400, msg: EVIDENCE_MSG.noDownloadFiles });
      expect(r.body.data.refused.every((x: { reason: string; evidenceNo: string | null }) => x.reason === 'notFound' && x.evidenceNo === null)).toBe(true);
    }
    expect((await batch(who.individual, String(individual.id))).body.data.files).toHaveLength(1);
  });

  it('validates dataIdStr with the specification’s messages', async () => {
    expect((await batch(who.companyMain, undefined)).body).toMatchObject({ code: 400, msg: EVIDENCE_MSG.selectToDownload });
    expect((await batch(who.companyMain, '')).body).toMatchObject({ code: 400, msg: EVIDENCE_MSG.selectToDownload });
    expect((await batch(who.companyMain, ' , ,')).body).toMatchObject({ code: 400, msg: EVIDENCE_MSG.selectToDownload });
    for (const bad of ['abc', '1;2', '-1', '0', '1.5', '1e3', `${bySub.id},x`, '12345678901234567890']) {
      expect((await batch(who.companyMain, bad)).body, bad).toMatchObject({ code: 400, msg: EVIDENCE_MSG.badIds });
    }
    const many = Array.from({ length: 1001 }, (_, i) => i + 5_000_000).join(',');
    expect((await batch(who.companyMain, many)).body).toMatchObject({ code: 400, msg: EVIDENCE_MSG.tooManyIds });
    // duplicates count once: 1,000 distinct ids plus repeats is fine
    const thousand = `${Array.from({ length: 1000 }, (_, i) => i + 5_000_000).join(',')},5000000,5000001`;
    expect((await batch(who.companyMain, thousand)).body.msg).toBe(EVIDENCE_MSG.noDownloadFiles);
    // one JSON number is a list of one (the shared id rule, issue 14); anything else that is no id is refused
    const json = await call(t.app, 'POST', '/api/data/downloadBatch', { token: who.companyMain.token, json: { dataIdStr: 9_000_000 }, ip: freshIp() });
    expect(json.body).toMatchObject({ code: 400, msg: EVIDENCE_MSG.noDownloadFiles });
    for (const bad of [true, ['12'], 1.5, -3]) {
      const r = await call(t.app, 'POST', '/api/data/downloadBatch', { token: who.companyMain.token, json: { dataIdStr: bad }, ip: freshIp() });
      expect(r.body, JSON.stringify(bad)).toMatchObject({ code: 400, msg: EVIDENCE_MSG.badIds });
    }
  });

  it('explains rows still 上传中 and rows 证据缺失, and hands out no URL for them', async () => {
    const up = await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: '上传中.pdf', content: 'u' });
    const gone = await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: '缺失.pdf', content: 'g' });
    await t.db.updateTable('evidence').set({ status: 'uploading' }).where('id', '=', up.id).execute();
    await t.db.updateTable('evidence').set({ status: 'missing' }).where('id', '=', gone.id).execute();
    const r = await batch(who.individual, `${up.id},${gone.id}`);
    expect(r.body.msg).toBe(EVIDENCE_MSG.noDownloadFiles);
    expect(r.body.data.refused).toEqual([
      { id: up.id, evidenceNo: up.evidence_no, fileName: '上传中.pdf', reason: 'uploading', msg: EVIDENCE_MSG.stillUploading },
      { id: gone.id, evidenceNo: gone.evidence_no, fileName: '缺失.pdf', reason: 'missing', msg: EVIDENCE_MSG.missingNoDownload },
    ]);
    const mixed = await batch(who.individual, `${up.id},${individual.id}`);
    expect(mixed.body.data.files.map((f: { id: number }) => f.id)).toEqual([individual.id]);
  });

  it('finds an original gone from the store: marks the record 证据缺失 and refuses it', async () => {
    const r0 = await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: '将丢失.pdf', content: 'soon gone' });
    fs.rmSync(blobPath(t, r0.blob_key!));
    const r = await batch(who.individual, `${r0.id},${individual.id}`);
    expect(r.body.data.refused).toEqual([{ id: r0.id, evidenceNo: r0.evidence_no, fileName: '将丢失.pdf', reason: 'missing', msg: EVIDENCE_MSG.missingNoDownload }]);
    const row = await t.db.selectFrom('evidence').selectAll().where('id', '=', r0.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('missing');
    const found = await custody(r0.id, 'found_missing');
    expect(found).toHaveLength(1);
    expect(JSON.parse(found[0]!.detail!)).toEqual({ foundBy: 'download_batch', problem: 'blob_absent' });
    // found once: asking again changes nothing
    await batch(who.individual, String(r0.id));
    expect(await custody(r0.id, 'found_missing')).toHaveLength(1);
  });
});

describe('GET /api/download/original/:token', () => {
  const urlFor = async (c: Caller, id: number) => {
    const r = await batch(c, String(id));
    expect(r.body.code).toBe(200);
    return r.body.data.urls[0] as string;
  };

  it('streams the original with its length, type and Chinese name (RFC 6266), and logs the download', async () => {
    const url = await urlFor(who.companySub, bySub.id);
    const before = (await custody(bySub.id, 'download_original')).length;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bySub.content)).toBe(true);
    expect(res.headers['content-length']).toBe(String(bySub.content.length));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(dispositionName(res.headers['content-disposition'] as string)).toBe('合同（最终版） 2024.pdf');
    const logged = await custody(bySub.id, 'download_original');
    expect(logged).toHaveLength(before + 1);
    expect(logged.at(-1)).toMatchObject({ actor_type: 'user', actor_id: who.companySub.userId });
    expect(JSON.parse(logged.at(-1)!.detail!)).toEqual({ via: 'owner' });
  });

  it('is not compressed even when the browser accepts gzip', async () => {
    const url = await urlFor(who.individual, individual.id);
    const res = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.toString('utf8')).toBe('个人的文件');
  });

  it('honours one byte range (206) and logs a resumed download once', async () => {
    const url = await urlFor(who.individual, individual.id);
    const before = (await custody(individual.id, 'download_original')).length;
    const part = await get(url, { range: 'bytes=3-5' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(individual.content.subarray(3, 6))).toBe(true);
    expect(part.headers['content-range']).toBe(`bytes 3-5/${individual.content.length}`);
    expect((await custody(individual.id, 'download_original')).length).toBe(before);
    const bad = await get(url, { range: 'bytes=999-' });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${individual.content.length}`);
  });

  it('refuses a changed token (403), another kind’s token (403) and an expired one (410), in Chinese', async () => {
    const url = await urlFor(who.individual, individual.id);
    const token = url.split('/').at(-1)!;
    const [body, mac] = token.split('.') as [string, string];
    const changedMac = `${body}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const otherId = `${Buffer.from(JSON.stringify({ ...grant, id: String(bySub.id) })).toString('base64url')}.${mac}`;
    for (const bad of [changedMac, otherId, 'garbage', 'a.b', `${body}.`]) {
      const res = await get(`/api/download/original/${bad}`);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: DOWNLOAD_MSG.linkInvalid, data: null });
    }
    const zipKind = downloadUrl({ secret, ttlMs: 60_000 }, 'zip', individual.id, { userId: who.individual.userId, via: 'owner' });
    const asOriginal = await get(`/api/download/original/${zipKind.split('/').at(-1)}`);
    expect(asOriginal.statusCode).toBe(403);
    const expired = signDownload(secret, { kind: 'original', id: String(individual.id), userId: who.individual.userId, exp: Date.now() - 1, via: 'owner' });
    const late = await get(`/api/download/original/${expired}`);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ code: 410, msg: DOWNLOAD_MSG.linkExpired, data: null });
  });

  it('refuses a record deleted, still 上传中 or 证据缺失 since the URL was given', async () => {
    const r0 = await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: 'x.pdf', content: 'x' });
    const url = await urlFor(who.individual, r0.id);
    await t.db.updateTable('evidence').set({ status: 'uploading' }).where('id', '=', r0.id).execute();
    expect((await get(url)).json()).toMatchObject({ code: 400, msg: EVIDENCE_MSG.stillUploading });
    await t.db.updateTable('evidence').set({ status: 'missing' }).where('id', '=', r0.id).execute();
    expect((await get(url)).json()).toMatchObject({ code: 400, msg: EVIDENCE_MSG.missingNoDownload });
    await t.db.updateTable('evidence').set({ status: 'uploaded', deleted_at: Date.now() }).where('id', '=', r0.id).execute();
    const gone = await get(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 404, msg: EVIDENCE_MSG.notFound });
    expect(await custody(r0.id, 'download_original')).toHaveLength(0);
  });

  it('marks the record 证据缺失 when its original vanished after the URL was given', async () => {
    const r0 = await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: '消失.pdf', content: 'vanishing' });
    const url = await urlFor(who.individual, r0.id);
    fs.rmSync(blobPath(t, r0.blob_key!));
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: EVIDENCE_MSG.missingNoDownload });
    expect((await t.db.selectFrom('evidence').select('status').where('id', '=', r0.id).executeTakeFirstOrThrow()).status).toBe('missing');
    const found = await custody(r0.id, 'found_missing');
    expect(found.map((c) => [c.actor_type, JSON.parse(c.detail!)])).toEqual([['system', { foundBy: 'download_original', problem: 'blob_absent' }]]);
    expect(await custody(r0.id, 'download_original')).toHaveLength(0);
  });

  it('treats an original of another size than preserved as missing', async () => {
    const r0 = await makeRecord(t, { owner: who.individual.userId, creator: who.individual.userId, fileName: '被改.pdf', content: 'original' });
    const url = await urlFor(who.individual, r0.id);
    fs.writeFileSync(blobPath(t, r0.blob_key!), 'changed and longer');
    expect((await get(url)).json()).toMatchObject({ code: 400, msg: EVIDENCE_MSG.missingNoDownload });
    expect(JSON.parse((await custody(r0.id, 'found_missing'))[0]!.detail!)).toMatchObject({ problem: 'size_mismatch' });
  });

  it('logs a visitor for a token issued without an account (extraction code)', async () => {
    const url = downloadUrl({ secret, ttlMs: 60_000 }, 'original', byMain.id, { userId: null, via: 'code' });
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(dispositionName(res.headers['content-disposition'] as string)).toBe('现场照片.jpg');
    const logged = await custody(byMain.id, 'download_original');
    expect(logged.at(-1)).toMatchObject({ actor_type: 'visitor', actor_id: null });
    expect(JSON.parse(logged.at(-1)!.detail!)).toEqual({ via: 'code' });
  });
});
