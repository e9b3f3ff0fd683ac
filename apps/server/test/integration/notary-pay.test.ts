import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_MSG, NOTARY_MSG, PayStatus, PayType, fillMessage } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { seedRecord } from '../helpers/evidence-list-seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/** 支付 by points (issue 15): the fee through the points mover, once; the order goes to the office. */
let t: TestApp;
let who: Tenants;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role });
const balance = async (id: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', id).executeTakeFirstOrThrow()).points_cents);
async function orderAtPay(c: Caller, records = 2) {
  const recs = await Promise.all(Array.from({ length: records }, () => seedRecord(t, { ownerUserId: c.userId, creatorUserId: c.userId })));
  const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: recs.map((r) => r.id).join(',') }, ip: freshIp() });
  await t.db.updateTable('notary_orders').set({ step: 'pay' }).where('id', '=', a.body.data.id).execute();
  return a.body.data.id as number;
}
const pay = (c: Caller, orderId: number) => call(t.app, 'POST', '/api/notary/payByPoints', { ...as(c), form: { orderId: String(orderId) }, ip: freshIp() });

describe('paying a notarial order with points', () => {
  it('charges the fee once, marks the money row paid and hands the order to the office', async () => {
    const orderId = await orderAtPay(who.companyMain, 2);
    const before = await balance(who.companyMain.userId);
    const [a, b] = await Promise.all([pay(who.companyMain, orderId), pay(who.companyMain, orderId)]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 400]);
    expect(await balance(who.companyMain.userId)).toBe(before - 24000);
    const n = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect([n.step, n.office_stage]).toEqual(['office', 'submitted']);
    const o = await t.db.selectFrom('orders').selectAll().where('id', '=', n.order_id).executeTakeFirstOrThrow();
    expect([Number(o.pay_status), Number(o.pay_type), Number(o.money_cents)]).toEqual([PayStatus.paid, PayType.points, 0]);
    const moves = await t.db.selectFrom('points_ledger').select(['move', 'delta_cents']).where('order_id', '=', n.order_id).execute();
    expect(moves.map((m) => [m.move, Number(m.delta_cents)])).toEqual([['consumption', -24000]]);
    // paid: it can no longer be stopped by the applicant, and the list says paid
    expect((await call(t.app, 'POST', '/api/notary/stop', { ...as(who.companyMain), form: { orderId: String(orderId) } })).body.msg).toBe(NOTARY_MSG.stopRefused);
    const row = (await call(t.app, 'GET', '/api/notary/getList', { ...as(who.companyMain), query: { orderNo: n.order_no } })).body.data.list[0];
    expect(row).toMatchObject({ pay: 1, step: 'office', officeStage: '待受理', money: 240 });
    const tab = (await call(t.app, 'GET', '/api/order/notarialList', { ...as(who.companyMain), query: { payType: '2' } })).body.data.list;
    expect(tab.find((r: { orderNo: string }) => r.orderNo === n.order_no)).toMatchObject({ pay: 1, money: 240, type: 1 });
  });

  it('too few points: refused, nothing changes', async () => {
    const orderId = await orderAtPay(who.individual, 1);
    await t.db.updateTable('users').set({ points_cents: 100 }).where('id', '=', who.individual.userId).execute();
    expect((await pay(who.individual, orderId)).body.msg).toBe(COMMERCE_MSG.pointsInsufficient);
    expect(await balance(who.individual.userId)).toBe(100);
    const n = await t.db.selectFrom('notary_orders').select(['step', 'paid_at', 'order_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect([n.step, n.paid_at]).toEqual(['pay', null]);
    expect(Number((await t.db.selectFrom('orders').select('pay_status').where('id', '=', n.order_id).executeTakeFirstOrThrow()).pay_status)).toBe(PayStatus.pending);
  });

  it('only the order’s account, only at the pay step', async () => {
    const orderId = await orderAtPay(who.otherCompany, 1);
    for (const c of [who.companyMain, who.individual, who.subPersonal]) expect((await pay(c, orderId)).body.msg).toBe(NOTARY_MSG.orderNotFound);
    expect((await pay(who.companySub, orderId)).body.code).toBe(400);
    await t.db.updateTable('notary_orders').set({ step: 'deCode' }).where('id', '=', orderId).execute();
    expect((await pay(who.otherCompany, orderId)).body.msg).toBe(fillMessage(NOTARY_MSG.wrongStep, { step: '数据解密' }));
  });
});
