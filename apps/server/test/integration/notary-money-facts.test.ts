import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotaryStatus, PayStatus } from '@evidence/shared/constants';
import { ZNotarialListResponse, ZNotaryDetailResponse, ZNotaryListResponse, type TNotaryMoneyFacts } from '@evidence/shared/contracts';
import { waitFor } from '../helpers/jobs';
import { call, freshIp } from '../helpers/api';
import { expectOk } from '../helpers/checks';
import { seedRecord } from '../helpers/evidence-list-seed';
import { officeStaff, orderAtOffice } from '../helpers/notary-office';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { loadNotifySecret } from '../../src/providers/payment/from-config';
import { LOCAL_NOTIFY_PATH, localNotifyParams } from '../../src/providers/payment/local-payment';

/**
 * What the applicant is told about a notarial order's money (review findings 4 and 8; decisions 365–366):
 * the same facts on /notary (getList), /notary/detail (detail) and /orders → 公证书 (notarialList), and the
 * office's console: how it was paid, in which unit, and what is given back — points refunded, or money owed
 * back by the original route, including a payment that arrived after the order no longer needed it.
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
let secret: Buffer;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20' });
  who = await tenants(t);
  staff = await officeStaff(t);
  secret = loadNotifySecret(t.dataDir, undefined);
  for (const c of [who.individual, who.companyMain, who.otherCompany]) await t.db.updateTable('users').set({ points_cents: 1_000_000 }).where('id', '=', c.userId).execute();
}, 60_000);
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role, ip: freshIp() });
const notary = (id: number) => t.db.selectFrom('notary_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The order as the three applicant views and the console show it. */
async function views(c: Caller, orderId: number) {
  const n = await notary(orderId);
  const list = await call(t.app, 'GET', '/api/notary/getList', { ...as(c), query: { orderNo: n.order_no } });
  const detail = await call(t.app, 'GET', '/api/notary/detail', { ...as(c), query: { orderId: String(orderId) } });
  const orders = await call(t.app, 'GET', '/api/order/notarialList', { ...as(c), query: { page: '1' } });
  for (const r of [list, detail, orders]) expectOk(r);
  const row = ZNotaryListResponse.parse(list.body.data).list.find((r) => r.id === orderId)!;
  const info = ZNotaryDetailResponse.parse(detail.body.data).info;
  const tab = ZNotarialListResponse.parse(orders.body.data).list.find((r) => r.orderNo === n.order_no)!;
  return { row, info, tab };
}

const pick = (v: TNotaryMoneyFacts) => ({
  payState: v.payState,
  payStateName: v.payStateName,
  paidBy: v.paidBy,
  paidByName: v.paidByName,
  paidAmount: v.paidAmount,
  paidUnit: v.paidUnit,
  refunded: v.refunded,
  refundDue: v.refundDue,
  refundedMoney: v.refundedMoney,
  refunds: v.refunds.map((r) => `${r.stateName} ${r.amount}${r.isLocal ? ' 本地' : ''}`),
});
type Facts = ReturnType<typeof pick>;

/** Waits until the refund job settled every refund of the money row (the local cashier answers SUCCESS at once). */
async function refundsSettled(moneyId: number, count: number) {
  await waitFor(async () => {
    const rows = await t.db.selectFrom('refunds').select('status').where('order_id', '=', moneyId).execute();
    return rows.length === count && rows.every((r) => r.status !== 'processing');
  }, 10_000, 'refunds settled');
}

/** The same money facts in all three views, and the tab's notary status and link. */
async function expectFacts(c: Caller, orderId: number, facts: Facts, notarial: number, notarialName: string) {
  const { row, info, tab } = await views(c, orderId);
  expect(pick(row)).toEqual(facts);
  expect(pick(info)).toEqual(facts);
  expect(pick(tab)).toEqual(facts);
  expect([tab.notarial, tab.notarialName, tab.notaryOrderId, tab.typeName]).toEqual([notarial, notarialName, orderId, '数据存证']);
  return { row, info, tab };
}

async function orderAtPay(c: Caller, records: number) {
  const recs = await Promise.all(Array.from({ length: records }, () => seedRecord(t, { ownerUserId: c.userId, creatorUserId: c.userId })));
  const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: recs.map((r) => r.id).join(',') } });
  expectOk(a);
  await t.db.updateTable('notary_orders').set({ step: 'pay' }).where('id', '=', a.body.data.id).execute();
  return a.body.data.id as number;
}

async function notify(params: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: LOCAL_NOTIFY_PATH, payload: new URLSearchParams(params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.json()).toMatchObject({ code: 'SUCCESS' });
}

const NOTHING_BACK = { refunded: 0, refundDue: 0, refundedMoney: 0, refunds: [] as string[] };

describe('the money facts the applicant sees', () => {
  it('unpaid, then stopped: 未支付, then 已取消 (not 未支付), nothing paid, nothing owed', async () => {
    const c = who.individual;
    const id = await orderAtPay(c, 1);
    const unpaid = { payState: 'unpaid', payStateName: '未支付', paidBy: null, paidByName: null, paidAmount: null, paidUnit: null, ...NOTHING_BACK } as const;
    const { tab } = await expectFacts(c, id, unpaid, NotaryStatus.inProgress, '出证中');
    // the specification's fields are kept: the fee and 0/1
    expect([tab.money, tab.pay]).toEqual([220, 0]);
    expectOk(await call(t.app, 'POST', '/api/notary/stop', { ...as(c), form: { orderId: String(id) } }));
    await expectFacts(c, id, { ...unpaid, payState: 'cancelled', payStateName: '已取消' }, NotaryStatus.terminated, '出证终止');
  });

  it('paid by points and ended by the office: 已支付 积分 240 (no yuan), 已退还 240 积分', async () => {
    const c = who.companyMain;
    const id = await orderAtOffice(t, c, { records: 2 });
    const paid = { payState: 'paid', payStateName: '已支付', paidBy: 'points', paidByName: '积分', paidAmount: 240, paidUnit: 'points', ...NOTHING_BACK } as const;
    await expectFacts(c, id, paid, NotaryStatus.inProgress, '出证中');
    expectOk(await call(t.app, 'POST', '/api/admin/notary/terminate', { token: staff.notary, form: { orderId: String(id), reason: '材料不全' }, ip: freshIp() }));
    const { tab } = await expectFacts(c, id, { ...paid, refunded: 240 }, NotaryStatus.terminated, '出证终止');
    expect([tab.money, tab.pay]).toEqual([240, 1]);
  });

  it('paid by WeChat and failed by the office: 已支付 微信 ¥240, refunded by the original route (已退款 at the local cashier) — never 已退还 积分', async () => {
    const c = who.otherCompany;
    const id = await orderAtOffice(t, c, { records: 2, paidBy: 'wechat' });
    expectOk(await call(t.app, 'POST', '/api/admin/notary/fail', { token: staff.notary, form: { orderId: String(id), reason: '经核查涉及他人隐私' }, ip: freshIp() }));
    // the refund is a row and a job now, not a number owed (decision 910)
    expect(Number((await notary(id)).refund_due_cents)).toBe(0);
    await refundsSettled(Number((await notary(id)).order_id), 1);
    const facts = { payState: 'paid', payStateName: '已支付', paidBy: 'wechat', paidByName: '微信', paidAmount: 240, paidUnit: 'yuan', refunded: 0, refundDue: 0, refundedMoney: 240, refunds: ['已退款 240 本地'] } as const;
    await expectFacts(c, id, { ...facts, refunds: [...facts.refunds] }, NotaryStatus.failed, '出证失败');
    const console = await call(t.app, 'GET', '/api/admin/notary/detail', { token: staff.notary, query: { orderId: String(id) }, ip: freshIp() });
    expect(console.body.data).toMatchObject({ refunded: 0, refundDue: 0, refundedMoney: 240, refunds: [{ state: 'succeeded', stateName: '已退款', amount: 240, isLocal: true }] });
  });

  it('a payment that came after the order was stopped is refunded: 已取消 with 已退款', async () => {
    const c = who.companyMain;
    const id = await orderAtPay(c, 1);
    const started = await call(t.app, 'POST', '/api/notary/payOnline', { ...as(c), form: { orderId: String(id), type: '2' } });
    expectOk(started);
    expectOk(await call(t.app, 'POST', '/api/notary/stop', { ...as(c), form: { orderId: String(id) } }));
    await notify(localNotifyParams(secret, { orderNo: started.body.data.order_no, tradeNo: 'T-FACTS-LATE', amountCents: 22000, state: 'SUCCESS', channel: 2 }));
    const row = await t.db.selectFrom('orders').select('pay_status').where('id', '=', (await notary(id)).order_id).executeTakeFirstOrThrow();
    expect(Number(row.pay_status)).toBe(PayStatus.failed);
    await refundsSettled(Number((await notary(id)).order_id), 1);
    const facts: Facts = { payState: 'cancelled', payStateName: '已取消', paidBy: null, paidByName: null, paidAmount: null, paidUnit: null, refunded: 0, refundDue: 0, refundedMoney: 220, refunds: ['已退款 220 本地'] };
    await expectFacts(c, id, facts, NotaryStatus.terminated, '出证终止');
  });

  it('a second payment for a points-paid order is refunded once, a replay counted once', async () => {
    const c = who.individual;
    const id = await orderAtPay(c, 1);
    const started = await call(t.app, 'POST', '/api/notary/payOnline', { ...as(c), form: { orderId: String(id), type: '1' } });
    expectOk(started);
    expectOk(await call(t.app, 'POST', '/api/notary/payByPoints', { ...as(c), form: { orderId: String(id) } }));
    const late = localNotifyParams(secret, { orderNo: started.body.data.order_no, tradeNo: 'T-FACTS-DUP', amountCents: 22000, state: 'SUCCESS', channel: 1 });
    await notify(late);
    await notify(late); // a replay is counted once
    await refundsSettled(Number((await notary(id)).order_id), 1);
    const facts: Facts = { payState: 'paid', payStateName: '已支付', paidBy: 'points', paidByName: '积分', paidAmount: 220, paidUnit: 'points', refunded: 0, refundDue: 0, refundedMoney: 220, refunds: ['已退款 220 本地'] };
    await expectFacts(c, id, facts, NotaryStatus.inProgress, '出证中');
  });

  it('another account sees none of it', async () => {
    const mine = await call(t.app, 'GET', '/api/order/notarialList', { ...as(who.subPersonal), query: { page: '1' } });
    expectOk(mine);
    expect(mine.body.data).toEqual({ list: [], count: 0 });
  });
});
