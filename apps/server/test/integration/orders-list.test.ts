import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_MSG } from '@evidence/shared/constants';
import { ZNotarialListResponse, ZOrderListResponse, type TOrderItem } from '@evidence/shared/contracts';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { insertOrder, seedStandardOrders, type StandardOrders } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * /orders' lists (001 §2.7, §3, §4, §6, §7 Orders, §9) on either database: who sees what, the
 * filters with the end-of-day rule, paging, the notarial tab's empty list and bad input.
 */
let t: TestApp;
let who: Tenants;
let seeded: StandardOrders;
beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
  seeded = await seedStandardOrders(t.db, {
    individual: who.individual.userId,
    companyMain: who.companyMain.userId,
    companySub: who.companySub.userId,
    otherCompany: who.otherCompany.userId,
  });
});
afterAll(async () => t?.close());

const list = (c: Caller | null, query: Record<string, string>) =>
  call<{ list: TOrderItem[]; count: number }>(t.app, 'GET', '/api/order/getList', { ...(c ? { token: c.token, role: c.role } : {}), query, ip: freshIp() });
const nos = (a: { body: { data: { list: TOrderItem[] } } }) => a.body.data.list.map((o) => o.order_no);

describe('authorisation', () => {
  it('anonymous callers get 408 (HTTP 401) on every call, before the input is looked at', async () => {
    expectSessionExpired(await list(null, { type: '1' }));
    expectSessionExpired(await list(null, { type: 'x', isType: '2' }));
    expectSessionExpired(await call(t.app, 'GET', '/api/order/notarialList', { ip: freshIp() }));
  });

  it('an individual sees its own top-ups, newest first, with the 001 §3 fields', async () => {
    const a = await list(who.individual, { type: '1' });
    expectOk(a);
    expect(ZOrderListResponse.safeParse(a.body.data).success).toBe(true);
    const mine = Object.entries(seeded.individual).filter(([k]) => k !== 'consumption').map(([, v]) => v);
    expect(a.body.data.count).toBe(mine.length);
    expect(nos(a)).toEqual([...mine].reverse());
    const paid = a.body.data.list.find((o) => o.order_no === seeded.individual.paid)!;
    expect(paid).toMatchObject({ balance: 200, points: 200, pay_status: 2, pay_status_name: '已支付', pay_type: 2, payType: '支付宝', origin: 0, invoiceStatus: 0, invoiceable: true, name: '李明', mobile: '13800000001' });
    expect(paid.desc).toBe('充值200.00元');
  });

  it('a company main account sees its top-ups and the consumption of itself and its members', async () => {
    const top = await list(who.companyMain, { type: '1' });
    expect(nos(top)).toEqual([seeded.company.paid]);
    const used = await list(who.companyMain, { type: '2' });
    expect(nos(used)).toEqual([seeded.company.memberConsumption, seeded.company.mainConsumption]);
    const [member, main] = used.body.data.list;
    expect(member).toMatchObject({ name: '赵磊', mobile: '13800000003', balance: 2.5, type_name: '网页取证', bus_type: 2, invoiceable: false });
    expect(main).toMatchObject({ name: '示例科技有限公司', mobile: '13800000002', balance: 10, type_name: '数据存证' });
  });

  it('a sub-account sees only its own consumption, and is refused the top-ups, keyword, export and notarial list', async () => {
    const used = await list(who.companySub, { type: '2' });
    expectOk(used);
    expect(nos(used)).toEqual([seeded.company.memberConsumption]);
    expectRefused(await list(who.companySub, { type: '1' }), ORDERS_MSG.subRechargeRefused);
    expectRefused(await list(who.companySub, {}), ORDERS_MSG.subRechargeRefused);
    expectRefused(await list(who.companySub, { type: '2', keyword: 'XF' }), ORDERS_MSG.subKeywordRefused);
    expectRefused(await list(who.companySub, { type: '2', isType: '2' }), ORDERS_MSG.subExportRefused);
    expectRefused(await call(t.app, 'GET', '/api/order/notarialList', { token: who.companySub.token, role: '2', ip: freshIp() }), ORDERS_MSG.subNotarialRefused);
  });

  it('the same person in its personal role sees its own orders, none of the company', async () => {
    expect(nos(await list(who.subPersonal, { type: '1' }))).toEqual([seeded.subPersonal.paid]);
    expect(nos(await list(who.subPersonal, { type: '2' }))).toEqual([]);
  });

  it('another company sees nothing of the company, even searching its order numbers', async () => {
    expect(nos(await list(who.otherCompany, { type: '1' }))).toEqual([seeded.other.paid]);
    expect(nos(await list(who.otherCompany, { type: '2' }))).toEqual([seeded.other.consumption]);
    const probe = await list(who.otherCompany, { type: '2', keyword: seeded.company.memberConsumption });
    expectOk(probe);
    expect(probe.body.data).toEqual({ list: [], count: 0 });
  });
});

describe('states and labels', () => {
  it('marks exactly the paid, non-gift top-ups with invoice status 0 or 3 as invoiceable', async () => {
    const a = await list(who.individual, { type: '1' });
    const by = new Map(a.body.data.list.map((o) => [o.order_no, o]));
    const i = seeded.individual;
    expect(by.get(i.pending)).toMatchObject({ pay_status_name: '待支付', pay_type: null, payType: '-', invoiceable: false });
    expect(by.get(i.cancelled)).toMatchObject({ pay_status_name: '已取消', invoiceable: false });
    expect(by.get(i.failed)).toMatchObject({ pay_status_name: '支付失败', invoiceable: false });
    expect(by.get(i.gift)).toMatchObject({ pay_type: 1, payType: '平台赠送', balance: 0, points: 50, invoiceable: false });
    expect(by.get(i.invoiceFailed)).toMatchObject({ invoiceStatus: 3, invoiceable: true });
    expect(by.get(i.invoiced)).toMatchObject({ invoiceStatus: 2, invoiceable: false });
    expect(by.get(i.appPending)).toMatchObject({ origin: 1, pay_status: 1 });
  });
});

describe('filters', () => {
  it('filters by pay status and business type', async () => {
    const pending = await list(who.individual, { type: '1', payStatus: '1' });
    expect(nos(pending).sort()).toEqual([seeded.individual.pending, seeded.individual.appPending].sort());
    const all = await list(who.individual, { type: '1', payStatus: '0' });
    expect(all.body.data.count).toBe(8);
    expect(nos(await list(who.companyMain, { type: '2', busType: '2' }))).toEqual([seeded.company.memberConsumption]);
    expect(nos(await list(who.companyMain, { type: '2', busType: '5' }))).toEqual([seeded.company.mainConsumption]);
  });

  it('searches order number, description and who acted; wildcards are literal', async () => {
    const part = seeded.individual.invoiced.slice(4, 16);
    expect(nos(await list(who.individual, { type: '1', keyword: part }))).toEqual([seeded.individual.invoiced]);
    expect(nos(await list(who.individual, { type: '1', keyword: '平台赠送' }))).toEqual([seeded.individual.gift]);
    expect(nos(await list(who.companyMain, { type: '2', keyword: '赵磊' }))).toEqual([seeded.company.memberConsumption]);
    expect((await list(who.individual, { type: '1', keyword: '%' })).body.data.count).toBe(0);
    expect((await list(who.individual, { type: '1', keyword: '_' })).body.data.count).toBe(0);
  });

  it('treats endTime as the last second included (the page sends the end day + 86399 s)', async () => {
    const owner = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800000004').executeTakeFirstOrThrow()).id;
    // 2025-03-10 in China: 00:00 is 2025-03-09T16:00Z
    const dayStart = Date.UTC(2025, 2, 9, 16) / 1000;
    const endOfDay = dayStart + 86_400 - 1;
    const first = await insertOrder(t.db, { account: Number(owner), kind: 'recharge', createdAt: dayStart * 1000 });
    const last = await insertOrder(t.db, { account: Number(owner), kind: 'recharge', createdAt: endOfDay * 1000 + 999 });
    const next = await insertOrder(t.db, { account: Number(owner), kind: 'recharge', createdAt: (endOfDay + 1) * 1000 });
    const day = await list(who.otherCompany, { type: '1', startTime: String(dayStart), endTime: String(endOfDay) });
    expect(nos(day)).toEqual([last.orderNo, first.orderNo]);
    const onward = await list(who.otherCompany, { type: '1', startTime: String(endOfDay + 1), endTime: String(endOfDay + 86_400) });
    expect(nos(onward)).toEqual([next.orderNo]);
    expectRefused(await list(who.otherCompany, { type: '1', startTime: String(endOfDay), endTime: String(dayStart) }), '开始时间不能晚于结束时间');
  });
});

describe('paging', () => {
  it('answers 10 rows a page and the total count', async () => {
    const owner = who.subPersonal.userId;
    const base = Date.now() - 86_400_000;
    for (let i = 0; i < 11; i += 1) await insertOrder(t.db, { account: owner, kind: 'consumption', createdAt: base + i * 1000 });
    const p1 = await list(who.subPersonal, { type: '2', page: '1' });
    const p2 = await list(who.subPersonal, { type: '2', page: '2' });
    expect(p1.body.data.list).toHaveLength(10);
    expect(p2.body.data.list).toHaveLength(1);
    expect(p1.body.data.count).toBe(11);
    expect(new Set([...nos(p1), ...nos(p2)]).size).toBe(11);
    expect((await list(who.subPersonal, { type: '2', page: '3' })).body.data.list).toEqual([]);
  });
});

describe('bad input', () => {
  it('answers Chinese refusals, never 500', async () => {
    expectRefused(await list(who.individual, { type: '3' }), ORDERS_MSG.badType);
    expectRefused(await list(who.individual, { isType: '9' }), ORDERS_MSG.badIsType);
    expectRefused(await list(who.individual, { page: 'abc' }), '页码格式不正确');
    expectRefused(await list(who.individual, { payStatus: '7' }), ORDERS_MSG.badPayStatus);
    expectRefused(await list(who.individual, { type: '2', busType: '3' }), ORDERS_MSG.badBusType);
    expectRefused(await list(who.individual, { keyword: 'x'.repeat(51) }), ORDERS_MSG.keywordTooLong);
    expectRefused(await list(who.individual, { startTime: '-5' }), '开始时间格式不正确');
  });
});

describe('notarial list', () => {
  it('answers an empty list for individuals and main accounts without notarial orders', async () => {
    for (const c of [who.individual, who.companyMain]) {
      const a = await call(t.app, 'GET', '/api/order/notarialList', { token: c.token, role: c.role, query: { page: '1', payType: '2', notarialType: '1' }, ip: freshIp() });
      expectOk(a);
      expect(ZNotarialListResponse.parse(a.body.data)).toEqual({ list: [], count: 0 });
    }
    expectRefused(await call(t.app, 'GET', '/api/order/notarialList', { token: who.individual.token, role: '1', query: { notarialType: '9' }, ip: freshIp() }), ORDERS_MSG.badNotarialType);
  });
});
