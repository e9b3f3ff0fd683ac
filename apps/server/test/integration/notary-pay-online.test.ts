import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_MSG, PAYMENT_MSG, PayStatus, PayType, fillMessage } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused } from '../helpers/checks';
import { seedRecord } from '../helpers/evidence-list-seed';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { loadNotifySecret } from '../../src/providers/payment/from-config';
import { LOCAL_NOTIFY_PATH, localNotifyParams } from '../../src/providers/payment/local-payment';
import { deliverLocalNotify } from '../../src/routes/api/payment/deliver-local';
import { cashierAct } from '../../src/services/payments/cashier';

/** 支付 by WeChat/Alipay through the local cashier (issue 15): the fee paid once, no points credited. */
let t: TestApp;
let who: Tenants;
let secret: Buffer;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20' });
  who = await tenants(t);
  secret = loadNotifySecret(t.dataDir, undefined);
}, 60_000);
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role, ip: freshIp() });
const balance = async (id: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', id).executeTakeFirstOrThrow()).points_cents);
const tokenOf = (url: string) => url.split('/mobile/cashier/')[1]!;
const notary = (id: number) => t.db.selectFrom('notary_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const money = async (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', (await notary(id)).order_id).executeTakeFirstOrThrow();
const audits = (action: string, targetId: number) => t.db.selectFrom('audit_log').select(['action', 'detail']).where('action', '=', action).where('target_id', '=', String(targetId)).execute();
const notices = async (userId: number) => (await t.db.selectFrom('notifications').select('content').where('user_id', '=', userId).execute()).map((n) => n.content);

async function orderAtPay(c: Caller, records = 2) {
  const recs = await Promise.all(Array.from({ length: records }, () => seedRecord(t, { ownerUserId: c.userId, creatorUserId: c.userId })));
  const a = await call(t.app, 'POST', '/api/notary/apply', { ...as(c), form: { ids: recs.map((r) => r.id).join(',') } });
  expectOk(a);
  await t.db.updateTable('notary_orders').set({ step: 'pay' }).where('id', '=', a.body.data.id).execute();
  return a.body.data.id as number;
}
const payOnline = (c: Caller, orderId: number, type = 2) => call(t.app, 'POST', '/api/notary/payOnline', { ...as(c), form: { orderId: String(orderId), type: String(type) } });
const isPaid = (c: Caller, orderNo: string) => call(t.app, 'POST', '/api/alipay/wxIsPay', { ...as(c), form: { order_no: orderNo } });
async function notifyRaw(params: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: LOCAL_NOTIFY_PATH, payload: new URLSearchParams(params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return { status: res.statusCode, body: res.json() as { code: string } };
}

describe('paying a notarial order through the cashier', () => {
  it('WeChat: the cashier shows the fee, 确认支付 pays the row once, credits no points and hands the order to the office', async () => {
    const orderId = await orderAtPay(who.companyMain, 2);
    const before = await balance(who.companyMain.userId);
    const started = await payOnline(who.companyMain, orderId);
    expectOk(started);
    const { order_no, codeUrl, money: yuan, points, isLocal } = started.body.data;
    expect([yuan, points, isLocal]).toEqual([240, 0, true]);
    expect(order_no).toBe((await notary(orderId)).order_no);
    // still waiting: the poll says so (code 400, state pending)
    expect((await isPaid(who.companyMain, order_no)).body).toMatchObject({ code: 400, data: { pay_status: PayStatus.pending } });
    const token = tokenOf(codeUrl);
    const view = await call(t.app, 'GET', '/api/payment/cashier', { query: { token }, ip: freshIp() });
    expect(view.body.data).toMatchObject({ order_no, money: 240, points: 0 });
    const [a, b] = await Promise.all([
      call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token }, ip: freshIp() }),
      call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token }, ip: freshIp() }),
    ]);
    expect([a.body.code, b.body.code]).toContain(200);
    // the cashier does not say points arrived: none do for a notarial fee
    expect([a.body.msg, b.body.msg]).toContain(PAYMENT_MSG.paid);
    expect([a.body.msg, b.body.msg]).not.toContain(PAYMENT_MSG.cashierPaid);
    expect((await isPaid(who.companyMain, order_no)).body.code).toBe(200);
    const n = await notary(orderId);
    expect([n.step, n.office_stage, n.paid_at !== null]).toEqual(['office', 'submitted', true]);
    const row = await money(orderId);
    expect([Number(row.pay_status), Number(row.pay_type), Number(row.money_cents)]).toEqual([PayStatus.paid, PayType.wechat, 24000]);
    expect(await balance(who.companyMain.userId)).toBe(before);
    expect(await t.db.selectFrom('points_ledger').select('id').where('order_id', '=', row.id).execute()).toEqual([]);
    expect(await audits('notary.pay', orderId)).toHaveLength(1);
    expect(await notices(who.companyMain.userId)).toContain(`公证订单${order_no}已支付240.00元，已提交公证处受理。`);
    // the same trade again changes nothing; the step is over for both ways of paying
    const replay = localNotifyParams(secret, { orderNo: order_no, tradeNo: row.provider_trade_no!, amountCents: 24000, state: 'SUCCESS', channel: 2 });
    expect((await notifyRaw(replay)).body.code).toBe('SUCCESS');
    expect(await audits('notary.pay', orderId)).toHaveLength(1);
    expectRefused(await payOnline(who.companyMain, orderId), fillMessage(NOTARY_MSG.wrongStep, { step: '公证处办理' }));
    expectRefused(await call(t.app, 'POST', '/api/notary/payByPoints', { ...as(who.companyMain), form: { orderId: String(orderId) } }), fillMessage(NOTARY_MSG.wrongStep, { step: '公证处办理' }));
  });

  it('ten concurrent 确认支付 on one cashier link are one trade: paid once, no payment recorded as owed back', async () => {
    const orderId = await orderAtPay(who.individual, 1);
    const started = (await payOnline(who.individual, orderId)).body.data;
    const token = tokenOf(started.codeUrl);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token }, ip: freshIp() })));
    expect(answers.map((a) => a.body.code)).toContain(200);
    const row = await money(orderId);
    expect([Number(row.pay_status), Number(row.money_cents)]).toEqual([PayStatus.paid, 22000]);
    expect(await audits('notary.pay', orderId)).toHaveLength(1);
    expect(await audits('notary.payment-unplaced', orderId)).toEqual([]);
    const due = await audits('order.payment-refund-due', Number(row.id));
    const refundDueCents = due.reduce((sum, d) => sum + Number(JSON.parse(d.detail!).moneyCents), 0);
    expect(refundDueCents).toBe(0);
    expect((await notices(who.individual.userId)).filter((c) => c.includes('原路退') && c.includes(started.order_no))).toEqual([]);
  });

  it('two payers at once (WeChat and Alipay links): the one credited is told 支付成功, the other that the money goes back', async () => {
    const orderId = await orderAtPay(who.companyMain, 1);
    const wechat = tokenOf((await payOnline(who.companyMain, orderId, 2)).body.data.codeUrl);
    const alipay = tokenOf((await payOnline(who.companyMain, orderId, 1)).body.data.payUrl);
    const confirm = (token: string) => call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token }, ip: freshIp() });
    // the Alipay payer confirms while the WeChat payment is being taken: both got past the pending check
    const second = await cashierAct(t.db, secret, alipay, 'confirm', async (params) => {
      const first = await confirm(wechat);
      expect([first.body.code, first.body.msg, first.body.data.refund_note]).toEqual([200, PAYMENT_MSG.paid, null]);
      return deliverLocalNotify(t.app)(params);
    });
    expect(second.refund_note).toBe(PAYMENT_MSG.cashierRefundOtherWay);
    const row = await money(orderId);
    expect([Number(row.pay_status), Number(row.pay_type)]).toEqual([PayStatus.paid, PayType.wechat]);
    expect(await audits('order.payment-refund-due', Number(row.id))).toHaveLength(1);
    // the pages opened again say the same: paid on the WeChat link, owed back on the Alipay one
    const view = async (token: string) => (await call(t.app, 'GET', '/api/payment/cashier', { query: { token }, ip: freshIp() })).body.data;
    expect((await view(wechat)).refund_note).toBeNull();
    expect((await view(alipay)).refund_note).toBe(PAYMENT_MSG.cashierRefundOtherWay);
  });

  it('two 确认支付 at once through the route: exactly one 支付成功; the other, if taken, says the money goes back', async () => {
    const orderId = await orderAtPay(who.companyMain, 1);
    const wechat = tokenOf((await payOnline(who.companyMain, orderId, 2)).body.data.codeUrl);
    const alipay = tokenOf((await payOnline(who.companyMain, orderId, 1)).body.data.payUrl);
    const answers = await Promise.all([wechat, alipay].map((token) => call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token }, ip: freshIp() })));
    const msgs = answers.map((a) => a.body.msg);
    expect(msgs.filter((m) => m === PAYMENT_MSG.paid)).toHaveLength(1);
    const row = await money(orderId);
    const due = await audits('order.payment-refund-due', Number(row.id));
    // a payer refused before paying (该订单已支付…) paid nothing; one whose payment arrived is told it goes back
    expect(msgs.filter((m) => m === PAYMENT_MSG.cashierRefundOtherWay)).toHaveLength(due.length);
    expect(msgs.filter((m) => m !== PAYMENT_MSG.paid)).toEqual([due.length ? PAYMENT_MSG.cashierRefundOtherWay : PAYMENT_MSG.notPayable]);
  });

  it('取消支付 on the cashier ends only that attempt: the order can still be paid by points', async () => {
    const orderId = await orderAtPay(who.individual, 1);
    const started = (await payOnline(who.individual, orderId, 1)).body.data;
    expect(started.html).toContain('/mobile/cashier/');
    expectOk(await call(t.app, 'POST', '/api/payment/cashier/cancel', { form: { token: tokenOf(started.payUrl) }, ip: freshIp() }));
    expect(Number((await money(orderId)).pay_status)).toBe(PayStatus.pending);
    expect((await notary(orderId)).step).toBe('pay');
    await t.db.updateTable('users').set({ points_cents: 100_000 }).where('id', '=', who.individual.userId).execute();
    expectOk(await call(t.app, 'POST', '/api/notary/payByPoints', { ...as(who.individual), form: { orderId: String(orderId) } }));
    expect(await balance(who.individual.userId)).toBe(100_000 - 22000);
    // a payment arriving afterwards for the points-paid row is kept for a refund, once, and told
    const late = localNotifyParams(secret, { orderNo: started.order_no, tradeNo: 'T-NOTARY-DUP', amountCents: 22000, state: 'SUCCESS', channel: 1 });
    expect((await notifyRaw(late)).body.code).toBe('SUCCESS');
    expect((await notifyRaw(late)).body.code).toBe('SUCCESS');
    const due = await audits('order.payment-refund-due', Number((await money(orderId)).id));
    expect(due).toHaveLength(1);
    expect(JSON.parse(due[0]!.detail!)).toMatchObject({ why: 'already-paid', refundNo: expect.stringMatching(/^RF/), moneyCents: 22000 });
    expect(Number((await money(orderId)).pay_type)).toBe(PayType.points);
    expect((await notices(who.individual.userId)).filter((c) => c.includes('又收到一笔付款220.00元'))).toHaveLength(1);
  });

  it('past its expiry the cashier opens attempt 1 (its own link and trade); the old link is closed; the new one pays the order', async () => {
    const orderId = await orderAtPay(who.individual, 1);
    const first = (await payOnline(who.individual, orderId)).body.data;
    const oldToken = tokenOf(first.codeUrl);
    await t.db.updateTable('orders').set({ pay_expires_at: Date.now() - 1 }).where('id', '=', (await notary(orderId)).order_id).execute();
    const again = await payOnline(who.individual, orderId);
    expectOk(again);
    const token = tokenOf(again.body.data.codeUrl);
    expect(token.startsWith(`${first.order_no}_1-2-`)).toBe(true);
    expect(Number((await money(orderId)).pay_attempt)).toBe(1);
    // the page names the order, not the attempt
    expect((await call(t.app, 'GET', '/api/payment/cashier', { query: { token }, ip: freshIp() })).body.data).toMatchObject({ order_no: first.order_no, money: 220 });
    expectRefused(await call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token: oldToken }, ip: freshIp() }), PAYMENT_MSG.notPayable);
    expect(Number((await money(orderId)).pay_status)).toBe(PayStatus.pending);
    expectOk(await call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token }, ip: freshIp() }));
    const row = await money(orderId);
    expect([Number(row.pay_status), row.paid_out_trade_no]).toEqual([PayStatus.paid, `${first.order_no}_1`]);
    expect((await notary(orderId)).step).toBe('office');
    // a notice naming an attempt never opened is no trade of ours
    const stray = localNotifyParams(secret, { orderNo: `${first.order_no}_2`, tradeNo: 'T-NOT-OURS', amountCents: 22000, state: 'SUCCESS', channel: 2 });
    expect((await notifyRaw(stray)).body.code).toBe('FAIL');
  });

  it('a payment for an order stopped meanwhile is never lost: 支付失败, refund due, the applicant told', async () => {
    const orderId = await orderAtPay(who.companyMain, 1);
    const started = (await payOnline(who.companyMain, orderId)).body.data;
    expectOk(await call(t.app, 'POST', '/api/notary/stop', { ...as(who.companyMain), form: { orderId: String(orderId) } }));
    expectRefused(await call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token: tokenOf(started.codeUrl) }, ip: freshIp() }), PAYMENT_MSG.notPayable);
    // a real provider may still send it
    expect((await notifyRaw(localNotifyParams(secret, { orderNo: started.order_no, tradeNo: 'T-NOTARY-LATE', amountCents: 22000, state: 'SUCCESS', channel: 2 }))).body.code).toBe('SUCCESS');
    const row = await money(orderId);
    expect([Number(row.pay_status), row.provider_trade_no]).toEqual([PayStatus.failed, 'T-NOTARY-LATE']);
    expect((await notary(orderId)).step).toBe('pay');
    expect(await audits('order.payment-refund-due', Number(row.id))).toHaveLength(1);
    expect(await notices(who.companyMain.userId)).toContain(`公证订单${started.order_no}已终止，但收到了付款220.00元：已发起原路退款（退款中），退款结果将另行通知。`);
    // another amount or another order number changes nothing
    expect((await notifyRaw(localNotifyParams(secret, { orderNo: started.order_no, tradeNo: 'T-X', amountCents: 1, state: 'SUCCESS', channel: 2 }))).body.code).toBe('FAIL');
  });

  it('only the order’s account, only at the pay step, a known channel', async () => {
    const orderId = await orderAtPay(who.otherCompany, 1);
    for (const c of [who.companyMain, who.individual, who.subPersonal]) expectRefused(await payOnline(c, orderId), NOTARY_MSG.orderNotFound);
    expectRefused(await payOnline(who.companySub, orderId), NOTARY_MSG.subRefused);
    expectRefused(await payOnline(who.otherCompany, orderId, 7), PAYMENT_MSG.channelInvalid);
    const no = (await notary(orderId)).order_no;
    // the poll of another account's notarial row answers like a missing order
    expect((await isPaid(who.companyMain, no)).body.code).toBe(400);
    expect((await isPaid(who.companyMain, no)).body.data ?? null).toBeNull();
    await t.db.updateTable('notary_orders').set({ step: 'deCode' }).where('id', '=', orderId).execute();
    expectRefused(await payOnline(who.otherCompany, orderId), fillMessage(NOTARY_MSG.wrongStep, { step: '数据解密' }));
    const anonymous = await call(t.app, 'POST', '/api/notary/payOnline', { form: { orderId: String(orderId), type: '2' }, ip: freshIp() });
    expect(anonymous.body.code).not.toBe(200);
  });
});
