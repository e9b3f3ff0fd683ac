import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, degrees } from 'pdf-lib';
import { BusType, COMMERCE_MSG, ESIGN_FLOW_MSG, ESIGN_MSG, ESIGN_TEMPLATE_MSG } from '@evidence/shared/constants';
import { signerByToken } from '../../src/services/esign/signer-link';
import { sweepEsignFlows } from '../../src/services/esign/flows/sweep';
import { call, freshIp } from '../helpers/api';
import { contractPdf, insertTemplate, lastLinkToken, points, saveSign, sweepDeps, templateSigners } from '../helpers/esign-flows';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { newUser } from '../helpers/verification';

/**
 * Sign flows, the sender's side (issue 16 items 3 and 6): drafts, sending (one charge however many clicks),
 * links by order mode, resends that kill the old link, revoke with its one refund, drafts-only delete,
 * the expiry and reminder sweep, the order in /orders and the texts in the outbox.
 */
let t: TestApp;
let who: Tenants;
let templates: Map<number, number>;
const PRICE = 10_00;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', POINTS_PRICE_ESIGN: '10' });
  who = await tenants(t);
  templates = new Map([
    [who.companyMain.userId, await insertTemplate(t, who.companyMain.userId)],
    [who.individual.userId, await insertTemplate(t, who.individual.userId)],
  ]);
}, 60_000);
afterAll(async () => t?.close());

let phoneSeq = 0;
const phones = (): [string, string] => {
  phoneSeq += 1;
  return [`1391111${String(phoneSeq * 2).padStart(4, '0')}`, `1391111${String(phoneSeq * 2 + 1).padStart(4, '0')}`];
};
const post = (c: Caller, url: string, form: Record<string, string>) => call(t.app, 'POST', url, { token: c.token, role: c.role, form, ip: freshIp() });
const get = (c: Caller, url: string, query: Record<string, string>) => call(t.app, 'GET', url, { token: c.token, role: c.role, query, ip: freshIp() });
const flowRow = (id: number) => t.db.selectFrom('esign_flows').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const smsCount = async (phone: string) => Number((await t.db.selectFrom('sms_outbox').select((eb) => eb.fn.countAll().as('n')).where('phone', '=', phone).executeTakeFirstOrThrow()).n);

/** the template of the caller's account (a sub-account uses its company's) */
const tpl = (c: Caller) => templates.get(c === who.companySub ? who.companyMain.userId : c.userId)!;
const body = (c: Caller, p: [string, string], extra: Record<string, unknown> = {}) => ({ title: '房屋租赁合同', templateId: tpl(c), orderMode: 'parallel', expireDays: 7, signers: templateSigners(p), ...extra });

async function draft(c: Caller, extra: Record<string, unknown> = {}, p = phones()) {
  const r = await saveSign(t, c, body(c, p, extra));
  expect(r.body.code, r.body.msg).toBe(200);
  return { id: r.body.data.id as number, phones: p };
}
async function sent(c: Caller, extra: Record<string, unknown> = {}) {
  const d = await draft(c, extra);
  const r = await saveSign(t, c, body(c, d.phones, { ...extra, sign_id: d.id, send: 1 }));
  expect(r.body.code, r.body.msg).toBe(200);
  return d;
}

describe('drafts and sending', () => {
  it('a draft charges nothing and texts nobody; sending it twice at once sends and charges once', async () => {
    const before = await points(t, who.companyMain.userId);
    const d = await draft(who.companyMain);
    expect((await flowRow(d.id)).status).toBe('draft');
    expect(await points(t, who.companyMain.userId)).toBe(before);
    expect(await smsCount(d.phones[0])).toBe(0);
    const b = body(who.companyMain, d.phones, { sign_id: d.id, send: 1 });
    const answers = await Promise.all([saveSign(t, who.companyMain, b), saveSign(t, who.companyMain, b), saveSign(t, who.companyMain, b)]);
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.body.msg).toBe(ESIGN_FLOW_MSG.editDraftOnly);
    expect(await points(t, who.companyMain.userId)).toBe(before - PRICE);
    const f = await flowRow(d.id);
    expect(f.status).toBe('signing');
    expect(Number(f.charged_cents)).toBe(PRICE);
    expect(f.sent_at).not.toBeNull();
    const orders = await t.db.selectFrom('orders').selectAll().where('id', '=', f.order_id!).execute();
    expect(orders).toHaveLength(1);
    expect(Number(orders[0]!.bus_type)).toBe(BusType.esign);
    // parallel: both signers texted, both links work
    for (const ph of d.phones) {
      expect(await smsCount(ph)).toBe(1);
      const token = await lastLinkToken(t, ph);
      expect((await signerByToken(t.db, token)).flow.id).toBe(d.id);
    }
    const list = await call(t.app, 'GET', '/api/order/getList', { token: who.companyMain.token, role: '1', query: { type: '2', busType: String(BusType.esign) }, ip: freshIp() });
    expect(list.body.code, list.body.msg).toBe(200);
    const row = list.body.data.list.find((o: { order_no: string }) => o.order_no === orders[0]!.order_no);
    expect(row.type_name).toBe('电子签约');
    expect(row.balance).toBe(PRICE / 100);
  });

  it('a sequential flow texts only its first signer', async () => {
    const d = await sent(who.companyMain, { orderMode: 'sequential' });
    expect(await smsCount(d.phones[0])).toBe(1);
    expect(await smsCount(d.phones[1])).toBe(0);
    const signers = await t.db.selectFrom('esign_signers').select(['position', 'status']).where('flow_id', '=', d.id).orderBy('position').execute();
    expect(signers.map((s) => s.status)).toEqual(['unread', 'waiting']);
  });

  it('too few points refuses the send and changes nothing', async () => {
    const d = await draft(who.individual);
    await t.db.updateTable('users').set({ points_cents: PRICE - 1 }).where('id', '=', who.individual.userId).execute();
    const orders = async () => Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('account_user_id', '=', who.individual.userId).executeTakeFirstOrThrow()).n);
    const ordersBefore = await orders();
    const r = await saveSign(t, who.individual, body(who.individual, d.phones, { sign_id: d.id, send: 1, title: '改过的名称' }));
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toBe(COMMERCE_MSG.pointsInsufficient);
    const f = await flowRow(d.id);
    expect(f.status).toBe('draft');
    expect(f.title).toBe('房屋租赁合同');
    expect(f.order_id).toBeNull();
    expect(await points(t, who.individual.userId)).toBe(PRICE - 1);
    expect(await orders()).toBe(ordersBefore);
    expect(await smsCount(d.phones[0])).toBe(0);
    const events = await t.db.selectFrom('esign_events').select('kind').where('flow_id', '=', d.id).execute();
    expect(events.map((e) => e.kind)).toEqual(['created']);
    await t.db.updateTable('users').set({ points_cents: 1_000_000 }).where('id', '=', who.individual.userId).execute();
  });

  it('sending needs a verified account, a place to sign for everyone, distinct phones and the template\'s roles', async () => {
    const u = await newUser(t.app, t.db, '13700000911');
    const stranger: Caller = { token: u.token, role: '1', userId: u.userId, phone: u.phone };
    const up = await contractPdf(1);
    const person = { role: '乙方', name: '赵六', phone: '13911119991', kind: 'person', fields: [{ kind: 'signature', page: 1, xPct: 10, yPct: 10, wPct: 20, hPct: 8 }] };
    const unverified = await saveSign(t, stranger, { title: '合同', orderMode: 'parallel', signers: [person], send: 1 }, { name: 'c.pdf', bytes: up });
    expect(unverified.body.msg).toBe(ESIGN_MSG.notVerified);
    const noPlace = await saveSign(t, who.individual, { title: '合同', orderMode: 'parallel', signers: [{ ...person, fields: [{ kind: 'date', page: 1, xPct: 10, yPct: 10, wPct: 20, hPct: 4 }] }], send: 1 }, { name: 'c.pdf', bytes: up });
    expect(noPlace.body.msg).toBe(ESIGN_MSG.fieldsMissing);
    const none = await saveSign(t, who.individual, { title: '合同', orderMode: 'parallel', signers: [], send: 1 }, { name: 'c.pdf', bytes: up });
    expect(none.body.msg).toBe(ESIGN_MSG.noSigners);
    const same = templateSigners(['13911119992', '13911119992']);
    expect((await saveSign(t, who.individual, body(who.individual, ['13911119992', '13911119992'], { signers: same }))).body.msg).toBe(ESIGN_FLOW_MSG.phonesDistinct);
    const personSeals = templateSigners(phones()).map((x) => ({ ...x, kind: 'person' }));
    expect((await saveSign(t, who.individual, body(who.individual, phones(), { signers: personSeals }))).body.msg).toBe(ESIGN_FLOW_MSG.templateNeedsCompany);
    const oneRole = await saveSign(t, who.individual, body(who.individual, phones(), { signers: [templateSigners()[1]] }));
    expect(oneRole.body.msg).toBe(ESIGN_FLOW_MSG.rolesMismatch);
    const badPhone = await saveSign(t, who.individual, body(who.individual, ['1391111', '13911119993']));
    expect(badPhone.body.code).toBe(400);
    const sealOnPerson = await saveSign(t, who.individual, { title: '合同', orderMode: 'parallel', signers: [{ ...person, fields: [{ kind: 'seal', page: 1, xPct: 10, yPct: 10, wPct: 20, hPct: 8 }] }] }, { name: 'c.pdf', bytes: up });
    expect(sealOnPerson.body.msg).toBe(ESIGN_FLOW_MSG.fieldWrongKind);
    const offPage = await saveSign(t, who.individual, { title: '合同', orderMode: 'parallel', signers: [{ ...person, fields: [{ kind: 'signature', page: 2, xPct: 10, yPct: 10, wPct: 20, hPct: 8 }] }] }, { name: 'c.pdf', bytes: up });
    expect(offPage.body.msg).toBe(ESIGN_FLOW_MSG.badField);
  });

  it('an uploaded PDF is judged by its content; an upload flow sends with the placed fields', async () => {
    const person = { role: '乙方', name: '赵六', phone: '13911119994', kind: 'person', fields: [{ kind: 'signature', page: 2, xPct: 10, yPct: 10, wPct: 20, hPct: 8 }] };
    const data = { title: '上传的合同', orderMode: 'parallel', signers: [person] };
    expect((await saveSign(t, who.individual, data, { name: 'c.pdf', bytes: Buffer.from('not a pdf at all, just text') })).body.msg).toBe(ESIGN_MSG.notPdf);
    expect((await saveSign(t, who.individual, data, { name: 'c.pdf', bytes: Buffer.from('%PDF-1.7\n garbage that pdf-lib cannot read') })).body.msg).toBe(ESIGN_MSG.pdfUnreadable);
    expect((await saveSign(t, who.individual, data)).body.msg).toBe(ESIGN_FLOW_MSG.sourceRequired);
    // an encrypted PDF (its trailer names an /Encrypt dictionary) cannot be stamped and signed
    const plain = (await contractPdf(1, { classicTrailer: true })).toString('latin1');
    const encrypted = Buffer.from(plain.replace(/trailer\s*<</, (m) => `${m}\n/Encrypt 1 0 R`), 'latin1');
    expect(encrypted.toString('latin1')).toContain('/Encrypt');
    expect((await saveSign(t, who.individual, data, { name: 'c.pdf', bytes: encrypted })).body.msg).toBe(ESIGN_MSG.pdfUnreadable);
    expect((await saveSign(t, who.individual, { ...data, templateId: 1 }, { name: 'c.pdf', bytes: await contractPdf(1) })).body.msg).toBe(ESIGN_FLOW_MSG.sourceBoth);
    // a rotated page: the signing core stamps in the unrotated box, so it is refused as templates are
    const turned = await PDFDocument.load(await contractPdf(1));
    turned.getPage(0).setRotation(degrees(90));
    expect((await saveSign(t, who.individual, data, { name: 'c.pdf', bytes: Buffer.from(await turned.save()) })).body.msg).toBe(ESIGN_TEMPLATE_MSG.pdfRotated);
    // the price the wizard shows is the configured one
    expect((await call(t.app, 'GET', '/api/points/priceList', { ip: freshIp() })).body.data.esign).toBe(PRICE / 100);
    const pdf = await contractPdf(3);
    const ok = await saveSign(t, who.individual, { ...data, send: 1 }, { name: '上传的合同.pdf', bytes: pdf });
    expect(ok.body.code, ok.body.msg).toBe(200);
    expect(ok.body.data.status).toBe('signing');
    const f = await flowRow(ok.body.data.id);
    expect(Number(f.page_count)).toBe(3);
    expect(JSON.parse(f.pages_json)[0]).toEqual({ width: 595.28, height: 841.89 });
    const down = await t.app.inject({ method: 'GET', url: '/api/ElcSign/downSignFile', query: { sign_id: String(f.id), kind: 'original' }, headers: { authorization: `Bearer ${who.individual.token}`, role: '1' } });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(down.rawPayload, pdf)).toBe(0);
    const signed = await get(who.individual, '/api/ElcSign/downSignFile', { sign_id: String(f.id), kind: 'signed' });
    expect(signed.body.msg).toBe(ESIGN_FLOW_MSG.signedNotReady);
  });
});

describe('links, revoke, delete', () => {
  it('a resend makes the old link fail, at most once a minute per signer; a copied link replaces it too', async () => {
    const d = await sent(who.companyMain);
    const first = await lastLinkToken(t, d.phones[1]);
    const signer = await t.db.selectFrom('esign_signers').select('id').where('flow_id', '=', d.id).where('phone', '=', d.phones[1]).executeTakeFirstOrThrow();
    // the first link was texted just now: the minute has not passed
    const tooSoon = await post(who.companyMain, '/api/ElcSign/sendSignSms', { sign_id: String(d.id), signer_id: String(signer.id) });
    expect(tooSoon.body.msg).toBe(ESIGN_FLOW_MSG.smsTooSoon);
    await t.db.updateTable('esign_signers').set({ sent_at: Date.now() - 61_000 }).where('flow_id', '=', d.id).execute();
    const again = await post(who.companyMain, '/api/ElcSign/sendSignSms', { sign_id: String(d.id), signer_id: String(signer.id) });
    expect(again.body.code, again.body.msg).toBe(200);
    expect(again.body.data.texted).toBe(1);
    const second = await lastLinkToken(t, d.phones[1]);
    expect(second).not.toBe(first);
    await expect(signerByToken(t.db, first)).rejects.toThrow(ESIGN_MSG.linkExpired);
    expect((await signerByToken(t.db, second)).signer.id).toBe(signer.id);
    const events = await t.db.selectFrom('esign_events').select('kind').where('flow_id', '=', d.id).where('kind', '=', 'reminded').execute();
    expect(events).toHaveLength(1);
    // all due signers at once: the one texted a moment ago is skipped, the other is texted
    const all = await post(who.companyMain, '/api/ElcSign/sendSignSms', { sign_id: String(d.id) });
    expect(all.body.code, all.body.msg).toBe(200);
    expect(all.body.data.texted).toBe(1);
    const copy = await post(who.companyMain, '/api/ElcSign/saveApplyUrl', { sign_id: String(d.id), signer_id: String(signer.id) });
    expect(copy.body.code, copy.body.msg).toBe(200);
    const copied = /token=([A-Za-z0-9_-]+)/.exec(copy.body.data.url)![1];
    await expect(signerByToken(t.db, second)).rejects.toThrow(ESIGN_MSG.linkExpired);
    expect((await signerByToken(t.db, copied)).signer.id).toBe(signer.id);
  });

  it('a sequential flow offers no link to a signer whose turn has not come', async () => {
    const d = await sent(who.companyMain, { orderMode: 'sequential' });
    const second = await t.db.selectFrom('esign_signers').select('id').where('flow_id', '=', d.id).where('position', '=', 2).executeTakeFirstOrThrow();
    const r = await post(who.companyMain, '/api/ElcSign/saveApplyUrl', { sign_id: String(d.id), signer_id: String(second.id) });
    expect(r.body.msg).toBe(ESIGN_FLOW_MSG.signerNotDue);
  });

  it('revoking before anyone signed gives the points back once, however many clicks; the links die', async () => {
    const before = await points(t, who.companyMain.userId);
    const d = await sent(who.companyMain);
    expect(await points(t, who.companyMain.userId)).toBe(before - PRICE);
    const token = await lastLinkToken(t, d.phones[0]);
    const answers = await Promise.all([1, 2, 3].map(() => post(who.companyMain, '/api/ElcSign/stopSign', { sign_id: String(d.id), reason: '合同条款需要修改' })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.body.msg).toBe(ESIGN_MSG.revokeNotAllowed);
    expect(answers.find((a) => a.body.code === 200)!.body.data.refunded).toBe(PRICE / 100);
    expect(await points(t, who.companyMain.userId)).toBe(before);
    const f = await flowRow(d.id);
    expect(f.status).toBe('revoked');
    expect(Number(f.refunded_cents)).toBe(PRICE);
    const refunds = await t.db.selectFrom('points_ledger').selectAll().where('order_id', '=', f.order_id!).where('move', '=', 'refund').execute();
    expect(refunds).toHaveLength(1);
    await expect(signerByToken(t.db, token)).rejects.toThrow(ESIGN_MSG.linkExpired);
    // the signers who had a link were told, the owner notified, /orders says the points came back
    const texts = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', d.phones[0]).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // signed by the platform, naming the sender; the sender's free-text reason stays out of it (review finding 6)
    expect(texts.text).toMatch(/^【数据存证平台】.*示例科技有限公司发起的《.+》签署已撤销/);
    expect(texts.text).not.toContain('合同条款需要修改');
    const notice = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.companyMain.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.content).toContain('已撤销');
    const list = await call(t.app, 'GET', '/api/order/getList', { token: who.companyMain.token, role: '1', query: { type: '2' }, ip: freshIp() });
    const order = await t.db.selectFrom('orders').select('order_no').where('id', '=', f.order_id!).executeTakeFirstOrThrow();
    expect(list.body.data.list.find((o: { order_no: string }) => o.order_no === order.order_no).desc).toContain('已退还 10 积分');
    const detail = await get(who.companyMain, '/api/ElcSign/detailSign', { sign_id: String(d.id) });
    expect(detail.body.data.money).toMatchObject({ charged: 10, refunded: 10 });
    expect(detail.body.data.timeline.map((e: { label: string }) => e.label)).toEqual(['创建草稿', '发起签署', '发送签署链接', '发送签署链接', '撤销签署']);
    expect(detail.body.data.timeline.at(-1).note).toBe('原因：合同条款需要修改，退还 10 积分');
  });

  it('revoking after a signature keeps the charge', async () => {
    const before = await points(t, who.companyMain.userId);
    const d = await sent(who.companyMain);
    await t.db.updateTable('esign_signers').set({ status: 'signed', signed_at: Date.now() }).where('flow_id', '=', d.id).where('position', '=', 1).execute();
    const r = await post(who.companyMain, '/api/ElcSign/stopSign', { sign_id: String(d.id), reason: '对方要求终止' });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.refunded).toBe(0);
    expect(await points(t, who.companyMain.userId)).toBe(before - PRICE);
    expect(Number((await flowRow(d.id)).refunded_cents)).toBe(0);
    expect((await post(who.companyMain, '/api/ElcSign/stopSign', { sign_id: String(d.id), reason: '再次' })).body.msg).toBe(ESIGN_MSG.revokeNotAllowed);
  });

  it('a flow every signer signed is neither revoked nor expired: its completion is queued', async () => {
    const before = await points(t, who.companyMain.userId);
    const d = await sent(who.companyMain);
    await t.db.updateTable('esign_signers').set({ status: 'signed', signed_at: Date.now(), token_hash: null }).where('flow_id', '=', d.id).execute();
    const r = await post(who.companyMain, '/api/ElcSign/stopSign', { sign_id: String(d.id), reason: '想撤回' });
    expect(r.body.msg).toBe(ESIGN_MSG.allSignedCompleting);
    expect((await flowRow(d.id)).status).toBe('signing');
    expect(await points(t, who.companyMain.userId)).toBe(before - PRICE);
    await sweepEsignFlows(sweepDeps(t), Number((await flowRow(d.id)).expires_at) + 1000);
    const f = await flowRow(d.id);
    expect([f.status, f.ended_at, Number(f.refunded_cents)]).toEqual(['signing', null, 0]);
  });

  it('only drafts are deleted (softly) and a deleted draft is gone from the list', async () => {
    const d = await draft(who.companyMain, { title: '待删除的草稿' });
    const s = await sent(who.companyMain);
    expect((await post(who.companyMain, '/api/ElcSign/delSign', { sign_id: String(s.id) })).body.msg).toBe(ESIGN_MSG.draftOnly);
    const del = await post(who.companyMain, '/api/ElcSign/delSign', { sign_id: String(d.id) });
    expect(del.body.code, del.body.msg).toBe(200);
    expect((await flowRow(d.id)).deleted_at).not.toBeNull();
    const list = await get(who.companyMain, '/api/ElcSign/listSign', { keyword: '待删除' });
    expect(list.body.data.count).toBe(0);
    expect((await get(who.companyMain, '/api/ElcSign/detailSign', { sign_id: String(d.id) })).body.msg).toBe(ESIGN_MSG.flowNotFound);
    expect((await post(who.companyMain, '/api/ElcSign/delSign', { sign_id: String(d.id) })).body.msg).toBe(ESIGN_MSG.flowNotFound);
  });

  it('the list filters by status, keyword (title, number, signer) and day, 10 a page', async () => {
    for (let i = 0; i < 11; i++) await draft(who.individual, { title: `分页合同${i}` });
    const p1 = await get(who.individual, '/api/ElcSign/listSign', { keyword: '分页合同', status: 'draft' });
    expect(p1.body.data.count).toBe(11);
    expect(p1.body.data.list).toHaveLength(10);
    const p2 = await get(who.individual, '/api/ElcSign/listSign', { keyword: '分页合同', page: '2' });
    expect(p2.body.data.list).toHaveLength(1);
    const byNo = await get(who.individual, '/api/ElcSign/listSign', { keyword: p2.body.data.list[0].flowNo });
    expect(byNo.body.data.count).toBe(1);
    const bySigner = await get(who.individual, '/api/ElcSign/listSign', { keyword: '王经理', status: 'draft' });
    expect(bySigner.body.data.count).toBeGreaterThanOrEqual(11);
    expect((await get(who.individual, '/api/ElcSign/listSign', { keyword: '分页合同', status: 'signing' })).body.data.count).toBe(0);
    const tomorrow = String(Math.floor(Date.now() / 1000) + 86_400);
    expect((await get(who.individual, '/api/ElcSign/listSign', { keyword: '分页合同', startTime: tomorrow })).body.data.count).toBe(0);
    expect((await get(who.individual, '/api/ElcSign/listSign', { status: 'bogus' })).body.msg).toBe(ESIGN_FLOW_MSG.badStatus);
  });
});

describe('the sweep', () => {
  it('moves 签署中 past its expiry to 已过期 once, kills the links and refunds when nobody signed', async () => {
    const d = await sent(who.companyMain);
    const token = await lastLinkToken(t, d.phones[0]);
    const f0 = await flowRow(d.id);
    // other tests' flows still running expire in the same sweep: count this flow's refund rows, not the balance
    const refunds = async () => (await t.db.selectFrom('points_ledger').selectAll().where('order_id', '=', f0.order_id!).where('move', '=', 'refund').execute()).map((r) => Number(r.delta_cents));
    const later = Number(f0.expires_at) + 1000;
    const r = await sweepEsignFlows(sweepDeps(t), later);
    expect(r.expired).toBeGreaterThanOrEqual(1);
    const f = await flowRow(d.id);
    expect(f.status).toBe('expired');
    expect(Number(f.ended_at)).toBe(later);
    await expect(signerByToken(t.db, token, Date.now())).rejects.toThrow(ESIGN_MSG.linkExpired);
    expect(await refunds()).toEqual([PRICE]);
    expect(Number(f.refunded_cents)).toBe(PRICE);
    expect((await sweepEsignFlows(sweepDeps(t), later)).expired).toBe(0);
    expect(await refunds()).toEqual([PRICE]);
    const last = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', d.phones[1]).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.text).toContain('已过签署截止时间');
  });

  it('before the sweep, a flow past its expiry shows 已过期, offers no link and cannot be revoked', async () => {
    const d = await sent(who.companyMain);
    await t.db.updateTable('esign_flows').set({ expires_at: Date.now() - 1000 }).where('id', '=', d.id).execute();
    const detail = await get(who.companyMain, '/api/ElcSign/detailSign', { sign_id: String(d.id) });
    expect([detail.body.data.status, detail.body.data.statusName]).toEqual(['expired', '已过期']);
    expect(detail.body.data.signers.some((s: { due: boolean }) => s.due)).toBe(false);
    const list = await get(who.companyMain, '/api/ElcSign/listSign', { keyword: (await flowRow(d.id)).flow_no });
    expect(list.body.data.list[0].statusName).toBe('已过期');
    expect((await post(who.companyMain, '/api/ElcSign/stopSign', { sign_id: String(d.id), reason: '过期后撤销' })).body.msg).toBe(ESIGN_MSG.revokeNotAllowed);
    expect((await flowRow(d.id)).status).toBe('signing');
  });

  it('a revoke racing the expiry ends the flow once and refunds once', async () => {
    const d = await sent(who.companyMain);
    const f0 = await flowRow(d.id);
    await t.db.updateTable('esign_flows').set({ expires_at: Date.now() - 1000 }).where('id', '=', d.id).execute();
    const [revoke] = await Promise.all([post(who.companyMain, '/api/ElcSign/stopSign', { sign_id: String(d.id), reason: '与过期同时' }), sweepEsignFlows(sweepDeps(t), Date.now())]);
    const f = await flowRow(d.id);
    expect(['revoked', 'expired']).toContain(f.status);
    expect(revoke.body.code === 200).toBe(f.status === 'revoked');
    const refunds = await t.db.selectFrom('points_ledger').selectAll().where('order_id', '=', f0.order_id!).where('move', '=', 'refund').execute();
    expect(refunds).toHaveLength(1);
    const ends = await t.db.selectFrom('esign_events').select('kind').where('flow_id', '=', d.id).where('kind', 'in', ['revoked', 'expired']).execute();
    expect(ends).toHaveLength(1);
  });

  it('texts reminders every remind_every_days to the signers whose turn it is, once per period', async () => {
    const d = await sent(who.companyMain, { orderMode: 'sequential', remindEveryDays: 2 });
    const f = await flowRow(d.id);
    const sentAt = Number(f.sent_at);
    const token = await lastLinkToken(t, d.phones[0]);
    expect((await sweepEsignFlows(sweepDeps(t), sentAt + 86_400_000)).reminded).toBe(0);
    const day2 = sentAt + 2 * 86_400_000 + 1000;
    const r = await sweepEsignFlows(sweepDeps(t), day2);
    expect(r.reminded).toBeGreaterThanOrEqual(1);
    expect(await smsCount(d.phones[0])).toBe(2);
    expect(await smsCount(d.phones[1])).toBe(0);
    const reminder = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', d.phones[0]).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(reminder.text).toContain('尚未完成');
    const fresh = await lastLinkToken(t, d.phones[0]);
    expect(fresh).not.toBe(token);
    expect((await signerByToken(t.db, fresh, day2)).flow.id).toBe(d.id);
    // the same period again: nothing; two days later: the next reminder
    await sweepEsignFlows(sweepDeps(t), day2 + 1000);
    expect(await smsCount(d.phones[0])).toBe(2);
    await sweepEsignFlows(sweepDeps(t), day2 + 2 * 86_400_000);
    expect(await smsCount(d.phones[0])).toBe(3);
  });
});
