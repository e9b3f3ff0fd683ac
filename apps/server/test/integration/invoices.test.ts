import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MSG, MSG } from '@evidence/shared/constants';
import { DEMO_PASSWORD } from '../../src/services/demo/seed-demo';
import { call, freshIp, login, registerAndLogin } from '../helpers/api';
import { expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { seedOrder } from '../helpers/invoice-orders';
import { DEMO_CREDIT_CODES } from '../../src/services/demo/demo-identities';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

let t: TestApp;
let ten: Tenants;
let op: string;

beforeAll(async () => {
  t = await createTestApp();
  ten = await tenants(t);
  op = (await call(t.app, 'POST', '/api/admin/login', { form: { phone: '13800000009', password: DEMO_PASSWORD }, ip: freshIp() })).body.data.token;
});
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role, ip: freshIp() });
const post = (c: Caller | null, path: string, form: Record<string, string> = {}) => call(t.app, 'POST', `/api/invoice/${path}`, { form, ...(c ? as(c) : {}) });
const riseList = (c: Caller) => call(t.app, 'GET', '/api/invoice/riseList', as(c));
const adminPost = (path: string, form: Record<string, string>, token = op) => call(t.app, 'POST', `/api/admin/invoice/${path}`, { form, token });
const adminGet = (path: string, query: Record<string, string>, token = op) => call(t.app, 'GET', `/api/admin/invoice/${path}`, { query, token });

const ENTERPRISE = { head: '示例客户有限公司', type: '2', taxNum: '91310000MA1FL0XQ7L', bankName: '招商银行上海分行', account: '6225880212345678', street: '上海市浦东新区世纪大道1号', phoneNumber: '021-12345678', mobile: '13912345678', email: 'fp@example.com' };
const PERSONAL = { head: '李明', type: '1', taxNum: '110101199003077777', mobile: '13912345678', email: 'li@example.com' };

async function addHeader(c: Caller, body: Record<string, string> = ENTERPRISE): Promise<number> {
  const r = await post(c, 'addInvoice', body);
  expectOk(r);
  return r.body.data.id;
}

async function orderRow(id: number) {
  return t.db.selectFrom('orders').select(['invoice_status', 'invoice_id']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('invoice headers', () => {
  it('adds, lists, edits and deletes an individual’s headers with the §5 rules', async () => {
    const id = await addHeader(ten.individual, PERSONAL);
    const list = await riseList(ten.individual);
    expectOk(list);
    expect(list.body.data).toMatchObject({ count: 1, max: 5, verified: true, lock: null });
    expect(list.body.data.list[0]).toMatchObject({ id, head: '李明', type: 1, taxNum: '110101199003077777', bankName: '' });
    expectOk(await post(ten.individual, 'editInvoice', { ...ENTERPRISE, id: String(id) }));
    expect((await riseList(ten.individual)).body.data.list[0]).toMatchObject({ head: '示例客户有限公司', type: 2, bankName: '招商银行上海分行' });
    expectOk(await post(ten.individual, 'delInvoice', { id: String(id) }));
    expect((await riseList(ten.individual)).body.data.count).toBe(0);
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', 'like', 'invoice.header.%').where('actor_id', '=', ten.individual.userId).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['invoice.header.add', 'invoice.header.delete', 'invoice.header.edit']);
  });

  it('takes an individual (个人/非企业单位) header without a tax number, and checks one that is given', async () => {
    const { taxNum: _omitted, ...noTaxNum } = PERSONAL;
    const id = await addHeader(ten.individual, noTaxNum);
    expect((await riseList(ten.individual)).body.data.list.find((h: { id: number }) => h.id === id)).toMatchObject({ head: '李明', type: 1, taxNum: '' });
    expectOk(await post(ten.individual, 'editInvoice', { ...PERSONAL, taxNum: ' ', id: String(id) }));
    expectRefused(await post(ten.individual, 'addInvoice', { ...PERSONAL, taxNum: '123' }), INVOICE_MSG.taxNumInvalid);
    expectRefused(await post(ten.individual, 'editInvoice', { ...noTaxNum, type: '2', bankName: 'b', account: 'a', street: 's', phoneNumber: 'p', id: String(id) }), INVOICE_MSG.taxNumRequired);
    expectOk(await post(ten.individual, 'editInvoice', { ...PERSONAL, taxNum: 'abc123def456ghi', id: String(id) }));
    expect((await riseList(ten.individual)).body.data.list.find((h: { id: number }) => h.id === id)).toMatchObject({ type: 1, taxNum: 'ABC123DEF456GHI' });
    expectOk(await post(ten.individual, 'delInvoice', { id: String(id) }));
  });

  it('refuses bad fields with the Chinese messages and stores nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...ENTERPRISE, head: ' ' }, INVOICE_MSG.headRequired],
      [{ ...ENTERPRISE, taxNum: '' }, INVOICE_MSG.taxNumRequired],
      [{ ...ENTERPRISE, taxNum: '123' }, INVOICE_MSG.taxNumInvalid],
      [{ ...ENTERPRISE, bankName: '' }, INVOICE_MSG.bankNameRequired],
      [{ ...ENTERPRISE, account: '' }, INVOICE_MSG.accountRequired],
      [{ ...ENTERPRISE, street: '' }, INVOICE_MSG.streetRequired],
      [{ ...ENTERPRISE, phoneNumber: '' }, INVOICE_MSG.phoneNumberRequired],
      [{ ...ENTERPRISE, mobile: '' }, MSG.phoneRequired],
      [{ ...ENTERPRISE, mobile: '12345678901' }, MSG.phoneInvalid],
      [{ ...ENTERPRISE, email: 'x@' }, MSG.emailInvalid],
      [{ ...ENTERPRISE, type: '3' }, INVOICE_MSG.headerTypeInvalid],
    ];
    for (const [body, msg] of cases) expectRefused(await post(ten.individual, 'addInvoice', body), msg);
    const json = await call(t.app, 'POST', '/api/invoice/addInvoice', { json: { ...ENTERPRISE, head: ['x'], type: 2 }, ...as(ten.individual) });
    expectRefused(json, INVOICE_MSG.headRequired);
    expect((await riseList(ten.individual)).body.data.count).toBe(0);
  });

  it('needs real-name verification to add', async () => {
    const token = await registerAndLogin(t.app, t.db, '13900000071');
    const fresh: Caller = { token, role: '1', userId: 0, phone: '13900000071' };
    expectRefused(await post(fresh, 'addInvoice', PERSONAL), INVOICE_MSG.notVerified);
    expect((await riseList(fresh)).body.data).toMatchObject({ verified: false, count: 0 });
  });

  it('keeps at most 5 headers, also under concurrent adds', async () => {
    const u = ten.subPersonal;
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(u, 'addInvoice', PERSONAL)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(5);
    for (const a of answers.filter((x) => x.body.code !== 200)) expectRefused(a, INVOICE_MSG.tooManyHeaders);
    expect((await riseList(u)).body.data.count).toBe(5);
    expectRefused(await post(u, 'addInvoice', PERSONAL), '最多保存 5 个发票抬头信息');
  });

  it('locks an enterprise’s head, type and verified credit code', async () => {
    // otherCompany gets an approved company submission (plain name and code; sealed fields are opaque here)
    const now = Date.now();
    const sub = await t.db
      .insertInto('verification_submissions')
      .values({ user_id: ten.otherCompany.userId, kind: 'company', status: 3, subject_name: '第二示例贸易有限公司', subject_key: '91330100MA2H2X1U0M', amends_id: null, created_at: now, reviewed_at: now, reviewed_by: null, reject_reason: null, files_cleared_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sealed = 'sealed';
    await t.db
      .insertInto('company_verifications')
      .values({
        submission_id: sub.id, company: '第二示例贸易有限公司', tax_number: '91330100MA2H2X1U0M', address: '杭州', license: null, legal_name: '陈静', legal_sex: 2, legal_birth: '1980-01-01',
        legal_idcard_enc: sealed, legal_address: '杭州', account_name: '第二示例贸易有限公司', account_bank: '工商银行', account_no_enc: sealed, contact_name: '陈静', contact_phone_enc: sealed,
        contact_idcard_enc: sealed, author_name: '陈静', author_sex: 2, author_birth: '1980-01-01', author_phone_enc: sealed, author_idcard_enc: sealed, author_address: '杭州', file: null, author_front: null, author_back: null,
      })
      .execute();
    const id = await addHeader(ten.otherCompany, { ...PERSONAL, head: '随便写的', type: '1', bankName: '工行', account: '1', street: '杭州', phoneNumber: '0571-1' });
    const list = (await riseList(ten.otherCompany)).body.data;
    expect(list.lock).toEqual({ head: '第二示例贸易有限公司', type: 2, taxNum: '91330100MA2H2X1U0M' });
    expect(list.list.find((h: { id: number }) => h.id === id)).toMatchObject({ head: '第二示例贸易有限公司', type: 2, taxNum: '91330100MA2H2X1U0M' });
    // the demo company's approved submission (the demo seed's) locks name and credit code the same way
    const mainId = await addHeader(ten.companyMain, { ...ENTERPRISE, head: '别的公司', type: '1' });
    const main = (await riseList(ten.companyMain)).body.data;
    expect(main.lock).toEqual({ head: '示例科技有限公司', type: 2, taxNum: DEMO_CREDIT_CODES['13800000002'] });
    expect(main.list.find((h: { id: number }) => h.id === mainId)).toMatchObject({ head: '示例科技有限公司', type: 2, taxNum: DEMO_CREDIT_CODES['13800000002'] });
    // a company header still needs its bank fields
    expectRefused(await post(ten.companyMain, 'addInvoice', { ...ENTERPRISE, bankName: '' }), INVOICE_MSG.bankNameRequired);
  });

  it('another account’s header answers like a missing one', async () => {
    const id = await addHeader(ten.companyMain);
    expectRefused(await post(ten.otherCompany, 'editInvoice', { ...ENTERPRISE, id: String(id) }), INVOICE_MSG.headerNotFound);
    expectRefused(await post(ten.otherCompany, 'delInvoice', { id: String(id) }), INVOICE_MSG.headerNotFound);
    expectRefused(await post(ten.otherCompany, 'delInvoice', { id: '99999999' }), INVOICE_MSG.headerNotFound);
    expectRefused(await post(ten.otherCompany, 'delInvoice', { id: 'abc' }), INVOICE_MSG.headerNotFound);
    expect((await riseList(ten.otherCompany)).body.data.list.some((h: { id: number }) => h.id === id)).toBe(false);
  });
});

describe('invoiceAsk and the notice rules', () => {
  let header: number;
  beforeAll(async () => {
    header = await addHeader(ten.companyMain);
  });
  const ask = (c: Caller, ids: number[], extra: Record<string, string> = {}) =>
    post(c, 'invoiceAsk', { ids: ids.join(','), userInvoiceId: String(header), type: '1', remark: '', ...extra });

  it('refuses every broken rule and changes nothing', async () => {
    const me = ten.companyMain.userId;
    const good = await seedOrder(t.db, me);
    const lastYear = await seedOrder(t.db, me, { paidAt: Date.UTC(new Date().getUTCFullYear() - 1, 5, 1) });
    const gift = await seedOrder(t.db, me, { payType: 1 });
    const unpaid = await seedOrder(t.db, me, { payStatus: 1 });
    const consumption = await seedOrder(t.db, me, { kind: 'consumption' });
    const issued = await seedOrder(t.db, me, { invoiceStatus: 2 });
    const others = await seedOrder(t.db, ten.otherCompany.userId);
    expectRefused(await ask(ten.companyMain, [good.id], { type: '2' }), INVOICE_MSG.specialNotSupported);
    expectRefused(await ask(ten.companyMain, [good.id], { type: '' }), INVOICE_MSG.selectType);
    expectRefused(await ask(ten.companyMain, [good.id], { userInvoiceId: '' }), INVOICE_MSG.selectHeader);
    expectRefused(await ask(ten.companyMain, [good.id], { remark: '字'.repeat(51) }), INVOICE_MSG.remarkTooLong);
    expectRefused(await ask(ten.companyMain, []), INVOICE_MSG.selectOrders);
    expectRefused(await ask(ten.companyMain, [good.id, lastYear.id]), INVOICE_MSG.notThisYear);
    expectRefused(await ask(ten.companyMain, [good.id, gift.id]), INVOICE_MSG.orderGift);
    expectRefused(await ask(ten.companyMain, [unpaid.id]), INVOICE_MSG.orderNotPaid);
    expectRefused(await ask(ten.companyMain, [consumption.id]), INVOICE_MSG.orderNotRecharge);
    expectRefused(await ask(ten.companyMain, [issued.id]), INVOICE_MSG.orderInvoiced);
    expectRefused(await ask(ten.companyMain, [good.id, others.id]), INVOICE_MSG.orderNotFound);
    expectRefused(await ask(ten.companyMain, [good.id, 99999999]), INVOICE_MSG.orderNotFound);
    // another account's header
    const otherHeader = await addHeader(ten.individual, PERSONAL);
    expectRefused(await ask(ten.companyMain, [good.id], { userInvoiceId: String(otherHeader) }), INVOICE_MSG.headerNotFound);
    // a company's top-ups need an enterprise header (a type 1 header of a company put in directly)
    const now = Date.now();
    const personal = await t.db
      .insertInto('invoice_headers')
      .values({ user_id: ten.companyMain.userId, type: 1, head: '王芳', tax_num: '110101199003077777', bank_name: '', account: '', street: '', phone_number: '', mobile: '13912345678', email: 'w@example.com', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectRefused(await ask(ten.companyMain, [good.id], { userInvoiceId: String(personal.id) }), INVOICE_MSG.enterpriseHeaderOnly);
    await t.db.deleteFrom('invoice_headers').where('id', '=', personal.id).execute();
    expect(await orderRow(good.id)).toEqual({ invoice_status: 0, invoice_id: null });
    expect(await t.db.selectFrom('invoices').select('id').where('user_id', '=', me).execute()).toHaveLength(0);
  });

  it('makes one application for several orders: money is their sum, orders pending', async () => {
    const me = ten.companyMain.userId;
    const a = await seedOrder(t.db, me, { moneyCents: 12_345 });
    const b = await seedOrder(t.db, me, { moneyCents: 655 });
    const r = await ask(ten.companyMain, [a.id, b.id], { remark: '请尽快开具' });
    expectOk(r);
    expect(r.body.msg).toBe(INVOICE_MSG.asked);
    expect(r.body.data).toMatchObject({ money: '130.00', orderCount: 2 });
    expect(r.body.data.order_no).toMatch(/^FP\d{20}$/);
    expect(await orderRow(a.id)).toEqual({ invoice_status: 1, invoice_id: r.body.data.id });
    // one invoice per order
    expectRefused(await ask(ten.companyMain, [a.id]), INVOICE_MSG.orderInvoiced);
    const detail = await post(ten.companyMain, 'invoiceDetail', { id: String(r.body.data.id) });
    expectOk(detail);
    expect(detail.body.data).toMatchObject({ status: 1, statusName: '待开票', head: '示例科技有限公司', tax_num: DEMO_CREDIT_CODES['13800000002'], type: 1, remark: '请尽快开具', money: '130.00', post_phone_number: ENTERPRISE.mobile, bank_name: ENTERPRISE.bankName });
    expect(detail.body.data.orderList.map((o: { order_no: string }) => o.order_no)).toEqual([a.orderNo, b.orderNo]);
    expect(detail.body.data.orderList[0]).toMatchObject({ money: '123.45', pay_type: 3, order_desc: '购买积分' });
    expectRefused(await post(ten.otherCompany, 'invoiceDetail', { id: String(r.body.data.id) }), INVOICE_MSG.invoiceNotFound);
    const audit = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'invoice.ask').where('target_id', '=', String(r.body.data.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it('of concurrent asks for the same order only one wins', async () => {
    const me = ten.companyMain.userId;
    const o = await seedOrder(t.db, me);
    const others = await Promise.all(Array.from({ length: 4 }, () => seedOrder(t.db, me)));
    const answers = await Promise.all(others.map((x) => ask(ten.companyMain, [o.id, x.id])));
    const won = answers.filter((a) => a.body.code === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) expectRefused(a, INVOICE_MSG.orderInvoiced);
    const links = await t.db.selectFrom('invoice_orders').select('invoice_id').where('order_id', '=', o.id).execute();
    expect(links).toHaveLength(1);
    // the losers' other orders stayed invoiceable
    const states = await Promise.all(others.map((x) => orderRow(x.id)));
    expect(states.filter((s) => s.invoice_status === 1)).toHaveLength(1);
    expect(states.filter((s) => s.invoice_status === 0)).toHaveLength(3);
  });

  it('lists the caller’s applications, 10 a page, with date and status filters', async () => {
    const list = await post(ten.companyMain, 'invoiceList', { page: '1', status: '1' });
    expectOk(list);
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.list[0]).toMatchObject({ status: '待开票', statusCode: 1, type: 1, typeName: '电子普通发票' });
    const today = Math.floor(Date.now() / 1000);
    expect((await post(ten.companyMain, 'invoiceList', { startTime: String(today - 3600), endTime: String(today + 3600) })).body.data.count).toBe(2);
    expect((await post(ten.companyMain, 'invoiceList', { startTime: '0', endTime: String(today - 86_400) })).body.data.count).toBe(0);
    expect((await post(ten.companyMain, 'invoiceList', { status: '4' })).body.data.count).toBe(0);
    expectRefused(await post(ten.companyMain, 'invoiceList', { status: '3' }), '状态格式不正确');
    expectRefused(await post(ten.companyMain, 'invoiceList', { startTime: '100', endTime: '50' }), '开始时间不能晚于结束时间');
    expect((await post(ten.otherCompany, 'invoiceList', {})).body.data.count).toBe(0);
  });
});

describe('operator: issue, refuse, PDF, checkFail, re-apply', () => {
  let header: number;
  beforeAll(async () => {
    header = await addHeader(ten.individual, { ...ENTERPRISE, head: '李明的雇主有限公司' });
  });
  const ask = async (ids: number[]) => {
    const r = await post(ten.individual, 'invoiceAsk', { ids: ids.join(','), userInvoiceId: String(header), type: '1' });
    expectOk(r);
    return r.body.data as { id: number; order_no: string };
  };

  it('issues: PDF stored, orders issued, user notified, PDF downloads only for its owner', async () => {
    const o = await seedOrder(t.db, ten.individual.userId, { moneyCents: 123_456 });
    const app = await ask([o.id]);
    const pending = await adminGet('list', {});
    expectOk(pending);
    expect(pending.body.data.list.some((r: { id: number }) => r.id === app.id)).toBe(true);
    const detail = await adminGet('detail', { id: String(app.id) });
    expect(detail.body.data).toMatchObject({ head: '李明的雇主有限公司', phone: '13800000001', pdfUrl: null });
    expectRefused(await post(ten.individual, 'downInvoicePdf', { orderNo: app.order_no }), INVOICE_MSG.pdfNotReady);
    const issued = await adminPost('issue', { id: String(app.id) });
    expectOk(issued);
    expect(issued.body.data.invoice_number).toMatch(/^\d{20}$/);
    expectRefused(await adminPost('issue', { id: String(app.id) }), INVOICE_MSG.notPending);
    expectRefused(await adminPost('refuse', { id: String(app.id), reason: '晚了' }), INVOICE_MSG.notPending);
    expect(await orderRow(o.id)).toEqual({ invoice_status: 2, invoice_id: app.id });
    const notes = await t.db.selectFrom('notifications').select('content').where('user_id', '=', ten.individual.userId).execute();
    expect(notes.some((n) => n.content.includes(app.order_no) && n.content.includes('已开具') && n.content.includes(issued.body.data.invoice_number))).toBe(true);
    const d = await post(ten.individual, 'invoiceDetail', { id: String(app.id) });
    expect(d.body.data).toMatchObject({ status: 2, statusName: '已开票', invoice_number: issued.body.data.invoice_number });

    // by the application's number and by an order's number
    for (const orderNo of [app.order_no, o.orderNo]) {
      const link = await post(ten.individual, 'downInvoicePdf', { orderNo });
      expectOk(link);
      expect(link.body.data.pdfUrl).toMatch(/^\/api\/download\/invoice\//);
      const res = await t.app.inject({ method: 'GET', url: link.body.data.pdfUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (process.env.INVOICE_PDF_OUT) fs.writeFileSync(process.env.INVOICE_PDF_OUT, res.rawPayload);
    }
    // strangers: like missing; a changed token 403
    expectRefused(await post(ten.otherCompany, 'downInvoicePdf', { orderNo: app.order_no }), INVOICE_MSG.invoiceNotFound);
    expectRefused(await post(ten.otherCompany, 'downInvoicePdf', { orderNo: o.orderNo }), INVOICE_MSG.invoiceNotFound);
    expectRefused(await post(ten.otherCompany, 'downInvoicePdf', { orderNo: 'FP00000000000000000000' }), INVOICE_MSG.invoiceNotFound);
    expectRefused(await post(ten.individual, 'downInvoicePdf', { orderNo: '<script>' }), INVOICE_MSG.invoiceNotFound);
    const link = (await post(ten.individual, 'downInvoicePdf', { orderNo: app.order_no })).body.data.pdfUrl as string;
    const bad = await t.app.inject({ method: 'GET', url: `${link.slice(0, -3)}AAA` });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ code: 403, msg: INVOICE_MSG.linkInvalid, data: null });
    // the operator's detail has its own link
    const opDetail = await adminGet('detail', { id: String(app.id) });
    const opPdf = await t.app.inject({ method: 'GET', url: opDetail.body.data.pdfUrl });
    expect(opPdf.statusCode).toBe(200);
    const actions = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'invoice').where('target_id', '=', String(app.id)).execute();
    expect(new Set(actions.map((a) => a.action))).toEqual(new Set(['invoice.ask', 'invoice.view', 'invoice.issue', 'invoice.download']));
  });

  it('refuses with a reason: checkFail by order id, re-apply, notified', async () => {
    const o = await seedOrder(t.db, ten.individual.userId);
    const app = await ask([o.id]);
    expectRefused(await adminPost('refuse', { id: String(app.id), reason: ' ' }), INVOICE_MSG.refuseReasonRequired);
    expectRefused(await post(ten.individual, 'checkFail', { id: String(o.id) }), INVOICE_MSG.noFailure);
    expectOk(await adminPost('refuse', { id: String(app.id), reason: '税号与抬头不一致' }));
    expect(await orderRow(o.id)).toEqual({ invoice_status: 3, invoice_id: app.id });
    const fail = await post(ten.individual, 'checkFail', { id: String(o.id) });
    expectOk(fail);
    expect(fail.body.data).toEqual({ checkRemark: '税号与抬头不一致', invoiceId: app.id, order_no: app.order_no });
    expect((await post(ten.individual, 'checkFail', { invoiceId: String(app.id) })).body.data.checkRemark).toBe('税号与抬头不一致');
    expectRefused(await post(ten.otherCompany, 'checkFail', { id: String(o.id) }), INVOICE_MSG.orderNotFound);
    expectRefused(await post(ten.otherCompany, 'checkFail', { invoiceId: String(app.id) }), INVOICE_MSG.invoiceNotFound);
    const d = await post(ten.individual, 'invoiceDetail', { id: String(app.id) });
    expect(d.body.data).toMatchObject({ status: 4, statusName: '已拒绝', check_remark: '税号与抬头不一致' });
    const notes = await t.db.selectFrom('notifications').select('content').where('user_id', '=', ten.individual.userId).execute();
    expect(notes.some((n) => n.content.includes('税号与抬头不一致'))).toBe(true);
    // the order can be applied for again
    const again = await ask([o.id]);
    expect(await orderRow(o.id)).toEqual({ invoice_status: 1, invoice_id: again.id });
    expectRefused(await post(ten.individual, 'checkFail', { id: String(o.id) }), INVOICE_MSG.noFailure);
  });
});

describe('bad input', () => {
  it('answers wrong types and missing fields in Chinese, never 500', async () => {
    const j = (path: string, json: unknown) => call(t.app, 'POST', `/api/invoice/${path}`, { json, ...as(ten.individual) });
    expectRefused(await j('invoiceAsk', { ids: [{ a: 1 }], userInvoiceId: 1, type: 1 }), INVOICE_MSG.orderNotFound);
    expectRefused(await j('invoiceAsk', { ids: '1', userInvoiceId: { x: 1 }, type: 1 }), INVOICE_MSG.selectHeader);
    expectRefused(await j('invoiceAsk', { ids: '1', userInvoiceId: 1, type: 'abc' }), INVOICE_MSG.selectType);
    expectRefused(await j('invoiceAsk', { ids: '1,' + '2,'.repeat(120) + '3', userInvoiceId: 1, type: 1 }), /订单/);
    expectRefused(await j('invoiceAsk', {}), INVOICE_MSG.selectOrders);
    expectRefused(await j('invoiceDetail', { id: -1 }), INVOICE_MSG.invoiceNotFound);
    expectRefused(await j('invoiceDetail', {}), INVOICE_MSG.invoiceNotFound);
    expectRefused(await j('checkFail', {}), /不存在/);
    expectRefused(await j('checkFail', { id: [987654321] }), /不存在/);
    expectRefused(await j('downInvoicePdf', {}), INVOICE_MSG.invoiceNotFound);
    expectRefused(await j('invoiceList', { page: 0 }), '页码格式不正确');
    expectRefused(await j('editInvoice', { ...ENTERPRISE, id: 'x' }), INVOICE_MSG.headerNotFound);
    expectRefused(await call(t.app, 'GET', '/api/admin/invoice/list', { query: { status: '9' }, token: op }), '状态格式不正确');
    expectRefused(await adminPost('refuse', { id: '1', reason: '长'.repeat(201) }), /200/);
  });
});

describe('authorisation matrix', () => {
  const USER_CALLS: Array<[string, Record<string, string>]> = [
    ['invoiceList', {}],
    ['addInvoice', ENTERPRISE],
    ['editInvoice', { ...ENTERPRISE, id: '1' }],
    ['delInvoice', { id: '1' }],
    ['invoiceAsk', { ids: '1', userInvoiceId: '1', type: '1' }],
    ['invoiceDetail', { id: '1' }],
    ['checkFail', { id: '1' }],
    ['downInvoicePdf', { orderNo: 'FP00000000000000000000' }],
  ];

  it('anonymous callers get 408 everywhere; sub-accounts are refused; nothing changes', async () => {
    const before = await t.db.selectFrom('invoice_headers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [path, form] of USER_CALLS) {
      expectSessionExpired(await post(null, path, form));
      expectRefused(await post(ten.companySub, path, form), MSG.noPermission);
    }
    expectSessionExpired(await call(t.app, 'GET', '/api/invoice/riseList'));
    expectRefused(await riseList(ten.companySub), MSG.noPermission);
    const after = await t.db.selectFrom('invoice_headers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('the operator endpoints refuse users and anonymous callers', async () => {
    const userToken = await login(t.app, '13800000001', DEMO_PASSWORD);
    for (const token of [undefined, userToken]) {
      expectSessionExpired(await call(t.app, 'GET', '/api/admin/invoice/list', token ? { token } : {}));
      expectSessionExpired(await call(t.app, 'GET', '/api/admin/invoice/detail', { query: { id: '1' }, ...(token ? { token } : {}) }));
      expectSessionExpired(await call(t.app, 'POST', '/api/admin/invoice/issue', { form: { id: '1' }, ...(token ? { token } : {}) }));
      expectSessionExpired(await call(t.app, 'POST', '/api/admin/invoice/refuse', { form: { id: '1', reason: 'x' }, ...(token ? { token } : {}) }));
    }
    expectRefused(await adminGet('detail', { id: '99999999' }), INVOICE_MSG.invoiceNotFound);
    expectRefused(await adminPost('issue', { id: 'x' }), INVOICE_MSG.invoiceNotFound);
  });
});
