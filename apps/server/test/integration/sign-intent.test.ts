import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG, SEAL_LIMITS, SEAL_MSG, SIGN_INTENT_MSG, fillMessage } from '@evidence/shared/constants';
import sharp from 'sharp';
import { takeHandwriting } from '../../src/services/intent/take-handwriting';
import { notarySignSubject } from '../../src/services/notary/sign-qr';
import { call, freshIp, lastSmsCode } from '../helpers/api';
import { ageSmsCodes } from '../helpers/checks';
import { seedRecord } from '../helpers/evidence-list-seed';
import { drawnPng } from '../helpers/seals';
import { submitHandwritingAs } from '../helpers/notary/sign-calls';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * The signer's intent by phone (issue 15, signature step): a QR code's single-use, expiring token; the
 * SMS code to the account's own phone; the handwriting judged by content; the desktop's poll; a signing
 * taking it once. Tokens are stored hashed.
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
  expect(a.body.code, a.body.msg).toBe(200);
  const f = await call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(c), form: { orderId: String(a.body.data.id), purpose: '诉讼', method: '平台上传', promise: '1' }, ip: freshIp() });
  expect(f.body.code, f.body.msg).toBe(200);
  return a.body.data.id;
}
const qr = (c: Caller, orderId: number) => call(t.app, 'POST', '/api/notary/signQr', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() });
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const status = (c: Caller, orderId: number, intentId: number) => call(t.app, 'GET', '/api/notary/signStatus', { ...as(c), query: { orderId: String(orderId), intentId: String(intentId) } });
const view = (token: string) => call(t.app, 'GET', '/api/signature/intent', { query: { token }, ip: freshIp() });
const sendCode = (token: string) => call(t.app, 'POST', '/api/signature/sendCode', { form: { token }, ip: freshIp() });
const checkCode = (token: string, smsCode: string, smsToken?: string) => call(t.app, 'POST', '/api/signature/checkCode', { form: { token, smsCode, ...(smsToken ? { smsToken } : {}) }, ip: freshIp() });
const submit = (token: string, png: Buffer) => submitHandwritingAs(t, token, png);

describe('signing by phone', () => {
  it('QR → code to the account’s phone → handwriting → the desktop sees it → a signing takes it once', async () => {
    const orderId = await orderAtSignature(who.companyMain);
    const made = await qr(who.companyMain, orderId);
    expect(made.body.code, made.body.msg).toBe(200);
    expect(made.body.data.url).toMatch(/^https:\/\/notary\.example\/signature-code\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(made.body.data.url);
    const row = await t.db.selectFrom('sign_intents').selectAll().where('id', '=', made.body.data.intentId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    const orderNo = (await t.db.selectFrom('notary_orders').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow()).order_no;
    // what the phone signs: the order and the first signing's documents (decision 268), nothing else of the order
    const shown = (await view(token)).body.data;
    expect(shown).toMatchObject({ status: 'pending', purpose: '公证申请文件签字', phone: '138****0002', orderNo, documents: ['电子申请表', '公证告知书', '保全告知书'] });
    expect(orderNo).toMatch(/^GZ/);
    expect(Object.keys(shown).sort()).toEqual(['documentSha256', 'documents', 'expiresAt', 'orderNo', 'phone', 'purpose', 'status']);
    expect((await status(who.companyMain, orderId, made.body.data.intentId)).body.data.status).toBe('pending');
    // handwriting before the code is refused
    expect((await submit(token, await drawnPng())).body?.msg).toBe(SIGN_INTENT_MSG.verifyFirst);
    const sent = await sendCode(token);
    expect(sent.body.code, sent.body.msg).toBe(200);
    expect((await checkCode(token, '000000', sent.body.data.smsToken)).body.code).toBe(400);
    const code = await lastSmsCode(t.db, '13800000002');
    expect((await checkCode(token, code, sent.body.data.smsToken)).body.data.status).toBe('verified');
    // not a PNG: refused by content, nothing changes
    expect((await submit(token, Buffer.from('GIF89a not a png'))).body?.code).toBe(400);
    // too big, or too wide: each told in its own words
    expect((await submit(token, Buffer.alloc(SEAL_LIMITS.uploadMaxBytes + 1024, 1))).body?.msg).toBe(SEAL_MSG.imageTooLarge);
    const wide = await sharp({ create: { width: SEAL_LIMITS.uploadMaxSide + 100, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    expect((await submit(token, wide)).body?.msg).toBe(SEAL_MSG.imageTooWide);
    const done = await submit(token, await drawnPng());
    expect(done.body).toMatchObject({ code: 200, msg: SIGN_INTENT_MSG.submitted, data: { status: 'submitted' } });
    expect((await status(who.companyMain, orderId, made.body.data.intentId)).body.data.status).toBe('submitted');
    // the same token cannot submit twice
    expect((await submit(token, await drawnPng())).body?.msg).toBe(SIGN_INTENT_MSG.used);
    const taken = await takeHandwriting(t.db, made.body.data.intentId, notarySignSubject(orderId));
    expect(taken.blobKey).toMatch(/^handwriting\//);
    await expect(takeHandwriting(t.db, made.body.data.intentId, notarySignSubject(orderId))).rejects.toThrow(SIGN_INTENT_MSG.verifyFirst);
    expect((await view(token)).body.msg).toBe(SIGN_INTENT_MSG.used);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'intent.handwriting').where('target_id', '=', String(orderId)).execute()).toHaveLength(1);
  });

  it('a newer code replaces the old one, an old code expires, bad tokens say so', async () => {
    const orderId = await orderAtSignature(who.individual);
    const first = await qr(who.individual, orderId);
    const second = await qr(who.individual, orderId);
    expect((await view(tokenOf(first.body.data.url))).body.msg).toBe(SIGN_INTENT_MSG.expired);
    expect((await status(who.individual, orderId, first.body.data.intentId)).body.data.status).toBe('cancelled');
    await t.db.updateTable('sign_intents').set({ expires_at: Date.now() - 1 }).where('id', '=', second.body.data.intentId).execute();
    expect((await status(who.individual, orderId, second.body.data.intentId)).body.data.status).toBe('expired');
    expect((await sendCode(tokenOf(second.body.data.url))).body.msg).toBe(SIGN_INTENT_MSG.expired);
    for (const bad of ['x', 'A'.repeat(43), `${'A'.repeat(42)}!`]) expect((await view(bad)).body.msg).toBe(SIGN_INTENT_MSG.badToken);
    expect((await view('')).body.code).toBe(400);
  });

  it('only the order’s account, and only at the signature step', async () => {
    const orderId = await orderAtSignature(who.companyMain);
    const made = await qr(who.companyMain, orderId);
    for (const c of [who.otherCompany, who.individual, who.subPersonal]) {
      expect((await qr(c, orderId)).body.msg).toBe(NOTARY_MSG.orderNotFound);
      expect((await status(c, orderId, made.body.data.intentId)).body.msg).toBe(NOTARY_MSG.orderNotFound);
    }
    expect((await qr(who.companySub, orderId)).body.code).toBe(400);
    // another order's intent id answers like a missing one
    const other = await orderAtSignature(who.companyMain);
    expect((await status(who.companyMain, other, made.body.data.intentId)).body.msg).toBe(SIGN_INTENT_MSG.badToken);
    // an order still at its form
    const rec = await seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId });
    const early = await call(t.app, 'POST', '/api/notary/apply', { ...as(who.companyMain), form: { ids: String(rec.id) }, ip: freshIp() });
    expect((await qr(who.companyMain, early.body.data.id)).body.msg).toBe(fillMessage(NOTARY_MSG.wrongStep, { step: '申请表阅读与填写' }));
  });

  it('sends codes only within the SMS limits', async () => {
    const orderId = await orderAtSignature(who.subPersonal);
    const token = tokenOf((await qr(who.subPersonal, orderId)).body.data.url);
    expect((await sendCode(token)).body.code).toBe(200);
    expect((await sendCode(token)).body.code).toBe(429);
    await ageSmsCodes(t.db, '13800000003', 61_000);
    expect((await sendCode(token)).body.code).toBe(200);
  });
});
