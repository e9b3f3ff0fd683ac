import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG, NotaryStatus, PayStatus, fillMessage } from '@evidence/shared/constants';
import { call, freshIp, registerAndLogin } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * Online notarization, the applicant's first part (issue 15): apply from preserved records, the list,
 * the detail, the application form, stopping an order; who may do it, and the step order.
 */
let t: TestApp;
let who: Tenants;
let unverified: Caller;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20' });
  who = await tenants(t);
  const token = await registerAndLogin(t.app, t.db, '13700000777');
  const u = await t.db.selectFrom('users').select('id').where('phone', '=', '13700000777').executeTakeFirstOrThrow();
  unverified = { token, role: '1', userId: u.id, phone: '13700000777' };
}, 60_000);
afterAll(async () => t?.close());

const as = (c: Caller | null) => (c ? { token: c.token, role: c.role } : {});
const apply = (c: Caller | null, ids: string) => call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids }, ip: freshIp() });
const list = (c: Caller | null, query: Record<string, string> = {}) => call(t.app, 'GET', '/api/notary/getList', { ...as(c), query });
const detail = (c: Caller | null, orderId: number | string) => call(t.app, 'GET', '/api/notary/detail', { ...as(c), query: { orderId: String(orderId) } });
const stop = (c: Caller | null, orderId: number | string) => call(t.app, 'POST', '/api/notary/stop', { ...as(c), form: { orderId: String(orderId) } });
const form = (c: Caller | null, orderId: number | string) => call(t.app, 'GET', '/api/notary/applyForm', { ...as(c), query: { orderId: String(orderId) } });
const FORM = { purpose: '用于向法院起诉', method: '通过数据存证平台上传', promise: '1' };
const saveForm = (c: Caller | null, fields: Record<string, string>) => call(t.app, 'POST', '/api/notary/saveApplyForm', { ...as(c), form: fields, ip: freshIp() });
const counts = async () => ({
  orders: Number((await t.db.selectFrom('notary_orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  money: Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'notarial').executeTakeFirstOrThrow()).n),
  items: Number((await t.db.selectFrom('notary_order_items').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
});
const companyRecords = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => seedRecord(t, { ownerUserId: who.companyMain.userId, creatorUserId: who.companyMain.userId, title: `合同${i + 1}.pdf` })));

describe('applying', () => {
  it('makes an order of the company’s records: its money row, its procedure at the first step, its items, an audit row', async () => {
    const recs = await companyRecords(3);
    const a = await apply(who.companyMain, recs.map((r) => r.id).join(','));
    expect(a.body.code, a.body.msg).toBe(200);
    expect(a.body.msg).toBe(NOTARY_MSG.applied);
    expect(a.body.data).toMatchObject({ money: 260, pay: 0, type: 1, number: 3 });
    expect(a.body.data.orderNo).toMatch(/^GZ\d{14}\d{6}$/);
    const n = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', a.body.data.id).executeTakeFirstOrThrow();
    expect([n.step, Number(n.status), Number(n.record_count), Number(n.fee_cents), Number(n.account_user_id)]).toEqual(['applicationForm', NotaryStatus.inProgress, 3, 26000, who.companyMain.userId]);
    const o = await t.db.selectFrom('orders').selectAll().where('id', '=', n.order_id).executeTakeFirstOrThrow();
    expect([o.kind, Number(o.pay_status), Number(o.bus_type), o.order_no, Number(o.points_cents)]).toEqual(['notarial', PayStatus.pending, 1, n.order_no, 26000]);
    const items = await t.db.selectFrom('notary_order_items').select(['evidence_id', 'position']).where('notary_order_id', '=', n.id).orderBy('position').execute();
    expect(items.map((i) => Number(i.evidence_id))).toEqual(recs.map((r) => r.id));
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'notary.apply').where('target_id', '=', String(n.id)).execute()).toHaveLength(1);
    // the orders page's 公证书 tab shows it
    const tab = await call(t.app, 'GET', '/api/order/notarialList', as(who.companyMain));
    expect(tab.body.data.list.map((r: { orderNo: string }) => r.orderNo)).toContain(n.order_no);
  });

  it('refuses sub-accounts, unverified accounts, anonymous callers, other tenants’ records and bad lists, writing nothing', async () => {
    const [rec] = await companyRecords(1);
    const own = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
    const before = await counts();
    const anon = await apply(null, String(rec!.id));
    expect([anon.status, anon.body.code]).toEqual([401, 408]);
    expect((await apply(who.companySub, String(rec!.id))).body.code).toBe(400);
    expect((await apply(unverified, String(rec!.id))).body.msg).toBe(NOTARY_MSG.notVerified);
    // another tenant's record answers like a missing one, even mixed with the caller's own
    for (const c of [who.otherCompany, who.individual, who.subPersonal]) expect((await apply(c, String(rec!.id))).body.msg).toBe(NOTARY_MSG.recordNotSelectable);
    expect((await apply(who.individual, `${own.id},${rec!.id}`)).body.msg).toBe(NOTARY_MSG.recordNotSelectable);
    expect((await apply(who.companyMain, '')).body.msg).toBe(NOTARY_MSG.selectRecords);
    // ids that are not comma-joined numbers are a format error, not a record that cannot be picked (decision 368)
    expect((await apply(who.companyMain, '0x1')).body.msg).toBe(NOTARY_MSG.badRecordIds);
    expect((await apply(who.companyMain, `${rec!.id},a`)).body.msg).toBe(NOTARY_MSG.badRecordIds);
    const asArray = await call(t.app, 'POST', '/api/notary/apply', { ...as(who.companyMain), json: { ids: [rec!.id] }, ip: freshIp() });
    expect(asArray.body).toMatchObject({ code: 400, msg: NOTARY_MSG.badRecordIds });
    expect((await apply(who.companyMain, Array.from({ length: 51 }, (_, i) => i + 1).join(','))).body.msg).toBe(NOTARY_MSG.tooManyRecords);
    expect(await counts()).toEqual(before);
  });

  it('refuses records still uploading or missing', async () => {
    const [up, gone] = await companyRecords(2);
    await t.db.updateTable('evidence').set({ status: 'uploading' }).where('id', '=', up!.id).execute();
    await t.db.updateTable('evidence').set({ status: 'missing' }).where('id', '=', gone!.id).execute();
    const before = await counts();
    expect((await apply(who.companyMain, String(up!.id))).body.msg).toBe(NOTARY_MSG.recordNotSelectable);
    expect((await apply(who.companyMain, String(gone!.id))).body.msg).toBe(NOTARY_MSG.recordNotSelectable);
    const picks = await call(t.app, 'GET', '/api/notary/selectList', { ...as(who.companyMain), query: { limit: '100' } });
    const byId = new Map(picks.body.data.list.map((r: { id: number; selectable: boolean; reason: string | null }) => [r.id, r]));
    expect(byId.get(up!.id)).toMatchObject({ selectable: false, reason: '上传中，不能申请公证' });
    expect(byId.get(gone!.id)).toMatchObject({ selectable: false, reason: '证据缺失，不能申请公证' });
    expect(await counts()).toEqual(before);
    expect((await call(t.app, 'GET', '/api/notary/selectList', as(who.companySub))).body.code).toBe(400);
  });
});

describe('the list, the detail and stopping', () => {
  it('lists the account’s own orders with the filters, and nobody else’s', async () => {
    const [rec] = await companyRecords(1);
    const a = await apply(who.companyMain, String(rec!.id));
    const mine = await list(who.companyMain, { orderNo: a.body.data.orderNo });
    expect(mine.body.data.count).toBe(1);
    expect(mine.body.data.list[0]).toMatchObject({ id: a.body.data.id, number: 1, step: 'applicationForm', stepName: '申请表阅读与填写', notarial: 1, notarialName: '出证中', pay: 0, money: 220 });
    expect((await list(who.companyMain, { orderNo: 'GZ%' })).body.data.count).toBe(0);
    expect((await list(who.companyMain, { payType: '2' })).body.data.count).toBe(0);
    expect((await list(who.otherCompany)).body.data.count).toBe(0);
    expect((await list(who.companySub)).body.code).toBe(400);
    expect((await list(who.companyMain, { startTime: '10', endTime: '5' })).body.code).toBe(400);
  });

  it('shows the detail to its account only', async () => {
    const recs = await companyRecords(12);
    const a = await apply(who.companyMain, recs.map((r) => r.id).join(','));
    const d = await detail(who.companyMain, a.body.data.id);
    expect(d.body.data.count).toBe(12);
    expect(d.body.data.list).toHaveLength(10);
    expect(d.body.data.list[0]).toMatchObject({ id: recs[0]!.id, baoquan: recs[0]!.evidence_no, sha256: recs[0]!.sha256, sm3: recs[0]!.sm3 });
    const p2 = await call(t.app, 'GET', '/api/notary/detail', { ...as(who.companyMain), query: { orderId: String(a.body.data.id), page: '2' } });
    expect(p2.body.data.list).toHaveLength(2);
    for (const c of [who.otherCompany, who.individual, who.subPersonal]) expect((await detail(c, a.body.data.id)).body).toEqual({ code: 400, msg: NOTARY_MSG.orderNotFound, data: null });
    expect((await detail(who.companyMain, '1e1')).body.msg).toBe(NOTARY_MSG.badOrderId);
  });

  it('stops an unpaid order once: the order is void, the money row cancelled, the account told', async () => {
    const [rec] = await companyRecords(1);
    const a = await apply(who.companyMain, String(rec!.id));
    expect((await stop(who.otherCompany, a.body.data.id)).body.msg).toBe(NOTARY_MSG.orderNotFound);
    const [one, two] = await Promise.all([stop(who.companyMain, a.body.data.id), stop(who.companyMain, a.body.data.id)]);
    expect([one.body.code, two.body.code].sort()).toEqual([200, 400]);
    const n = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', a.body.data.id).executeTakeFirstOrThrow();
    expect([Number(n.status), n.ended_by]).toEqual([NotaryStatus.terminated, 'applicant']);
    const o = await t.db.selectFrom('orders').select('pay_status').where('id', '=', n.order_id).executeTakeFirstOrThrow();
    expect(Number(o.pay_status)).toBe(PayStatus.cancelled);
    const notes = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.companyMain.userId).execute();
    expect(notes.some((x) => x.content.includes(n.order_no) && x.content.includes('已终止'))).toBe(true);
    expect((await saveForm(who.companyMain, { orderId: String(n.id), ...FORM })).body.msg).toBe(NOTARY_MSG.orderEnded);
    // once the order is over, its record may be deleted again
    expect((await call(t.app, 'POST', '/api/data/delData', { ...as(who.companyMain), form: { dataId: String(rec!.id) } })).body.code).toBe(200);
  });

  it('a record in an order in progress cannot be deleted', async () => {
    const [rec] = await companyRecords(1);
    expect((await apply(who.companyMain, String(rec!.id))).body.code).toBe(200);
    const del = await call(t.app, 'POST', '/api/data/delData', { ...as(who.companyMain), form: { dataId: String(rec!.id) } });
    expect(del.body).toEqual({ code: 400, msg: NOTARY_MSG.recordInNotarization, data: null });
    const row = await t.db.selectFrom('evidence').select('deleted_at').where('id', '=', rec!.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).toBeNull();
  });
});

describe('the application form', () => {
  it('reads the applicant from the verification, saves the form once, and moves the order to signing', async () => {
    const [rec] = await companyRecords(1);
    const a = await apply(who.companyMain, String(rec!.id));
    const view = await form(who.companyMain, a.body.data.id);
    expect(view.body.data.applicant).toMatchObject({ kind: 'company', name: '示例科技有限公司', representative: '王芳' });
    expect(view.body.data.records[0]).toMatchObject({ baoquan: rec!.evidence_no, sha256: rec!.sha256, sm3: rec!.sm3 });
    expect(view.body.data.form.promise).toBe(false);
    const orderId = String(a.body.data.id);
    expect((await saveForm(who.companyMain, { orderId, ...FORM, promise: '' })).body.msg).toBe(NOTARY_MSG.promiseRequired);
    expect((await saveForm(who.companyMain, { orderId, ...FORM, purpose: ' ' })).body.msg).toBe(NOTARY_MSG.purposeRequired);
    expect((await saveForm(who.companyMain, { orderId, ...FORM, agentName: '张三' })).body.msg).toBe(NOTARY_MSG.agentIncomplete);
    // a filled but wrong ID number or phone is named, not told to fill the agent in (decision 368)
    const wrongAgent = { agentName: '张三', agentIdCard: '11010519491231002X', agentPhone: '13912345678' };
    expect((await saveForm(who.companyMain, { orderId, ...FORM, ...wrongAgent, agentIdCard: '110105194912310021' })).body.msg).toBe(NOTARY_MSG.agentIdCardInvalid);
    expect((await saveForm(who.companyMain, { orderId, ...FORM, ...wrongAgent, agentPhone: '1391234567' })).body.msg).toBe(NOTARY_MSG.agentPhoneInvalid);
    expect((await saveForm(who.companyMain, { orderId, ...FORM, agentName: '张三', agentPhone: '1391234567' })).body.msg).toBe(NOTARY_MSG.agentPhoneInvalid);
    expect((await saveForm(who.otherCompany, { orderId, ...FORM })).body.msg).toBe(NOTARY_MSG.orderNotFound);
    const agent = { agentName: '张三', agentIdCard: '11010519491231002X', agentPhone: '13912345678' };
    const saved = await saveForm(who.companyMain, { orderId, ...FORM, ...agent });
    expect(saved.body).toMatchObject({ code: 200, msg: NOTARY_MSG.formSaved, data: { step: 'signature' } });
    // the agent's ID number and phone are sealed at rest; the owner reads them back
    const row = await t.db.selectFrom('notary_orders').select(['form_json', 'step']).where('id', '=', a.body.data.id).executeTakeFirstOrThrow();
    expect(row.step).toBe('signature');
    expect(row.form_json).not.toContain('11010519491231002X');
    expect(row.form_json).not.toContain('13912345678');
    expect((await form(who.companyMain, orderId)).body.data.form).toMatchObject({ ...agent, purpose: FORM.purpose, promise: true });
    // the step is over: saving again is refused and names the current step
    const again = await saveForm(who.companyMain, { orderId, ...FORM });
    expect(again.body).toEqual({ code: 400, msg: fillMessage(NOTARY_MSG.wrongStep, { step: '在线签字' }), data: { step: 'signature' } });
  });

  it('an individual’s form names the person with a masked ID number', async () => {
    const own = await seedRecord(t, { ownerUserId: who.individual.userId, creatorUserId: who.individual.userId });
    const a = await apply(who.individual, String(own.id));
    const view = await form(who.individual, a.body.data.id);
    expect(view.body.data.applicant.kind).toBe('person');
    expect(view.body.data.applicant.name).toBe('李明');
    expect(view.body.data.applicant.idMasked).toMatch(/^310\*+\d{3}[\dX]$/);
  });
});
