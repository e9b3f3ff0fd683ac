import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG } from '@evidence/shared/constants';
import { call, freshIp, lastSmsCode } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { officeStaff, orderAtOffice } from '../helpers/notary-office';
import { drawnPng } from '../helpers/seals';
import { notarySign, shownDocuments, submitHandwritingAs } from '../helpers/notary/sign-calls';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * Issue 23 item 1, outside review (decisions 790–793): the phone (QR) way of a signing names what it signs
 * like the SMS way does. The phone page of the second signing (office stage interview) lists its two
 * documents; the code the phone asks for says the order and the documents, in the SMS way's words; and a
 * handwriting whose intent a correction of the 询问笔录 voided is refused as a changed document, not as an
 * unverified code.
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50', PUBLIC_URL: 'https://notary.example' });
  who = await tenants(t);
  staff = await officeStaff(t);
}, 60_000);
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role });
const office = (path: string, form: Record<string, string>) => call(t.app, 'POST', `/api/admin/notary/${path}`, { token: staff.notary, form, ip: freshIp() });
const interview = (id: number, a: string) => office('interview', { orderId: String(id), items: JSON.stringify([{ q: '您申请保全的是什么？', a }]) });
const qr = async (c: Caller, orderId: number) => {
  const made = await call(t.app, 'POST', '/api/notary/signQr', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() });
  expect(made.body.code, made.body.msg).toBe(200);
  return { intentId: made.body.data.intentId as number, token: new URL(made.body.data.url).searchParams.get('token')! };
};
const view = (token: string) => call(t.app, 'GET', '/api/signature/intent', { query: { token }, ip: freshIp() });
const sendCode = (token: string) => call(t.app, 'POST', '/api/signature/sendCode', { form: { token }, ip: freshIp() });
const lastText = async (phone: string) => (await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirstOrThrow()).text;
const orderNo = async (id: number) => (await t.db.selectFrom('notary_orders').select('order_no').where('id', '=', id).executeTakeFirstOrThrow()).order_no;

describe('the phone way of the second signing (询问笔录)', () => {
  it('lists its documents, and the code’s SMS names the order and the documents as the SMS way does', async () => {
    const c = who.individual;
    const id = await orderAtOffice(t, c, { records: 1 });
    expect((await office('accept', { orderId: String(id) })).body.code).toBe(200);
    expect((await interview(id, '聊天记录。')).body.code).toBe(200);
    const { token } = await qr(c, id);
    const shown = (await view(token)).body.data;
    expect(shown).toMatchObject({ purpose: '询问笔录确认签字', orderNo: await orderNo(id), documents: ['受理通知书', '询问笔录'] });
    // the names listed are the documents the intent is bound to, in the same order
    expect(shown.documentSha256).toHaveLength(2);
    expect(shown.documentSha256.join(',')).toBe(await shownDocuments(t, c, id));
    const sent = await sendCode(token);
    expect(sent.body.code, sent.body.msg).toBe(200);
    expect(await lastText(c.phone)).toContain(`您正在确认公证订单${await orderNo(id)}的询问笔录并签署受理通知书回执，验证码为`);
  }, 60_000);

  it('a handwriting whose intent the correction voided: signing with it says the documents changed, and nothing is signed', async () => {
    const c = who.companyMain;
    const id = await orderAtOffice(t, c, { records: 1 });
    expect((await office('accept', { orderId: String(id) })).body.code).toBe(200);
    expect((await interview(id, '聊天记录。')).body.code).toBe(200);
    const { intentId, token } = await qr(c, id);
    const sent = await sendCode(token);
    const checked = await call(t.app, 'POST', '/api/signature/checkCode', { form: { token, smsCode: await lastSmsCode(t.db, c.phone), smsToken: sent.body.data.smsToken }, ip: freshIp() });
    expect(checked.body.code, checked.body.msg).toBe(200);
    expect((await submitHandwritingAs(t, token, await drawnPng())).body?.code).toBe(200);
    // the notary corrects the record after the phone signed the older text
    expect((await interview(id, '转账记录。')).body.code).toBe(200);
    const intent = await t.db.selectFrom('sign_intents').select('status').where('id', '=', intentId).executeTakeFirstOrThrow();
    expect(intent.status).toBe('cancelled');
    // the desktop signs with the current documents (its page reloaded), naming the voided intent
    const signed = await notarySign(t, c, { orderId: String(id), intentId: String(intentId) });
    expect(signed.body).toMatchObject({ code: 400, msg: NOTARY_MSG.documentChanged });
    const after = await t.db.selectFrom('notary_orders').select(['office_stage', 'sign_count']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ office_stage: 'interview', sign_count: 1 });
  }, 60_000);
});

describe('the phone way of the first signing', () => {
  it('the code’s SMS names the order and the three documents as the SMS way does', async () => {
    const c = who.subPersonal;
    const rec = await seedRecord(t, { ownerUserId: c.userId, creatorUserId: c.userId });
    const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: String(rec.id) }, ip: freshIp() });
    const id = a.body.data.id as number;
    const f = await call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(c), form: { orderId: String(id), purpose: '诉讼', method: '平台上传', promise: '1' }, ip: freshIp() });
    expect(f.body.code, f.body.msg).toBe(200);
    const { token } = await qr(c, id);
    expect((await view(token)).body.data.documents).toEqual(['电子申请表', '公证告知书', '保全告知书']);
    expect((await sendCode(token)).body.code).toBe(200);
    expect(await lastText(c.phone)).toContain(`您正在签署公证订单${await orderNo(id)}的申请文书，验证码为`);
  });
});

describe('a phone way code confirms only the intent it was sent for (decision 784)', () => {
  it('a code sent for one order’s QR code does not verify another order’s pending QR code of the same account', async () => {
    const c = who.individual;
    const orderFor = async () => {
      const rec = await seedRecord(t, { ownerUserId: c.userId, creatorUserId: c.userId });
      const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: String(rec.id) }, ip: freshIp() });
      const id = a.body.data.id as number;
      const f = await call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(c), form: { orderId: String(id), purpose: '诉讼', method: '平台上传', promise: '1' }, ip: freshIp() });
      expect(f.body.code, f.body.msg).toBe(200);
      return id;
    };
    const x = await qr(c, await orderFor());
    const y = await qr(c, await orderFor());
    const sent = await sendCode(x.token);
    expect(sent.body.code, sent.body.msg).toBe(200);
    const code = await lastSmsCode(t.db, c.phone);
    const check = (token: string, smsToken?: string) => call(t.app, 'POST', '/api/signature/checkCode', { form: { token, smsCode: code, ...(smsToken ? { smsToken } : {}) }, ip: freshIp() });
    // order Y's page with order X's code (with or without X's smsToken): refused, Y stays unverified
    expect((await check(y.token, sent.body.data.smsToken)).body.code).toBe(400);
    expect((await check(y.token)).body.code).toBe(400);
    expect((await t.db.selectFrom('sign_intents').select('status').where('id', '=', y.intentId).executeTakeFirstOrThrow()).status).toBe('pending');
    // the code still confirms the intent it was sent for
    expect((await check(x.token, sent.body.data.smsToken)).body.code).toBe(200);
  });

  it('stores the purpose of a code for a large order or intent id (varchar(20) held six digits; PostgreSQL refused more)', async () => {
    const purpose = 'sign:notary:123456789:2';
    await t.db.insertInto('sms_codes').values({ phone: '13900000000', purpose, code_hash: 'x'.repeat(64), token: 'y'.repeat(64), ip: null, created_at: Date.now(), expires_at: Date.now() + 1, wrong_attempts: 0, consumed_at: null }).execute();
    await t.db.insertInto('sms_outbox').values({ phone: '13900000000', text: '测试', purpose, provider: 'local', created_at: Date.now() }).execute();
    expect((await t.db.selectFrom('sms_codes').select('purpose').where('phone', '=', '13900000000').executeTakeFirstOrThrow()).purpose).toBe(purpose);
  });
});
