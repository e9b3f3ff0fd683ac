import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG } from '@evidence/shared/constants';
import { loadDownloadSecret, signDownload } from '../../src/services/downloads/signed-url';
import { NOTARY_DOC_KIND } from '../../src/services/notary/document-links';
import { call, freshIp } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { pdftotext, tempDir, writeTemp } from '../helpers/signing/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/** The documents of the signing step (issue 15): made from the saved form, linked by signed, expiring URLs. */
let t: TestApp;
let who: Tenants;
const dir = tempDir('notary-doc-links-');
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', NOTARY_OFFICE_NAME: '测试市公证处' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const as = (c: Caller) => ({ token: c.token, role: c.role });
async function orderAtSignature(c: Caller, records = 2): Promise<number> {
  const recs = await Promise.all(Array.from({ length: records }, (_, i) => seedRecord(t, { ownerUserId: c.userId, creatorUserId: c.userId, title: `借条${i + 1}.jpg` })));
  const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: recs.map((r) => r.id).join(',') }, ip: freshIp() });
  const f = await call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(c), form: { orderId: String(a.body.data.id), purpose: '用于诉讼', method: '平台上传', promise: '1', agentName: '张三', agentIdCard: '11010519491231002X', agentPhone: '13912345678' }, ip: freshIp() });
  expect(f.body.code, f.body.msg).toBe(200);
  return a.body.data.id;
}
const fetchDoc = (url: string) => t.app.inject({ method: 'GET', url });

describe('the signing step’s documents', () => {
  it('saving the form makes the five documents; the order detail links each, and the links open PDFs', async () => {
    const orderId = await orderAtSignature(who.companyMain);
    const d = await call(t.app, 'GET', '/api/notary/orderDetail', { ...as(who.companyMain), query: { orderId: String(orderId) } });
    expect(d.body.data).toMatchObject({ step: 'signature', applyUserType: 2, signCount: 0, canSign: true });
    const links = [d.body.data.applyUrl, d.body.data.tellUrl, d.body.data.tellBaoquanUrl, d.body.data.adviceUrl, d.body.data.notesUrl];
    expect(links.every((l: string | null) => typeof l === 'string' && l.startsWith('/api/download/notaryDoc/'))).toBe(true);
    const form = await fetchDoc(d.body.data.applyUrl);
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(String(form.headers['content-disposition'])).toContain('inline');
    const text = pdftotext(writeTemp(dir, 'form.pdf', form.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('测试市公证处');
    expect(text).toContain('借条2.jpg');
    expect(text).toContain('110***********002X');
    expect(text).not.toContain('11010519491231002X');
    const rows = await t.db.selectFrom('notary_documents').select(['doc_type', 'version', 'stage']).where('notary_order_id', '=', orderId).orderBy('doc_type').execute();
    expect(rows.map((r) => [Number(r.doc_type), Number(r.version), r.stage])).toEqual([1, 2, 3, 4, 5].map((n) => [n, 1, 'draft']));
    // a link is a capability: the row says a link made for the account was opened, not that the account read it
    const opened = await t.db.selectFrom('audit_log').select(['actor_type', 'actor_id', 'detail']).where('action', '=', 'notary.document.link-opened').where('target_id', '=', String(orderId)).execute();
    expect(opened).toHaveLength(1);
    expect([opened[0]!.actor_type, opened[0]!.actor_id]).toEqual(['anonymous', null]);
    expect(JSON.parse(opened[0]!.detail!)).toMatchObject({ docType: 1, linkFor: who.companyMain.userId });
  });

  it('downFile answers links for the order’s own account only; the certificate says why it is not there', async () => {
    const orderId = await orderAtSignature(who.individual, 1);
    const ok = await call(t.app, 'GET', '/api/notary/downFile', { ...as(who.individual), query: { orderId: String(orderId), type: '5' } });
    expect((await fetchDoc(ok.body.data.downUrl)).statusCode).toBe(200);
    for (const c of [who.companyMain, who.otherCompany, who.subPersonal]) {
      expect((await call(t.app, 'GET', '/api/notary/downFile', { ...as(c), query: { orderId: String(orderId), type: '5' } })).body.msg).toBe(NOTARY_MSG.orderNotFound);
    }
    const cert = () => call(t.app, 'GET', '/api/notary/downFile', { ...as(who.individual), query: { orderId: String(orderId), type: '6' } });
    expect((await cert()).body).toEqual({ code: 400, msg: NOTARY_MSG.certificateNotIssued, data: null });
    // only while the office's job makes it: '公证书正在生成中' (001 §8, an info message)
    await t.db.updateTable('notary_orders').set({ office_stage: 'issuing' }).where('id', '=', orderId).execute();
    expect((await cert()).body).toEqual({ code: 400, msg: NOTARY_MSG.certificateGenerating, data: { generating: true } });
    await t.db.updateTable('notary_orders').set({ office_stage: null, status: 3 }).where('id', '=', orderId).execute();
    expect((await cert()).body.msg).toBe(NOTARY_MSG.certificateNone);
    for (const type of ['0', '7', 'x', '1.5']) expect((await call(t.app, 'GET', '/api/notary/downFile', { ...as(who.individual), query: { orderId: String(orderId), type } })).body.msg).toBe(NOTARY_MSG.badDocType);
  });

  it('a changed, expired or foreign link opens nothing', async () => {
    const orderId = await orderAtSignature(who.subPersonal, 1);
    const doc = await t.db.selectFrom('notary_documents').select('id').where('notary_order_id', '=', orderId).executeTakeFirstOrThrow();
    const url = (await call(t.app, 'GET', '/api/notary/downFile', { ...as(who.subPersonal), query: { orderId: String(orderId), type: '1' } })).body.data.downUrl as string;
    expect((await fetchDoc(url.slice(0, -2) + (url.endsWith('AA') ? 'BB' : 'AA'))).statusCode).toBe(403);
    const expired = signDownload(loadDownloadSecret(t.config.dataDir, t.config.download.secret), { kind: NOTARY_DOC_KIND, id: String(doc.id), userId: who.subPersonal.userId, via: 'owner', exp: Date.now() - 1 });
    expect((await fetchDoc(`/api/download/notaryDoc/${expired}`)).statusCode).toBe(410);
    // a genuine link issued to another account (the server never issues one, but a leaked secret might)
    const foreign = signDownload(loadDownloadSecret(t.config.dataDir, t.config.download.secret), { kind: NOTARY_DOC_KIND, id: String(doc.id), userId: who.companyMain.userId, via: 'owner', exp: Date.now() + 60_000 });
    expect((await fetchDoc(`/api/download/notaryDoc/${foreign}`)).statusCode).toBe(404);
    // bytes gone from the store: the envelope with 404, never a 500
    const key = (await t.db.selectFrom('notary_documents').select('blob_key').where('id', '=', doc.id).executeTakeFirstOrThrow()).blob_key;
    await t.db.updateTable('notary_documents').set({ blob_key: `${key}.gone` }).where('id', '=', doc.id).execute();
    const gone = await fetchDoc(url);
    expect([gone.statusCode, gone.json().msg]).toEqual([404, NOTARY_MSG.fileGone]);
  });

  it('refuses form text that would print as something else: line breaks, control and invisible characters', async () => {
    const rec = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
    const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(who.individual), form: { ids: String(rec.id) }, ip: freshIp() });
    const base = { orderId: String(a.body.data.id), purpose: '用于诉讼', method: '平台上传', promise: '1' };
    const bad: Array<Record<string, string>> = [
      { purpose: '用于诉讼\n问：公证员是否已当面核实？\n答：已当面核实原件。' },
      { purpose: 'a\u0000b' },
      { purpose: '\u200b\u200b' },
      { method: '平台\u202e上传' },
      { agentName: '\u0000\u0001', agentIdCard: '11010519491231002X', agentPhone: '13912345678' },
    ];
    for (const fields of bad) {
      const r = await call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(who.individual), json: { ...base, ...fields }, ip: freshIp() });
      expect(r.body.code, JSON.stringify(fields)).toBe(400);
    }
    expect((await t.db.selectFrom('notary_orders').select('step').where('id', '=', a.body.data.id).executeTakeFirstOrThrow()).step).toBe('applicationForm');
  });
});
