import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CERT_MSG, EVIDENCE_MSG, SHARE_MSG, fillMessage } from '@evidence/shared/constants';
import { certificateViewToken } from '../../src/services/certificate/view-token';
import { loadDownloadSecret, signDownload, verifyDownload } from '../../src/services/downloads/signed-url';
import { shareTokenHash } from '../../src/services/share/share-link';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { dispositionName, makeRecord } from '../helpers/evidence-download';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * The 分享 dialog's links and the visitor's online view (issue 24 item 7, decisions 870–873): who may make a link,
 * an ending link refused on open and on extraction, the short-lived preview grant given after the right code.
 */
let t: TestApp;
let who: Tenants;
let secret: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' });
  who = await tenants(t);
  secret = loadDownloadSecret(t.dataDir, undefined);
  expectOk(await call(t.app, 'POST', '/api/user/setExtractCode', { ...auth(who.companyMain), form: { extractCode: 'share-code1' }, ip: freshIp() }));
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const auth = (c: Caller) => ({ token: c.token, role: c.role });
const share = (c: Caller | null, dataId: number | string, days: number | string) =>
  call(t.app, 'POST', '/api/share/createShareLink', { ...(c ? auth(c) : {}), form: { dataId: String(dataId), days: String(days) }, ip: freshIp() });
const view = (baoquan: string, viewToken: string) => call(t.app, 'GET', '/api/share/getView', { query: { baoquan, viewToken }, ip: freshIp() });
const extract = (baoquan: string, code: string, viewToken?: string, ip = freshIp()) =>
  call(t.app, 'POST', '/api/share/downBaoquan', { form: { baoquan, code, ...(viewToken ? { viewToken } : {}) }, ip });
const companyRecord = (fileName = '合同.pdf', content: Buffer | string = PDF, mime = 'application/pdf', creator = who.companySub.userId) =>
  makeRecord(t, { owner: who.companyMain.userId, creator, fileName, content, mime });
const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });

describe('making a share link', () => {
  it('is for the record holder only: a guest, another company and a sub-account on what it did not create find nothing', async () => {
    const ev = await companyRecord();
    const byMain = await makeRecord(t, { owner: who.companyMain.userId, creator: who.companyMain.userId, fileName: 'a.pdf', content: PDF });
    expectSessionExpired(await share(null, ev.id, 7));
    expectRefused(await share(who.otherCompany, ev.id, 7), EVIDENCE_MSG.notFound);
    expectRefused(await share(who.individual, ev.id, 0), EVIDENCE_MSG.notFound);
    expectRefused(await share(who.companySub, byMain.id, 7), EVIDENCE_MSG.notFound);
    expectRefused(await share(who.subPersonal, ev.id, 7), EVIDENCE_MSG.notFound);
    expectOk(await share(who.companySub, ev.id, 7));
    expectOk(await share(who.companyMain, byMain.id, 30));
    expect(await t.db.selectFrom('evidence_share_links').selectAll().where('evidence_id', '=', ev.id).execute()).toHaveLength(1);
  });

  it('takes 永久, 7 or 30 days only', async () => {
    const ev = await companyRecord();
    for (const days of ['1', '365', '-7', 'abc', '']) expectRefused(await share(who.companyMain, ev.id, days), SHARE_MSG.badShareDays);
    expect(await t.db.selectFrom('evidence_share_links').selectAll().where('evidence_id', '=', ev.id).execute()).toHaveLength(0);
  });

  it('永久 is the certificate link; 7 days a new token stored as its hash only, audited without it', async () => {
    const ev = await companyRecord();
    const forever = await share(who.companyMain, ev.id, 0);
    expectOk(forever);
    const vt = certificateViewToken(secret, ev.evidence_no);
    expect(forever.body.data).toEqual({ baoquan: ev.evidence_no, title: '合同.pdf', viewToken: vt, path: `/attestation/${ev.evidence_no}?viewToken=${vt}`, expiresAt: null });
    const before = Date.now();
    const week = await share(who.companyMain, ev.id, 7);
    expectOk(week);
    const token = week.body.data.viewToken as string;
    expect(token).toMatch(/^sl_[\w-]{43}$/);
    expect(week.body.data.expiresAt).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
    expect(week.body.data.expiresAt).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
    const rows = await t.db.selectFrom('evidence_share_links').selectAll().where('evidence_id', '=', ev.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: shareTokenHash(token), created_by: who.companyMain.userId });
    expect(JSON.stringify(rows)).not.toContain(token);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'evidence.share').where('target_id', '=', String(ev.id)).execute();
    expect(audit.map((a) => JSON.parse(a.detail ?? '{}').days)).toEqual([0, 7]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });
});

describe('opening and extracting through a share link', () => {
  it('opens while valid, gives back its own token (never the one that does not end), and says so once ended', async () => {
    const ev = await companyRecord();
    const token = (await share(who.companyMain, ev.id, 7)).body.data.viewToken as string;
    const open = await view(ev.evidence_no, token);
    expectOk(open);
    const forever = certificateViewToken(secret, ev.evidence_no);
    expect(open.body.data.viewToken).toBe(token);
    expect(open.body.data.mobileUrl).toContain(token);
    expect(JSON.stringify(open.body.data)).not.toContain(forever);
    expect(open.body.data.holderMasked).toBe(true);
    // the PDF signed for them is marked, so its QR code is the public lookup's, not the certificate's own link
    const pdfToken = (open.body.data.certificateUrl as string).slice('/api/download/certificate/'.length);
    expect(verifyDownload(secret, pdfToken, 'certificate')).toMatchObject({ via: 'share', userId: null });
    await t.db.updateTable('evidence_share_links').set({ expires_at: Date.now() - 1 }).where('token_hash', '=', shareTokenHash(token)).execute();
    expectRefused(await view(ev.evidence_no, token), SHARE_MSG.linkExpired);
    // the certificate's own link keeps working (printed QR codes, decision 58)
    expectOk(await view(ev.evidence_no, forever));
  });

  it("refuses another record's token and a made-up one like any bad link", async () => {
    const a = await companyRecord();
    const b = await companyRecord();
    const tokenA = (await share(who.companyMain, a.id, 30)).body.data.viewToken as string;
    expectRefused(await view(b.evidence_no, tokenA), CERT_MSG.badViewToken);
    expectRefused(await view(a.evidence_no, `sl_${'x'.repeat(43)}`), CERT_MSG.badViewToken);
    expectRefused(await extract(b.evidence_no, 'share-code1', tokenA), CERT_MSG.badViewToken);
  });

  it('extracts nothing through an ended link, before any code is compared or counted', async () => {
    const ev = await companyRecord();
    const token = (await share(who.companyMain, ev.id, 7)).body.data.viewToken as string;
    await t.db.updateTable('evidence_share_links').set({ expires_at: Date.now() - 1 }).where('token_hash', '=', shareTokenHash(token)).execute();
    const ip = freshIp();
    expectRefused(await extract(ev.evidence_no, 'share-code1', token, ip), SHARE_MSG.linkExpired);
    expectRefused(await extract(ev.evidence_no, 'wrong-code1', token, ip), SHARE_MSG.linkExpired);
    expect(await t.db.selectFrom('extract_failures').selectAll().where('evidence_id', '=', ev.id).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', ev.id).where('action', 'in', ['extracted', 'extract_refused']).execute()).toHaveLength(0);
  });

  it('counts wrong codes through a valid link as ever: the 5th locks the address', async () => {
    const ev = await companyRecord();
    const token = (await share(who.companyMain, ev.id, 30)).body.data.viewToken as string;
    const ip = freshIp();
    for (let i = 1; i <= 4; i += 1) expectRefused(await extract(ev.evidence_no, `wrong-${i}a`, token, ip), fillMessage(SHARE_MSG.wrongCode, { left: 5 - i }));
    expectRefused(await extract(ev.evidence_no, 'wrong-5a', token, ip), fillMessage(SHARE_MSG.locked, { minutes: 60 }));
    expectRefused(await extract(ev.evidence_no, 'share-code1', token, ip), fillMessage(SHARE_MSG.locked, { minutes: 60 }));
  });
});

describe('the visitor’s online view after the right code', () => {
  it('serves the PDF inline from a grant that works again until it expires, then not', async () => {
    const ev = await companyRecord();
    const token = (await share(who.companyMain, ev.id, 7)).body.data.viewToken as string;
    const r = await extract(ev.evidence_no, 'share-code1', token);
    expectOk(r);
    expect(r.body.data).toMatchObject({ mime: 'application/pdf', fileName: '合同.pdf' });
    const previewUrl = r.body.data.previewUrl as string;
    expect(previewUrl).toMatch(/^\/api\/download\/preview\/.+/);
    expect(previewUrl).not.toContain('share-code1');
    for (let i = 0; i < 2; i += 1) {
      const res = await get(previewUrl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/^inline;/);
      expect(dispositionName(res.headers['content-disposition'] as string)).toBe('合同.pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    const custody = await t.db.selectFrom('evidence_custody').selectAll().where('evidence_id', '=', ev.id).where('action', '=', 'download_original').execute();
    expect(custody).toHaveLength(2);
    expect(custody.every((c) => c.actor_type === 'visitor' && JSON.parse(c.detail ?? '{}').via === 'code')).toBe(true);
    // the grant opens the preview only: not the package, and not after its time
    const grant = previewUrl.slice('/api/download/preview/'.length);
    expect((await get(`/api/download/package/${grant}`)).json()).toMatchObject({ code: 400, msg: CERT_MSG.downloadLinkInvalid });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + t.config.download.ttlMs + 1000);
    expect((await get(previewUrl)).json()).toMatchObject({ code: 400, msg: CERT_MSG.downloadLinkInvalid });
  });

  it('gives no preview for a wrong code, and shows an image inline', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4ca0000000049454e44ae426082', 'hex');
    const ev = await companyRecord('照片.png', png, 'image/png');
    const wrong = await extract(ev.evidence_no, 'nope-code1');
    expectRefused(wrong, /提取码错误/);
    expect(wrong.body.data).toBeNull();
    const r = await extract(ev.evidence_no, 'share-code1');
    expectOk(r);
    const res = await get(r.body.data.previewUrl as string);
    expect(res.headers['content-type']).toBe('image/png');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline;/);
  });

  it('never shows HTML or SVG inline: no preview URL, and a grant for one downloads it as an attachment', async () => {
    for (const [name, mime, content] of [
      ['页面.html', 'text/html', '<script>alert(1)</script>'],
      ['图.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ] as const) {
      const ev = await companyRecord(name, content, mime);
      const r = await extract(ev.evidence_no, 'share-code1');
      expectOk(r);
      expect(r.body.data.previewUrl).toBeNull();
      expect(r.body.data.downUrl).toMatch(/^\/api\/download\/package\//);
      const forged = signDownload(secret, { kind: 'preview', id: String(ev.id), userId: null, exp: Date.now() + 60_000, via: 'code' });
      const res = await get(`/api/download/preview/${forged}`);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    }
  });
});
