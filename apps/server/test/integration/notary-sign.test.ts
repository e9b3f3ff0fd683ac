import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, NOTARY_MSG, fillMessage } from '@evidence/shared/constants';
import { call, freshIp, lastSmsCode } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { createSeal, drawnPng } from '../helpers/seals';
import { pdfsig, pdftotext, tempDir, writeTemp } from '../helpers/signing/fixtures';
import { notarySign, submitHandwritingAs } from '../helpers/notary/sign-calls';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * 一键签署 (issue 15): the intent checked in the request, then one job stamps the seal or the phone's
 * handwriting onto the five documents, signs each once (PAdES, pdfsig valid) and preserves each as
 * evidence; the order moves to deCode. Refusals change nothing.
 */
let t: TestApp;
let who: Tenants;
const dir = tempDir('notary-sign-');
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const as = (c: Caller) => ({ token: c.token, role: c.role });
async function orderAtSignature(c: Caller): Promise<number> {
  const rec = await seedRecord(t, { ownerUserId: c.userId, creatorUserId: c.userId, title: '借条.jpg' });
  const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: String(rec.id) }, ip: freshIp() });
  const f = await call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(c), form: { orderId: String(a.body.data.id), purpose: '用于诉讼', method: '平台上传', promise: '1' }, ip: freshIp() });
  expect(f.body.code, f.body.msg).toBe(200);
  return a.body.data.id;
}
const sign = (c: Caller, form: Record<string, string>) => notarySign(t, c, form);
const sendSms = (c: Caller, orderId: number) => call(t.app, 'POST', '/api/notary/sendSignSms', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() });
const order = (id: number) => t.db.selectFrom('notary_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
async function untilStep(c: Caller, orderId: number, step: string) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const d = await call(t.app, 'GET', '/api/notary/orderDetail', { ...as(c), query: { orderId: String(orderId) } });
    if (d.body.data.step === step) return d.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`order ${orderId} never reached ${step}: ${(await order(orderId)).step}`);
}

describe('signing the five documents', () => {
  it('by seal and SMS code: the form and the two notices stamped, signed once (pdfsig valid) and preserved; the order at deCode', async () => {
    const seal = await createSeal(t.app, who.companyMain, '合同章', await drawnPng());
    expect(seal.body.code, seal.body.msg).toBe(200);
    const orderId = await orderAtSignature(who.companyMain);
    // a QR code asked for and left unused: it stops working once the round is signed the other way
    const qr = await call(t.app, 'POST', '/api/notary/signQr', { ...as(who.companyMain), form: { orderId: String(orderId) } });
    expect(qr.body.code, qr.body.msg).toBe(200);
    expect((await sign(who.companyMain, { orderId: String(orderId), imageId: String(seal.body.data.id) })).body.msg).toBe(NOTARY_MSG.codeEmpty);
    const sent = await sendSms(who.companyMain, orderId);
    expect(sent.body.code, sent.body.msg).toBe(200);
    expect((await sign(who.companyMain, { orderId: String(orderId), imageId: String(seal.body.data.id), verifyCode: '000000', smsToken: sent.body.data.smsToken })).body.msg).toBe(MSG.smsWrong);
    expect((await order(orderId)).step).toBe('signature');
    const code = await lastSmsCode(t.db, '13800000002');
    // the message says what the code is for: the order and its documents by name (issue 23 item 1)
    const sms = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', '13800000002').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(sms.text).toContain(`您正在签署公证订单${(await order(orderId)).order_no}的申请文书`);
    const started = await sign(who.companyMain, { orderId: String(orderId), imageId: String(seal.body.data.id), verifyCode: code, smsToken: sent.body.data.smsToken });
    expect(started.body).toMatchObject({ code: 200, msg: NOTARY_MSG.signing, data: { step: 'signing' } });
    const detail = await untilStep(who.companyMain, orderId, 'deCode');
    expect(detail.signCount).toBe(1);
    expect((await t.db.selectFrom('sign_intents').select('status').where('id', '=', qr.body.data.intentId).executeTakeFirstOrThrow()).status).toBe('cancelled');
    const signed = await t.db.selectFrom('notary_documents').selectAll().where('notary_order_id', '=', orderId).where('stage', '=', 'signed').orderBy('doc_type').execute();
    expect(signed.map((d) => Number(d.doc_type))).toEqual([1, 3, 5]);
    expect(signed.every((d) => Number(d.version) === 2 && d.evidence_id !== null)).toBe(true);
    // each final PDF is a record of the account, in the ledger like any file
    const records = await t.db.selectFrom('evidence').select(['owner_user_id', 'label', 'sha256', 'status']).where('id', 'in', signed.map((d) => Number(d.evidence_id))).execute();
    expect(records).toHaveLength(3);
    expect(records.every((r) => Number(r.owner_user_id) === who.companyMain.userId && r.label === '公证文书' && r.status === 'uploaded')).toBe(true);
    expect(records.map((r) => r.sha256).sort()).toEqual(signed.map((d) => d.sha256).sort());
    // they cannot be picked for another notarization: shown with the reason, refused by apply
    const picks = (await call(t.app, 'GET', '/api/notary/selectList', { ...as(who.companyMain), query: { limit: '50' } })).body.data.list as Array<{ id: number; selectable: boolean; reason: string | null }>;
    for (const d of signed) expect(picks.find((r) => r.id === Number(d.evidence_id))).toMatchObject({ selectable: false, reason: NOTARY_MSG.documentNotSelectable });
    const again = await call(t.app, 'POST', '/api/notary/apply', { ...as(who.companyMain), form: { ids: String(signed[0]!.evidence_id) } });
    expect(again.body.msg).toBe(NOTARY_MSG.documentNotSelectable);
    // the link now opens the signed version, and pdfsig says the platform's signature is valid
    const url = detail.applyUrl as string;
    const file = writeTemp(dir, 'signed-form.pdf', (await t.app.inject({ method: 'GET', url })).rawPayload);
    const report = pdfsig(file);
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');
    expect(pdftotext(file)).toContain('示例科技有限公司');
    // signing again is refused: the order has moved on
    expect((await sign(who.companyMain, { orderId: String(orderId), imageId: String(seal.body.data.id), verifyCode: code })).body.msg).toBe(fillMessage(NOTARY_MSG.wrongStep, { step: '数据解密' }));
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'notary.sign').where('target_id', '=', String(orderId)).execute()).toHaveLength(1);
    // the acceptance notice and the interview record wait for the office: still their unsigned drafts
    const notes = pdftotext(writeTemp(dir, 'notes.pdf', (await t.app.inject({ method: 'GET', url: detail.notesUrl as string })).rawPayload)).replace(/\s+/g, '');
    expect(notes).toContain('待公证员询问时记录');
    expect(notes).not.toContain('以上笔录已阅');
    expect(pdfsig(writeTemp(dir, 'notes-sig.pdf', (await t.app.inject({ method: 'GET', url: detail.notesUrl as string })).rawPayload))).not.toContain('Signature is Valid');
    // a signed document is part of the order's file: it cannot be deleted
    const del = await call(t.app, 'POST', '/api/data/delData', { ...as(who.companyMain), form: { dataId: String(signed[0]!.evidence_id) } });
    expect(del.body.msg).toBe(NOTARY_MSG.documentRecord);
  });

  it('a record changed behind the ledger’s back stops the signing, and the order goes back to signature with a notice', async () => {
    const orderId = await orderAtSignature(who.otherCompany);
    const seal = await createSeal(t.app, who.otherCompany, '章', await drawnPng());
    const item = await t.db.selectFrom('notary_order_items').select('evidence_id').where('notary_order_id', '=', orderId).executeTakeFirstOrThrow();
    await t.db.updateTable('evidence').set({ sha256: 'f'.repeat(64) }).where('id', '=', Number(item.evidence_id)).execute();
    const sent = await sendSms(who.otherCompany, orderId);
    const started = await sign(who.otherCompany, { orderId: String(orderId), imageId: String(seal.body.data.id), verifyCode: await lastSmsCode(t.db, '13800000004'), smsToken: sent.body.data.smsToken });
    expect(started.body.code, started.body.msg).toBe(200);
    await untilStep(who.otherCompany, orderId, 'signature');
    expect(await t.db.selectFrom('notary_documents').select('id').where('notary_order_id', '=', orderId).where('stage', '=', 'signed').execute()).toEqual([]);
    const notes = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.otherCompany.userId).execute();
    expect(notes.some((n) => n.content.includes(NOTARY_MSG.recordsChanged))).toBe(true);
  });

  it('by the phone’s handwriting: the intent is taken once and the order moves on', async () => {
    const orderId = await orderAtSignature(who.individual);
    const qr = await call(t.app, 'POST', '/api/notary/signQr', { ...as(who.individual), form: { orderId: String(orderId) }, ip: freshIp() });
    const token = new URL(qr.body.data.url, 'http://x').searchParams.get('token')!;
    expect((await sign(who.individual, { orderId: String(orderId), intentId: String(qr.body.data.intentId) })).body.code).toBe(400);
    const sent = await call(t.app, 'POST', '/api/signature/sendCode', { form: { token }, ip: freshIp() });
    await call(t.app, 'POST', '/api/signature/checkCode', { form: { token, smsCode: await lastSmsCode(t.db, '13800000001'), smsToken: sent.body.data.smsToken }, ip: freshIp() });
    expect((await submitHandwritingAs(t, token, await drawnPng())).body?.code).toBe(200);
    expect((await sign(who.individual, { orderId: String(orderId), intentId: String(qr.body.data.intentId) })).body.code).toBe(200);
    await untilStep(who.individual, orderId, 'deCode');
    const intent = await t.db.selectFrom('sign_intents').select('status').where('id', '=', qr.body.data.intentId).executeTakeFirstOrThrow();
    expect(intent.status).toBe('used');
  });

  it('refuses other accounts, others’ seals and a second click, changing nothing', async () => {
    const orderId = await orderAtSignature(who.subPersonal);
    const mine = await createSeal(t.app, who.subPersonal, '赵磊', await drawnPng());
    const foreignSeal = await t.db.selectFrom('seals').select('id').where('owner_user_id', '=', who.companyMain.userId).executeTakeFirstOrThrow();
    for (const c of [who.companyMain, who.individual, who.otherCompany]) expect((await sign(c, { orderId: String(orderId), verifyCode: '123456' })).body.msg).toBe(NOTARY_MSG.orderNotFound);
    expect((await sign(who.subPersonal, { orderId: String(orderId), imageId: String(foreignSeal.id), verifyCode: '123456' })).body.msg).toBe(NOTARY_MSG.sealMissing);
    expect((await order(orderId)).step).toBe('signature');
    const sent = await sendSms(who.subPersonal, orderId);
    const code = await lastSmsCode(t.db, '13800000003');
    const form = { orderId: String(orderId), imageId: String(mine.body.data.id), verifyCode: code, smsToken: sent.body.data.smsToken };
    const [a, b] = await Promise.all([sign(who.subPersonal, form), sign(who.subPersonal, form)]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 400]);
    await untilStep(who.subPersonal, orderId, 'deCode');
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'notary.sign').where('payload', 'like', `%"orderId":${orderId},%`).execute()).toHaveLength(1);
  });
});
