import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CERT_MSG, PUBLIC_LOOKUP_LIMITS, PUBLIC_LOOKUP_MSG, MSG } from '@evidence/shared/constants';
import { certificateViewToken } from '../../src/services/certificate/view-token';
import { recordEvidence, type NewEvidence } from '../../src/services/evidence/record-evidence';
import { loadDownloadSecret, verifyDownload } from '../../src/services/downloads/signed-url';
import { signViewToken } from '../../src/services/public-lookup/view-token';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { call, captcha, freshIp } from '../helpers/api';
import type { Evidence } from '../../src/db/schema';

let t: TestApp;
let who: Tenants;
let rec: Evidence;
let gone: Evidence;

const hex = (alg: string, s: string) => createHash(alg).update(s).digest('hex');
const input = (over: Partial<NewEvidence> = {}): NewEvidence => ({
  ownerUserId: who.companyMain.userId, creatorUserId: who.companySub.userId, fileName: '张三的离婚协议.pdf', title: '张三的离婚协议', label: '私密标签',
  fileType: 1, productType: 1, mime: 'application/pdf', size: 5, sha256: hex('sha256', 'hello'), sm3: hex('sm3', 'hello'), blobKey: 'evidence/test/lookup', ...over,
});

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  rec = await recordEvidence(t.db, t.ledger, input(), null);
  gone = await recordEvidence(t.db, t.ledger, input({ fileName: 'b.pdf' }), null);
  await t.db.updateTable('evidence').set({ deleted_at: Date.now(), deleted_by: who.companyMain.userId }).where('id', '=', gone.id).execute();
});
afterAll(async () => t?.close());

/** the server's download secret, from its data directory */
const secret = () => loadDownloadSecret(t.dataDir, undefined);

async function bqno(no: string, ip = freshIp()) {
  return call<{ viewToken: string; expiresAt: number }>(t.app, 'POST', '/api/check/bqno', { form: { no, ...(await captcha(t.app)) }, ip });
}

describe('public lookup by evidence number', () => {
  it('gives a viewToken for a number and the captcha, and the public facts with it', async () => {
    const a = await bqno(rec.evidence_no);
    expect(a.body.code, a.body.msg).toBe(200);
    expect(a.body.data.expiresAt).toBeGreaterThan(Date.now());
    const v = await call(t.app, 'POST', '/api/check/bqview', { form: { no: rec.evidence_no, viewToken: a.body.data.viewToken }, ip: freshIp() });
    expect(v.body.code, v.body.msg).toBe(200);
    expect(v.body.data).toMatchObject({
      no: rec.evidence_no, fileStatus: '已上传', fileTypeName: '文档', size: 5, sha256: rec.sha256, sm3: rec.sm3,
      saveTime: rec.saved_at, holderMask: '示**司', leafHash: rec.leaf_hash, leafIndex: rec.leaf_index, anchors: [], canDownloadCertificate: true,
    });
  });

  it('never tells private fields: no file name, title, label, owner, salt or full holder name', async () => {
    const a = await bqno(rec.evidence_no);
    const v = await call(t.app, 'POST', '/api/check/bqview', { form: { no: rec.evidence_no, viewToken: a.body.data.viewToken }, ip: freshIp() });
    const text = JSON.stringify(v.body);
    for (const secret of ['张三', '离婚', '私密标签', '示例科技有限公司', who.companyMain.phone, who.companySub.phone, rec.owner_salt, 'evidence/test/lookup']) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(v.body.data as object).sort()).toEqual(
      ['anchors', 'canDownloadCertificate', 'fileStatus', 'fileTypeName', 'holderMask', 'leafHash', 'leafIndex', 'no', 'saveTime', 'sha256', 'size', 'sm3'],
    );
  });

  it('requires the captcha, spends it once, and refuses a wrong one', async () => {
    const missing = await call(t.app, 'POST', '/api/check/bqno', { form: { no: rec.evidence_no }, ip: freshIp() });
    expect(missing.body.code).toBe(400);
    const c = await captcha(t.app);
    const wrong = await call(t.app, 'POST', '/api/check/bqno', { form: { no: rec.evidence_no, captchaKey: c.captchaKey, imgCode: c.imgCode === 'abcd' ? 'abce' : 'abcd' }, ip: freshIp() });
    expect(wrong.body).toMatchObject({ code: 400, msg: MSG.captchaWrong });
    const c2 = await captcha(t.app);
    const first = await call(t.app, 'POST', '/api/check/bqno', { form: { no: rec.evidence_no, ...c2 }, ip: freshIp() });
    expect(first.body.code).toBe(200);
    const again = await call(t.app, 'POST', '/api/check/bqno', { form: { no: rec.evidence_no, ...c2 }, ip: freshIp() });
    expect(again.body).toMatchObject({ code: 400, msg: MSG.captchaExpired });
  });

  it('answers an unknown and a deleted number alike, and a malformed one clearly', async () => {
    const unknown = await bqno('209901010000000000');
    const deleted = await bqno(gone.evidence_no);
    expect(unknown.body).toEqual({ code: 400, msg: PUBLIC_LOOKUP_MSG.notFound, data: null });
    expect(deleted.body).toEqual(unknown.body);
    const bad = await bqno('12345');
    expect(bad.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.noFormat });
    const empty = await bqno('');
    expect(empty.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.noRequired });
  });

  it('binds the viewToken to its number, and refuses a forged, expired or deleted-since one', async () => {
    const a = await bqno(rec.evidence_no);
    const token = a.body.data.viewToken;
    const other = await call(t.app, 'POST', '/api/check/bqview', { form: { no: gone.evidence_no, viewToken: token }, ip: freshIp() });
    expect(other.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.viewTokenInvalid });
    const forged = await call(t.app, 'POST', '/api/check/bqview', { form: { no: rec.evidence_no, viewToken: `${token.slice(0, -2)}AA` }, ip: freshIp() });
    expect(forged.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.viewTokenInvalid });
    const expired = signViewToken(secret(), rec.evidence_no, 1, Date.now() - 10_000);
    const late = await call(t.app, 'POST', '/api/check/bqview', { form: { no: rec.evidence_no, viewToken: expired.viewToken }, ip: freshIp() });
    expect(late.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.viewTokenInvalid });
    const none = await call(t.app, 'POST', '/api/check/bqview', { form: { no: rec.evidence_no }, ip: freshIp() });
    expect(none.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.viewTokenInvalid });
    // a token for a record deleted after the lookup opens nothing
    const doomed = await recordEvidence(t.db, t.ledger, input(), null);
    const d = await bqno(doomed.evidence_no);
    await t.db.updateTable('evidence').set({ deleted_at: Date.now() }).where('id', '=', doomed.id).execute();
    const after = await call(t.app, 'POST', '/api/check/bqview', { form: { no: doomed.evidence_no, viewToken: d.body.data.viewToken }, ip: freshIp() });
    expect(after.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.notFound });
  });

  it('signs a certificate URL only with a valid viewToken', async () => {
    const a = await bqno(rec.evidence_no);
    const good = await call<{ downUrl: string }>(t.app, 'POST', '/api/check/downCertificate', { form: { no: rec.evidence_no, viewToken: a.body.data.viewToken }, ip: freshIp() });
    expect(good.body.code, good.body.msg).toBe(200);
    const m = /^\/api\/download\/certificate\/(.+)$/.exec(good.body.data.downUrl);
    expect(m).not.toBeNull();
    const grant = verifyDownload(secret(), m![1]!, 'certificate');
    expect(grant).toMatchObject({ kind: 'certificate', id: String(rec.id), userId: null, via: 'lookup' });
    // the viewToken is not a download token, and the download token is not a viewToken
    expect(verifyDownload(secret(), a.body.data.viewToken, 'certificate')).toBeNull();
    const swapped = await call(t.app, 'POST', '/api/check/bqview', { form: { no: rec.evidence_no, viewToken: m![1]! }, ip: freshIp() });
    expect(swapped.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.viewTokenInvalid });
    const bad = await call(t.app, 'POST', '/api/check/downCertificate', { form: { no: rec.evidence_no, viewToken: 'x.y' }, ip: freshIp() });
    expect(bad.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.viewTokenInvalid });
  });

  it('refuses the certificate of a record not yet in the ledger', async () => {
    const row = await recordEvidence(t.db, t.ledger, input(), null);
    await t.db.updateTable('evidence').set({ status: 'uploading', leaf_index: null }).where('id', '=', row.id).execute();
    const a = await bqno(row.evidence_no);
    const v = await call(t.app, 'POST', '/api/check/bqview', { form: { no: row.evidence_no, viewToken: a.body.data.viewToken }, ip: freshIp() });
    expect(v.body.data).toMatchObject({ fileStatus: '上传中', leafIndex: null, canDownloadCertificate: false });
    const d = await call(t.app, 'POST', '/api/check/downCertificate', { form: { no: row.evidence_no, viewToken: a.body.data.viewToken }, ip: freshIp() });
    expect(d.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.notInLedger });
  });

  it('gives a PDF with the public facts only, whose QR code opens the public facts and not the certificate (issue 14)', async () => {
    const a = await bqno(rec.evidence_no);
    const d = await call<{ downUrl: string }>(t.app, 'POST', '/api/check/downCertificate', { form: { no: rec.evidence_no, viewToken: a.body.data.viewToken }, ip: freshIp() });
    const qr = vi.spyOn(QRCode, 'toBuffer');
    const res = await t.app.inject({ method: 'GET', url: d.body.data.downUrl, headers: { host: 'cert.example' } });
    const qrUrl = String(qr.mock.calls.at(-1)?.[0]);
    qr.mockRestore();
    expect(res.statusCode).toBe(200);
    const file = path.join(t.dataDir, `public-${rec.id}.pdf`);
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    for (const s of ['电子数据存证证书', rec.evidence_no, rec.sha256, '示**司', '扫码查看存证信息']) expect(text).toContain(s);
    for (const s of ['文件名称', '张三', '离婚', '私密标签', '示例科技有限公司']) expect(text).not.toContain(s);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(`${pdf.getSubject() ?? ''}${pdf.getTitle() ?? ''}`).not.toMatch(/张三|离婚/);
    // the QR code: the lookup's result page with a token that opens the public facts, for good
    const full = certificateViewToken(secret(), rec.evidence_no);
    expect(qrUrl).not.toContain(full);
    const u = new URL(qrUrl);
    expect(u.pathname).toBe('/queryAuthentication/safekeeping');
    expect(u.searchParams.get('no')).toBe(rec.evidence_no);
    const token = u.searchParams.get('viewToken')!;
    const facts = await call(t.app, 'POST', '/api/check/bqview', { form: { no: rec.evidence_no, viewToken: token }, ip: freshIp() });
    expect(facts.body.code, facts.body.msg).toBe(200);
    expect(JSON.stringify(facts.body)).not.toMatch(/张三|离婚/);
    // it is no certificate view token: the certificate page (title, file name) stays shut
    const view = await call(t.app, 'GET', '/api/share/getView', { query: { baoquan: rec.evidence_no, viewToken: token }, ip: freshIp() });
    expect(view.body).toMatchObject({ code: 400, msg: CERT_MSG.badViewToken });
    // and it is bound to its number
    const other = await call(t.app, 'POST', '/api/check/bqview', { form: { no: gone.evidence_no, viewToken: token }, ip: freshIp() });
    expect(other.body).toMatchObject({ code: 400, msg: PUBLIC_LOOKUP_MSG.viewTokenInvalid });
  });

  it('limits lookups per address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < PUBLIC_LOOKUP_LIMITS.lookupPerMinute + 1; i += 1) codes.push((await bqno(rec.evidence_no, ip)).body.code);
    expect(codes.slice(0, -1).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // another address is not affected
    expect((await bqno(rec.evidence_no)).body.code).toBe(200);
  });

  it('lets pages compile WebAssembly (the verify page hashes with hash-wasm) but never eval()', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/'unsafe-eval'/);
  });
});
