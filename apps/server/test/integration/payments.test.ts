import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_MSG, PAYMENT_MSG } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { call, freshIp } from '../helpers/api';
import { expectNoLeak, expectOk, expectRefused, expectSessionExpired, raw } from '../helpers/checks';
import { loadNotifySecret } from '../../src/providers/payment/from-config';
import { LOCAL_NOTIFY_PATH, localNotifyParams } from '../../src/providers/payment/local-payment';
import { deliverLocalNotify } from '../../src/routes/api/payment/deliver-local';
import { cashierAct } from '../../src/services/payments/cashier';

let t: TestApp;
let who: Tenants;
let secret: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
  secret = loadNotifySecret(t.dataDir, undefined);
});
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role, ip: freshIp() });
const balance = async (userId: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', userId).executeTakeFirstOrThrow()).points_cents);
const orderRow = (orderNo: string) => t.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const ledgerRows = (orderId: number) => t.db.selectFrom('points_ledger').selectAll().where('order_id', '=', orderId).execute();
const tokenOf = (url: string) => url.split('/mobile/cashier/')[1]!;

async function buy(c: Caller, integral: number, type = 2) {
  const r = await call(t.app, 'POST', '/api/Evidences/pay', { ...as(c), form: { integral: String(integral), type: String(type) } });
  expectOk(r);
  return r.body.data as { order_no: string; codeUrl: string | null; html: string | null; payUrl: string; money: number; points: number; isLocal: boolean };
}

async function notifyRaw(params: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: LOCAL_NOTIFY_PATH, payload: new URLSearchParams(params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return { status: res.statusCode, body: res.json() as { code: string; message: string } };
}

describe('buying points through the local provider', () => {
  it('the price list is public and names the local provider', async () => {
    const r = await call(t.app, 'GET', '/api/points/priceList', { ip: freshIp() });
    expectOk(r);
    expect(r.body.data).toMatchObject({ preserve: 1, registerGift: 100, pointsPerYuan: 1, provider: 'local', providerIsLocal: true, min: 1, max: 50000 });
    // every page's footer says payments are a local stand-in
    expect((await call(t.app, 'GET', '/api/home/getSiteConfig', { ip: freshIp() })).body.data.localProviders).toContain('payment');
  });

  it('WeChat: a pending order, a QR code of our cashier, 确认支付 credits once and wxIsPay turns 200', async () => {
    const before = await balance(who.individual.userId);
    const started = await buy(who.individual, 50);
    expect(started).toMatchObject({ money: 50, points: 50, html: null, isLocal: true });
    expect(started.codeUrl).toMatch(/^http:\/\/[^/]+\/mobile\/cashier\/CZ\d{20}-2-[0-9a-f]{32}$/);
    expect(await orderRow(started.order_no)).toMatchObject({ kind: 'recharge', pay_status: 1, pay_type: 3, money_cents: 5000, points_cents: 5000, account_user_id: who.individual.userId, provider: 'local' });

    const waiting = await call(t.app, 'POST', '/api/alipay/wxIsPay', { ...as(who.individual), form: { order_no: started.order_no } });
    expectRefused(waiting, PAYMENT_MSG.notPaidYet);
    expect(waiting.body.data).toMatchObject({ pay_status: 1, pay_status_name: '待支付' });

    const token = tokenOf(started.codeUrl!);
    const view = await call(t.app, 'GET', '/api/payment/cashier', { query: { token }, ip: freshIp() });
    expectOk(view);
    expect(view.body.data).toMatchObject({ order_no: started.order_no, money: 50, points: 50, pay_status: 1, channel: 2 });

    const paid = await call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token }, ip: freshIp() });
    expectOk(paid);
    expect(paid.body.data).toMatchObject({ pay_status: 2, pay_status_name: '已支付' });
    expect(await balance(who.individual.userId)).toBe(before + 5000);

    const done = await call(t.app, 'POST', '/api/alipay/wxIsPay', { ...as(who.individual), form: { order_no: started.order_no } });
    expectOk(done);
    expect(done.body.data).toMatchObject({ pay_status: 2, pay_status_name: '已支付' });
    const order = await orderRow(started.order_no);
    expect(order).toMatchObject({ pay_status: 2, pay_type: 3 });
    expect(order.provider_trade_no).toMatch(/^LOCAL/);
    const ledger = await ledgerRows(order.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ move: 'recharge', delta_cents: 5000, balance_after_cents: before + 5000 });
    const notice = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.individual.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.content).toContain(started.order_no);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'order.paid').where('target_id', '=', String(order.id)).execute();
    expect(audit).toHaveLength(1);

    // paying again from the cashier or the page is refused
    expectRefused(await call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token }, ip: freshIp() }), PAYMENT_MSG.notPayable);
    expectRefused(await call(t.app, 'POST', '/api/alipay/doPay', { ...as(who.individual), form: { order_no: started.order_no } }), PAYMENT_MSG.notPayable);
  });

  it('a notify delivered three times credits once; a forged one changes nothing', async () => {
    const started = await buy(who.companyMain, 100);
    const order = await orderRow(started.order_no);
    const before = await balance(who.companyMain.userId);
    const params = localNotifyParams(secret, { orderNo: order.order_no, tradeNo: 'T-REPLAY-1', amountCents: 10000, state: 'SUCCESS', channel: 2 });

    // forged: bad signature, another amount (signed), an unknown order (signed)
    const badSign = await notifyRaw({ ...params, sign: '0'.repeat(64) });
    expect(badSign).toEqual({ status: 401, body: { code: 'FAIL', message: '签名错误' } });
    const tampered = await notifyRaw({ ...params, amount: '1' });
    expect(tampered.status).toBe(401);
    const wrongAmount = await notifyRaw(localNotifyParams(secret, { orderNo: order.order_no, tradeNo: 'T-X', amountCents: 1, state: 'SUCCESS', channel: 2 }));
    expect(wrongAmount).toEqual({ status: 400, body: { code: 'FAIL', message: '金额不一致' } });
    const unknown = await notifyRaw(localNotifyParams(secret, { orderNo: 'CZ00000000000000000000', tradeNo: 'T-X', amountCents: 10000, state: 'SUCCESS', channel: 2 }));
    expect(unknown).toEqual({ status: 400, body: { code: 'FAIL', message: '订单不存在' } });
    expect(await orderRow(order.order_no)).toMatchObject({ pay_status: 1 });
    expect(await balance(who.companyMain.userId)).toBe(before);

    const answers = await Promise.all([notifyRaw(params), notifyRaw(params), notifyRaw(params)]);
    for (const a of answers) expect(a).toEqual({ status: 200, body: { code: 'SUCCESS', message: '成功' } });
    expect(await balance(who.companyMain.userId)).toBe(before + 10000);
    expect(await ledgerRows(order.id)).toHaveLength(1);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'order.paid').where('target_id', '=', String(order.id)).execute()).toHaveLength(1);
    // the company's member spends what the main account bought: its user info shows the company's balance
    const info = await call(t.app, 'GET', '/api/user/getAuthInfo', as(who.companySub));
    expect(info.body.data.points).toBe((before + 10000) / 100);
  });

  it('Alipay: doPay answers a page form that leads to the same cashier', async () => {
    const started = await buy(who.individual, 10, 1);
    expect(started.codeUrl).toBeNull();
    expect(started.html).toMatch(/^<form [^>]*action="http:\/\/[^"]+\/mobile\/cashier\/CZ\d{20}-1-[0-9a-f]{32}" method="get" target="_blank">/);
    const again = await call(t.app, 'POST', '/api/alipay/doPay', { ...as(who.individual), form: { order_no: started.order_no } });
    expectOk(again);
    expect(again.body.data).toMatchObject({ order_no: started.order_no, type: 1, money: 10 });
    expect(again.body.data.html).toContain('/mobile/cashier/');
    // pay again by WeChat: the same order, a QR code
    const wx = await call(t.app, 'POST', '/api/Evidences/pay', { ...as(who.individual), form: { integral: '999', type: '2', order_no: started.order_no } });
    expectOk(wx);
    expect(wx.body.data).toMatchObject({ order_no: started.order_no, money: 10, type: 2 });
    expect(await orderRow(started.order_no)).toMatchObject({ pay_type: 3, money_cents: 1000 });
  });

  it('two payers at once on one order (WeChat and Alipay links): credited once, the other trade kept for a refund and told so', async () => {
    const before = await balance(who.companyMain.userId);
    const started = await buy(who.companyMain, 30, 2);
    const wechat = tokenOf(started.codeUrl!);
    const alipay = tokenOf((await call(t.app, 'POST', '/api/alipay/doPay', { ...as(who.companyMain), form: { order_no: started.order_no, type: '1' } })).body.data.payUrl);
    // the Alipay payer confirms while the WeChat payment is being taken: both got past the pending check
    const second = await cashierAct(t.db, secret, alipay, 'confirm', async (params) => {
      const first = await call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token: wechat }, ip: freshIp() });
      expect([first.body.code, first.body.msg]).toEqual([200, PAYMENT_MSG.cashierPaid]);
      return deliverLocalNotify(t.app)(params);
    });
    expect(second.refund_note).toBe(PAYMENT_MSG.cashierRefundOtherWay);
    const row = await orderRow(started.order_no);
    expect(await balance(who.companyMain.userId)).toBe(before + 3000);
    expect(await ledgerRows(Number(row.id))).toHaveLength(1);
    const due = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'order.payment-refund-due').where('target_id', '=', String(row.id)).execute();
    expect(due.map((d) => JSON.parse(d.detail!))).toEqual([expect.objectContaining({ why: 'already-paid', refundNo: expect.stringMatching(/^RF/), moneyCents: 3000 })]);
    const told = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.companyMain.userId).execute();
    expect(told.filter((n) => n.content.includes(started.order_no) && n.content.includes('原路退款'))).toHaveLength(1);
    const view = await call(t.app, 'GET', '/api/payment/cashier', { query: { token: alipay }, ip: freshIp() });
    expect(view.body.data.refund_note).toBe(PAYMENT_MSG.cashierRefundOtherWay);
    expect((await call(t.app, 'GET', '/api/payment/cashier', { query: { token: wechat }, ip: freshIp() })).body.data.refund_note).toBeNull();
  });

  it('cancel: the order becomes 已取消, cannot be paid, and a late payment is never credited', async () => {
    const started = await buy(who.individual, 20);
    const before = await balance(who.individual.userId);
    const cancelled = await call(t.app, 'POST', '/api/alipay/cancelPay', { ...as(who.individual), form: { order_no: started.order_no } });
    expectOk(cancelled);
    expect(cancelled.body.msg).toBe('订单已取消');
    expect(await orderRow(started.order_no)).toMatchObject({ pay_status: 4 });
    expectRefused(await call(t.app, 'POST', '/api/alipay/cancelPay', { ...as(who.individual), form: { order_no: started.order_no } }), PAYMENT_MSG.notCancellable);
    expectRefused(await call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token: tokenOf(started.codeUrl!) }, ip: freshIp() }), PAYMENT_MSG.notPayable);
    const poll = await call(t.app, 'POST', '/api/alipay/wxIsPay', { ...as(who.individual), form: { order_no: started.order_no } });
    expectRefused(poll, PAYMENT_MSG.cancelled);
    expect(poll.body.data.pay_status_name).toBe('已取消');

    const late = await notifyRaw(localNotifyParams(secret, { orderNo: started.order_no, tradeNo: 'T-LATE', amountCents: 2000, state: 'SUCCESS', channel: 2 }));
    expect(late).toEqual({ status: 200, body: { code: 'SUCCESS', message: '成功' } });
    const order = await orderRow(started.order_no);
    expect(order).toMatchObject({ pay_status: 3, provider_trade_no: 'T-LATE' });
    expect(await balance(who.individual.userId)).toBe(before);
    expect(await ledgerRows(order.id)).toHaveLength(0);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'order.payment-after-cancel').where('target_id', '=', String(order.id)).execute()).toHaveLength(1);
    // (the refund job may already have told its outcome too: the notice of the late payment is found by its words)
    const notice = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.individual.userId).where('content', 'like', `%${started.order_no} 已取消，但收到了付款%`).executeTakeFirstOrThrow();
    expect(notice.content).toMatch(/已取消.*原路退款/);
  });

  it('取消支付 on the cashier closes the order (已取消)', async () => {
    const started = await buy(who.individual, 30);
    const r = await call(t.app, 'POST', '/api/payment/cashier/cancel', { form: { token: tokenOf(started.codeUrl!) }, ip: freshIp() });
    expectOk(r);
    expect(r.body.data).toMatchObject({ pay_status: 4, pay_status_name: '已取消' });
  });

  it('an app order says to pay in the app', async () => {
    const started = await buy(who.individual, 10);
    await t.db.updateTable('orders').set({ origin: 1 }).where('order_no', '=', started.order_no).execute();
    expectRefused(await call(t.app, 'POST', '/api/alipay/doPay', { ...as(who.individual), form: { order_no: started.order_no } }), PAYMENT_MSG.appOrder);
    expectRefused(await call(t.app, 'POST', '/api/alipay/cancelPay', { ...as(who.individual), form: { order_no: started.order_no } }), PAYMENT_MSG.appOrder);
    const info = await call(t.app, 'GET', '/api/payment/getOrder', { ...as(who.individual), query: { order_no: started.order_no } });
    expectOk(info);
    expect(info.body.data).toMatchObject({ origin: 1, pay_status: 1, pay_status_name: '待支付' });
  });

  it('refuses bad input with Chinese messages and writes nothing', async () => {
    const count = async () => (await t.db.selectFrom('orders').select('id').execute()).length;
    const n = await count();
    const forms: Array<Record<string, string>> = [{ type: '2' }, { integral: '0', type: '2' }, { integral: 'abc', type: '2' }, { integral: '50001', type: '2' }, { integral: '1.5', type: '2' }];
    for (const form of forms) {
      expectRefused(await call(t.app, 'POST', '/api/Evidences/pay', { ...as(who.individual), form }), PAYMENT_MSG.amountInvalid);
    }
    for (const type of ['3', '', 'x']) {
      expectRefused(await call(t.app, 'POST', '/api/Evidences/pay', { ...as(who.individual), form: { integral: '10', type } }), PAYMENT_MSG.channelInvalid);
    }
    expectRefused(await call(t.app, 'POST', '/api/alipay/wxIsPay', { ...as(who.individual), form: {} }), PAYMENT_MSG.orderNoRequired);
    expectRefused(await call(t.app, 'POST', '/api/alipay/cancelPay', { ...as(who.individual), json: { order_no: 12 } }), PAYMENT_MSG.orderNoRequired);
    for (const token of ['x', 'CZ1-2-' + '0'.repeat(32)]) {
      expectRefused(await call(t.app, 'GET', '/api/payment/cashier', { query: { token }, ip: freshIp() }), PAYMENT_MSG.linkInvalid);
      expectRefused(await call(t.app, 'POST', '/api/payment/cashier/confirm', { form: { token }, ip: freshIp() }), PAYMENT_MSG.linkInvalid);
    }
    expect(await count()).toBe(n);
  });
});

describe('junk bodies', () => {
  it('every payment POST answers malformed bodies with a Chinese 400 envelope, never 500', async () => {
    const junk: Array<[string, string]> = [
      ['application/json', '{"integral":'],
      ['application/json', '[1,2,3]'],
      ['application/json', 'null'],
      ['application/x-www-form-urlencoded', 'integral=%ZZ&type=2'],
      ['text/plain', 'hello'],
    ];
    const urls = ['/api/Evidences/pay', '/api/alipay/doPay', '/api/alipay/wxIsPay', '/api/alipay/cancelPay', '/api/payment/cashier/confirm', '/api/payment/cashier/cancel'];
    for (const url of urls) {
      for (const [type, payload] of junk) {
        const r = await raw(t.app, { method: 'POST', url, headers: { 'content-type': type, authorization: `Bearer ${who.individual.token}`, role: '1' }, payload, ip: freshIp() });
        expect(r.status, `${url} ${payload}`).toBeLessThan(500);
        expect(r.body?.code, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(r.body?.msg).toMatch(/[\u4e00-\u9fff]/);
        expectNoLeak(r.text);
      }
    }
    // the notify endpoint answers junk in the provider's protocol
    for (const [type, payload] of junk) {
      const r = await raw(t.app, { method: 'POST', url: LOCAL_NOTIFY_PATH, headers: { 'content-type': type }, payload, ip: freshIp() });
      expect(r.status).toBeLessThan(500);
      expectNoLeak(r.text);
    }
  });
});

describe('authorisation matrix of the payment calls', () => {
  let mainOrder: string;
  beforeAll(async () => {
    mainOrder = (await buy(who.companyMain, 10)).order_no;
  });
  const calls = (orderNo: string): Array<[string, 'GET' | 'POST', string, Record<string, string>]> => [
    ['pay new', 'POST', '/api/Evidences/pay', { integral: '10', type: '2' }],
    ['pay again', 'POST', '/api/Evidences/pay', { integral: '10', type: '2', order_no: orderNo }],
    ['doPay', 'POST', '/api/alipay/doPay', { order_no: orderNo }],
    ['wxIsPay', 'POST', '/api/alipay/wxIsPay', { order_no: orderNo }],
    ['cancelPay', 'POST', '/api/alipay/cancelPay', { order_no: orderNo }],
    ['getOrder', 'GET', '/api/payment/getOrder', { order_no: orderNo }],
  ];
  const send = (c: Caller | undefined, method: 'GET' | 'POST', url: string, params: Record<string, string>) =>
    call(t.app, method, url, { ...(c ? as(c) : { ip: freshIp() }), ...(method === 'GET' ? { query: params } : { form: params }) });

  it('anonymous callers are sent to log in', async () => {
    for (const [, method, url, params] of calls(mainOrder)) expectSessionExpired(await send(undefined, method, url, params));
  });

  it('a sub-account cannot buy points, see or pay orders', async () => {
    for (const [, method, url, params] of calls(mainOrder)) expectRefused(await send(who.companySub, method, url, params), PAYMENT_MSG.subCannotBuy);
  });

  it("another company's or person's order answers like a missing one", async () => {
    for (const c of [who.otherCompany, who.individual, who.subPersonal]) {
      for (const [name, method, url, params] of calls(mainOrder)) {
        if (name === 'pay new') continue;
        expectRefused(await send(c, method, url, params), COMMERCE_MSG.orderNotFound);
      }
    }
    expect(await orderRow(mainOrder)).toMatchObject({ pay_status: 1 });
  });

  it('the buyer (company main account, individual) may use every call', async () => {
    for (const [name, method, url, params] of calls(mainOrder)) {
      const r = await send(who.companyMain, method, url, params);
      if (name === 'wxIsPay') expectRefused(r, PAYMENT_MSG.notPaidYet);
      else expectOk(r);
    }
    expect(await orderRow(mainOrder)).toMatchObject({ pay_status: 4 });
  });
});
