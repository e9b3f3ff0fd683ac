import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG, NotaryDocType } from '@evidence/shared/constants';
import { insertDocumentVersions } from '../../src/services/notary/render-drafts';
import { call, freshIp, lastSmsCode } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { notarySign, shownDocuments, submitHandwritingAs } from '../helpers/notary/sign-calls';
import { createSeal, drawnPng } from '../helpers/seals';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * Issue 23 item 1 (decisions 604–606): the notarial sign call names the SHA-256 of the documents the page
 * showed, and a QR intent is bound to them when made; a document changed since is refused
 * '文书已变更，请重新查看后签署' and nothing is signed. No path of the first signing changes a document
 * today, so the change is a new stored version of the application form, as a future re-render would store.
 */
let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', PUBLIC_URL: 'https://notary.example' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role });
async function orderAtSignature(c: Caller): Promise<number> {
  const rec = await seedRecord(t, { ownerUserId: c.userId, creatorUserId: c.userId });
  const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: String(rec.id) }, ip: freshIp() });
  const f = await call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(c), form: { orderId: String(a.body.data.id), purpose: '诉讼', method: '平台上传', promise: '1' }, ip: freshIp() });
  expect(f.body.code, f.body.msg).toBe(200);
  return a.body.data.id;
}
/** A new version of the application form, stored after the page was shown the old one. */
async function changeApplicationForm(orderId: number): Promise<string> {
  const sha256 = createHash('sha256').update(randomBytes(16)).digest('hex');
  await insertDocumentVersions(t.db, orderId, [{ docType: NotaryDocType.application, blobKey: `notary/test/${sha256}.pdf`, size: 10, sha256, sm3: sha256 }], 'draft');
  return sha256;
}
const step = async (id: number) => (await t.db.selectFrom('notary_orders').select('step').where('id', '=', id).executeTakeFirstOrThrow()).step;
const jobs = async (id: number) => (await t.db.selectFrom('jobs').select('payload').where('kind', '=', 'notary.sign').execute()).filter((j) => String(j.payload).includes(`"orderId":${id},`)).length;

describe('the documents a notarial signing names', () => {
  it('orderDetail answers the hashes of the versions it links; a stale or missing hash is refused and nothing is signed; the current ones sign', async () => {
    const c = who.individual;
    const seal = await createSeal(t.app, c, '个人章', await drawnPng());
    const orderId = await orderAtSignature(c);
    const stale = await shownDocuments(t, c, orderId);
    const drafts = await t.db.selectFrom('notary_documents').select(['doc_type', 'sha256']).where('notary_order_id', '=', orderId).execute();
    expect(stale.split(',')).toEqual([NotaryDocType.application, NotaryDocType.notarizationNotice, NotaryDocType.preservationNotice].map((ty) => drafts.find((d) => Number(d.doc_type) === ty)!.sha256));
    const changed = await changeApplicationForm(orderId);
    const sent = await call(t.app, 'POST', '/api/notary/sendSignSms', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() });
    const code = await lastSmsCode(t.db, c.phone);
    const form = { orderId: String(orderId), imageId: String(seal.body.data.id), verifyCode: code, smsToken: sent.body.data.smsToken };
    expect((await notarySign(t, c, { ...form, documentSha256: stale })).body).toMatchObject({ code: 400, msg: NOTARY_MSG.documentChanged });
    expect((await notarySign(t, c, { ...form, documentSha256: '' })).body).toMatchObject({ code: 400, msg: NOTARY_MSG.documentChanged });
    expect(await step(orderId)).toBe('signature');
    expect(await jobs(orderId)).toBe(0);
    // the refusal consumed nothing: the same code signs once the page shows the current documents
    const current = await shownDocuments(t, c, orderId);
    expect(current.split(',')[0]).toBe(changed);
    const started = await notarySign(t, c, { ...form, documentSha256: current });
    expect(started.body, started.body.msg).toMatchObject({ code: 200, data: { step: 'signing' } });
    expect(await jobs(orderId)).toBe(1);
  });

  it('a QR code made before a document changed: the phone’s handwriting is refused, and so is signing with the intent', async () => {
    const c = who.companyMain;
    const orderId = await orderAtSignature(c);
    const qr = await call(t.app, 'POST', '/api/notary/signQr', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() });
    const token = new URL(qr.body.data.url).searchParams.get('token')!;
    const view = await call(t.app, 'GET', '/api/signature/intent', { query: { token }, ip: freshIp() });
    expect(view.body.data.documentSha256.join(',')).toBe(await shownDocuments(t, c, orderId));
    const sent = await call(t.app, 'POST', '/api/signature/sendCode', { form: { token }, ip: freshIp() });
    await call(t.app, 'POST', '/api/signature/checkCode', { form: { token, smsCode: await lastSmsCode(t.db, c.phone), smsToken: sent.body.data.smsToken }, ip: freshIp() });
    // hashes other than the bound ones are refused too (a page that showed something else)
    expect((await submitHandwritingAs(t, token, await drawnPng(), 'a'.repeat(64))).body).toMatchObject({ code: 400, msg: NOTARY_MSG.documentChanged });
    await changeApplicationForm(orderId);
    expect((await submitHandwritingAs(t, token, await drawnPng())).body).toMatchObject({ code: 400, msg: NOTARY_MSG.documentChanged });
    const intent = await t.db.selectFrom('sign_intents').select(['status', 'handwriting_blob_key']).where('id', '=', qr.body.data.intentId).executeTakeFirstOrThrow();
    expect(intent).toEqual({ status: 'verified', handwriting_blob_key: null });
    // a handwriting submitted before the change (forced here) is not stamped into the changed documents
    await t.db.updateTable('sign_intents').set({ status: 'submitted', handwriting_blob_key: 'handwriting/x.png', handwriting_sha256: 'x' }).where('id', '=', qr.body.data.intentId).execute();
    expect((await notarySign(t, c, { orderId: String(orderId), intentId: String(qr.body.data.intentId) })).body).toMatchObject({ code: 400, msg: NOTARY_MSG.documentChanged });
    expect(await step(orderId)).toBe('signature');
    // a new QR code is bound to the current versions and works
    const again = await call(t.app, 'POST', '/api/notary/signQr', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() });
    const bound = await t.db.selectFrom('sign_intents').select('document_sha256').where('id', '=', again.body.data.intentId).executeTakeFirstOrThrow();
    expect(bound.document_sha256).toBe(await shownDocuments(t, c, orderId));
  });
});
