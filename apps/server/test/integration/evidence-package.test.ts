import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { CERT_MSG, DOWNLOAD_MSG, EVIDENCE_MSG } from '@evidence/shared/constants';
import { parseProofBundle } from '@evidence/ledger';
import { downloadUrl } from '../../src/services/downloads/download-urls';
import { loadDownloadSecret, signDownload } from '../../src/services/downloads/signed-url';
import type { Evidence } from '../../src/db/schema';
import { call, freshIp } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { removeOriginal, storeRecord } from '../helpers/certificate/records';
import { runVerify, verifyInProcess } from '../helpers/verify/run-verify';
import { writeZip } from '../helpers/verify/write-zip';

let t: TestApp;
let who: Tenants;
let secret: Buffer;
let bySub: Evidence;
let byMain: Evidence;
const ORIGINAL = Buffer.from('合同正文：甲方与乙方于2026年11月22日签订。\n'.repeat(50), 'utf8');

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  secret = loadDownloadSecret(t.dataDir, undefined);
  const company = who.companyMain.userId;
  bySub = await storeRecord(t, { ownerUserId: company, creatorUserId: who.companySub.userId }, ORIGINAL, { fileName: '购销合同（终稿）.txt' });
  byMain = await storeRecord(t, { ownerUserId: company, creatorUserId: company }, 'by main');
});
afterAll(async () => t?.close());

const downBaoquan = (dataId: number | string, c?: Caller, method: 'GET' | 'POST' = 'POST') =>
  call<{ downUrl: string }>(t.app, method, '/api/data/downBaoquan', {
    ...(method === 'POST' ? { form: { dataId: String(dataId) } } : { query: { dataId: String(dataId) } }),
    ip: freshIp(),
    ...(c ? { token: c.token, role: c.role } : {}),
  });

async function entries(zip: Buffer): Promise<Map<string, Buffer>> {
  const z = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const e of z.eachEntry()) out.set(e.fileName, Buffer.concat(await (await z.openReadStreamPromise(e)).toArray()));
  z.close();
  return out;
}

describe('/api/data/downBaoquan: only the verified owner gets a package URL', () => {
  it.each([
    ['the company main account, for a member\'s upload', 'companyMain', 'bySub'],
    ['the sub-account, for its own upload', 'companySub', 'bySub'],
    ['the company main account, for its own upload', 'companyMain', 'byMain'],
  ] as const)('gives %s a signed package URL', async (_n, caller, record) => {
    const row = record === 'bySub' ? bySub : byMain;
    const r = await downBaoquan(row.id, who[caller]);
    expect(r.body.code).toBe(200);
    expect(r.body.data.downUrl).toMatch(/^\/api\/download\/package\/[\w-]+\.[\w-]+$/);
  });

  it.each([
    ['the sub-account, for the main account\'s upload', 'companySub', 'byMain'],
    ['the same person in the personal role', 'subPersonal', 'bySub'],
    ['another company', 'otherCompany', 'bySub'],
    ['an individual', 'individual', 'bySub'],
  ] as const)('answers %s exactly like a missing record', async (_n, caller, record) => {
    const row = record === 'bySub' ? bySub : byMain;
    const r = await downBaoquan(row.id, who[caller]);
    const missing = await downBaoquan(99_999_999, who[caller]);
    expect(r.body).toEqual({ code: 400, msg: EVIDENCE_MSG.notFound, data: null });
    expect(missing.body).toEqual(r.body);
  });

  it('sends an anonymous caller to log in (408) and refuses bad ids', async () => {
    const anon = await downBaoquan(bySub.id);
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(408);
    for (const bad of ['abc', '0', '-1', '1.5', '', '99999999999999999999']) {
      expect((await downBaoquan(bad, who.companyMain)).body).toMatchObject({ code: 400, msg: CERT_MSG.badDataId });
    }
    expect((await downBaoquan(bySub.id, who.companyMain, 'GET')).body.code).toBe(200);
  });

  it('refuses 上传中, 证据缺失, deleted records and an unverified owner with the specification\'s messages', async () => {
    const own = { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId };
    const uploading = await storeRecord(t, own, 'a');
    await t.db.updateTable('evidence').set({ status: 'uploading' }).where('id', '=', uploading.id).execute();
    expect((await downBaoquan(uploading.id, who.individual)).body).toMatchObject({ code: 400, msg: '证据上传中请稍后下载' });
    const missing = await storeRecord(t, own, 'b');
    await t.db.updateTable('evidence').set({ status: 'missing' }).where('id', '=', missing.id).execute();
    expect((await downBaoquan(missing.id, who.individual)).body).toMatchObject({ code: 400, msg: '证据缺失不可下载' });
    const deleted = await storeRecord(t, own, 'c');
    await t.db.updateTable('evidence').set({ deleted_at: Date.now() }).where('id', '=', deleted.id).execute();
    expect((await downBaoquan(deleted.id, who.individual)).body).toMatchObject({ code: 400, msg: EVIDENCE_MSG.notFound });
    const fine = await storeRecord(t, own, 'd');
    await t.db.updateTable('users').set({ verify_status: 2 }).where('id', '=', who.individual.userId).execute();
    try {
      expect((await downBaoquan(fine.id, who.individual)).body).toMatchObject({ code: 400, msg: CERT_MSG.notVerified });
    } finally {
      await t.db.updateTable('users').set({ verify_status: 3 }).where('id', '=', who.individual.userId).execute();
    }
  });

  it('marks a record whose original is gone 证据缺失, once, with a found_missing custody row', async () => {
    const row = await storeRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId }, 'vanishing');
    await removeOriginal(t, row);
    expect((await downBaoquan(row.id, who.individual)).body).toMatchObject({ code: 400, msg: '证据缺失不可下载' });
    expect((await downBaoquan(row.id, who.individual)).body).toMatchObject({ code: 400, msg: '证据缺失不可下载' });
    expect((await t.db.selectFrom('evidence').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('missing');
    const custody = await t.db.selectFrom('evidence_custody').select(['action', 'actor_type']).where('evidence_id', '=', row.id).where('action', '=', 'found_missing').execute();
    expect(custody).toEqual([{ action: 'found_missing', actor_type: 'system' }]);
  });
});

describe('GET /api/download/package/:token', () => {
  it('streams the package: the original under its own name, 证书.pdf, proof.json and 验证说明.txt', async () => {
    const url = (await downBaoquan(bySub.id, who.companyMain)).body.data.downUrl;
    const res = await t.app.inject({ method: 'GET', url, remoteAddress: '10.5.5.5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="???_${bySub.evidence_no}.zip"; filename*=UTF-8''%E8%AF%81%E6%8D%AE%E5%8C%85_${bySub.evidence_no}.zip`);
    const files = await entries(res.rawPayload);
    expect([...files.keys()]).toEqual(['购销合同（终稿）.txt', '证书.pdf', 'proof.json', '验证说明.txt']);
    expect(Buffer.compare(files.get('购销合同（终稿）.txt')!, ORIGINAL)).toBe(0);
    expect(files.get('证书.pdf')!.subarray(0, 5).toString()).toBe('%PDF-');
    const bundle = parseProofBundle(JSON.parse(files.get('proof.json')!.toString('utf8')));
    expect(bundle).toMatchObject({ format: 'evidence-ledger-proof', version: 1, leafIndex: Number(bySub.leaf_index), anchors: [] });
    expect(bundle.leaf).toMatchObject({ sha256: bySub.sha256, sm3: bySub.sm3, evidenceNo: bySub.evidence_no, size: ORIGINAL.length });
    const readme = files.get('验证说明.txt')!.toString('utf8');
    for (const s of ['/verify', '购销合同（终稿）.txt', '证书.pdf', 'proof.json', bySub.evidence_no, '技术附录']) expect(readme).toContain(s);
    // written for a customer or a court: no developer command, source directory, document path or standard number (issue 24 item 2)
    for (const s of ['npm', 'docs/', 'RFC', '源代码', '--proxy', '不在本版本范围内']) expect(readme).not.toContain(s);
    expect(readme).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
    // the technical detail comes last, under its title
    expect(readme.indexOf('技术附录 / Technical appendix')).toBeGreaterThan(readme.indexOf('2. How to verify'));
    // the key inside the proof alone does not make the evidence verified (decision 163)
    expect(readme).toContain('仅凭证明文件自带的公钥，\r\n  只能说明证明文件自身一致');
    const custody = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', bySub.id).where('action', '=', 'download_package').execute();
    expect(custody).toHaveLength(1);
    expect(custody[0]).toMatchObject({ actor_type: 'user', actor_id: who.companyMain.userId, ip: '10.5.5.5' });
    expect(JSON.parse(custody[0]!.detail!)).toEqual({ via: 'owner' });
  });

  it('passes the verify CLI, and fails it when the original inside is altered', async () => {
    const url = (await downBaoquan(bySub.id, who.companySub)).body.data.downUrl;
    const zip = (await t.app.inject({ method: 'GET', url })).rawPayload;
    const good = path.join(t.dataDir, '证据包.zip');
    fs.writeFileSync(good, zip);
    const key = (await call<{ verifierKey: string }>(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;
    const ok = await runVerify(good, '--key', key);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('购销合同（终稿）.txt');

    const files = await entries(zip);
    const altered = Buffer.from(files.get('购销合同（终稿）.txt')!);
    altered[10] = altered[10]! ^ 1;
    const bad = path.join(t.dataDir, 'altered.zip');
    await writeZip(bad, [...files].map(([name, data]) => ({ name, data: name === '购销合同（终稿）.txt' ? altered : data })));
    const failed = await verifyInProcess(bad, '--key', key);
    expect(failed.code).toBe(1);
    expect(failed.firstFailed).toBeDefined();
  });

  it('serves a visitor\'s token (an extraction code\'s) and logs the visitor', async () => {
    const url = downloadUrl({ secret, ttlMs: 60_000 }, 'package', byMain.id, { userId: null, via: 'code' });
    const res = await t.app.inject({ method: 'GET', url, remoteAddress: '10.6.6.6' });
    expect(res.statusCode).toBe(200);
    expect([...(await entries(res.rawPayload)).keys()]).toContain('proof.json');
    const row = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', byMain.id).where('action', '=', 'download_package').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_type: 'visitor', actor_id: null, ip: '10.6.6.6' });
    expect(JSON.parse(row.detail!)).toEqual({ via: 'code' });
  });

  it('refuses changed, expired and other-kind tokens without saying which', async () => {
    const url = (await downBaoquan(byMain.id, who.companyMain)).body.data.downUrl;
    const token = url.split('/').pop()!;
    const [body, mac] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const otherId = `${Buffer.from(JSON.stringify({ ...payload, id: String(bySub.id) })).toString('base64url')}.${mac}`;
    const expired = signDownload(secret, { kind: 'package', id: String(byMain.id), userId: null, exp: Date.now() - 1000, via: 'code' });
    const certificateKind = signDownload(secret, { kind: 'certificate', id: String(byMain.id), userId: null, exp: Date.now() + 60_000 });
    const wrongSecret = signDownload(Buffer.alloc(32, 7), { kind: 'package', id: String(byMain.id), userId: null, exp: Date.now() + 60_000 });
    for (const tk of [otherId, expired, certificateKind, wrongSecret, `${token}x`, 'abc', '']) {
      const r = await t.app.inject({ method: 'GET', url: `/api/download/package/${tk}` });
      expect(r.statusCode).toBe(tk === '' ? 404 : 400);
      if (tk !== '') expect(r.json()).toEqual({ code: 400, msg: CERT_MSG.downloadLinkInvalid, data: null });
    }
    const before = await t.db.selectFrom('evidence_custody').select('id').where('action', '=', 'download_package').where('evidence_id', '=', bySub.id).execute();
    expect(before).toHaveLength(2); // only the two genuine downloads above
  });

  it('checks the record again when the URL is used: deleted, 上传中, original gone', async () => {
    const own = { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId };
    const urlOf = async (row: Evidence) => (await downBaoquan(row.id, who.individual)).body.data.downUrl;
    const a = await storeRecord(t, own, 'later deleted');
    const aUrl = await urlOf(a);
    await t.db.updateTable('evidence').set({ deleted_at: Date.now() }).where('id', '=', a.id).execute();
    expect((await t.app.inject({ method: 'GET', url: aUrl })).json()).toMatchObject({ code: 400, msg: EVIDENCE_MSG.notFound });
    const b = await storeRecord(t, own, 'later uploading');
    const bUrl = await urlOf(b);
    await t.db.updateTable('evidence').set({ status: 'uploading' }).where('id', '=', b.id).execute();
    expect((await t.app.inject({ method: 'GET', url: bUrl })).json()).toMatchObject({ code: 400, msg: '证据上传中请稍后下载' });
    const c = await storeRecord(t, own, 'later gone');
    const cUrl = await urlOf(c);
    await removeOriginal(t, c);
    expect((await t.app.inject({ method: 'GET', url: cUrl })).json()).toMatchObject({ code: 400, msg: '证据缺失不可下载' });
    expect((await t.db.selectFrom('evidence').select('status').where('id', '=', c.id).executeTakeFirstOrThrow()).status).toBe('missing');
    const custody = await t.db.selectFrom('evidence_custody').select('action').where('evidence_id', '=', c.id).orderBy('id').execute();
    expect(custody.map((x) => x.action)).toEqual(['saved', 'found_missing']);
  });
});

describe('GET /api/download/preview/:token (the owner\'s inline preview)', () => {
  it('serves images inline to the owner and never executable types inline', async () => {
    const own = { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId };
    const png = await storeRecord(t, own, Buffer.from('89504e470d0a1a0a', 'hex'), { fileName: '现场照片.png', fileType: 2, mime: 'image/png' });
    const view = await call(t.app, 'GET', '/api/share/getView', { query: { baoquan: png.evidence_no }, token: who.individual.token, role: '1', ip: freshIp() });
    const res = await t.app.inject({ method: 'GET', url: view.body.data.previewUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    const html = await storeRecord(t, own, '<script>alert(1)</script>', { fileName: 'page.html', mime: 'text/html' });
    const hv = await call(t.app, 'GET', '/api/share/getView', { query: { baoquan: html.evidence_no }, token: who.individual.token, role: '1', ip: freshIp() });
    const hr = await t.app.inject({ method: 'GET', url: hv.body.data.previewUrl });
    expect(hr.headers['content-type']).toBe('application/octet-stream');
    expect(hr.headers['content-disposition']).toMatch(/^attachment; /);
    expect(hr.headers['x-content-type-options']).toBe('nosniff');
    // a package token does not open the preview
    const pkg = signDownload(secret, { kind: 'package', id: String(png.id), userId: null, exp: Date.now() + 60_000 });
    expect((await t.app.inject({ method: 'GET', url: `/api/download/preview/${pkg}` })).json()).toMatchObject({ msg: CERT_MSG.downloadLinkInvalid });
  });

  it('serves byte ranges (players seek with them) and writes the view to the custody log once', async () => {
    const own = { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId };
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const video = await storeRecord(t, own, bytes, { fileName: '现场录像.mp4', fileType: 4, mime: 'video/mp4' });
    const view = await call(t.app, 'GET', '/api/share/getView', { query: { baoquan: video.evidence_no }, token: who.individual.token, role: '1', ip: freshIp() });
    const url = view.body.data.previewUrl;
    const views = async () => (await t.db.selectFrom('evidence_custody').select('action').where('evidence_id', '=', video.id).where('action', '!=', 'saved').execute()).length;
    const first = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe('bytes 0-999/1000');
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.rawPayload.equals(bytes)).toBe(true);
    const seek = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=500-599' } });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-length']).toBe('100');
    expect(seek.rawPayload.equals(bytes.subarray(500, 600))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(bytes.subarray(990))).toBe(true);
    // past the end: 416 with the size, our message
    const past = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-6000' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */1000');
    expect(past.json()).toMatchObject({ code: 400, msg: DOWNLOAD_MSG.badRange });
    // malformed or several ranges: the whole file
    const whole = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-1,5-9' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    // the start of a view (range from 0, or no range) is written; seeking is not
    expect(await views()).toBe(2);
  });
});
