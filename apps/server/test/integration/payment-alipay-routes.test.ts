import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG, PayStatus } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller } from '../helpers/tenants';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused } from '../helpers/checks';
import { seedRecord } from '../helpers/evidence-list-seed';
import { startAlipayStandIn, type AlipayStandIn } from '../support/standins/alipay';

/**
 * PAYMENT_PROVIDER=alipay through the platform's own routes: 购买积分 and 继续支付 answer the Alipay page
 * form and QR code from the stand-in gateway, the notice route takes Alipay's signed form and answers
 * `success`, wxIsPay then says paid; a failing gateway is a Chinese refusal with its audit row.
 */
let t: TestApp;
let alipay: AlipayStandIn;
let buyer: Caller;
let company: Caller;

beforeAll(async () => {
  alipay = await startAlipayStandIn();
  t = await createTestApp({ PAYMENT_PROVIDER: 'alipay', ...alipay.env, ALIPAY_TIMEOUT_MS: '300', LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20' });
  const who = await tenants(t);
  buyer = who.individual;
  company = who.companyMain;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await alipay?.close();
});
afterEach(() => alipay.resetFaults());

const as = (c: Caller) => ({ token: c.token, role: c.role, ip: freshIp() });
const balance = async () => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', buyer.userId).executeTakeFirstOrThrow()).points_cents);
const orderRow = (no: string) => t.db.selectFrom('orders').selectAll().where('order_no', '=', no).executeTakeFirstOrThrow();
const notify = async (body: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/payment/notify/alipay', payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } });
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body };
};
const isPaid = (no: string) => call(t.app, 'POST', '/api/alipay/wxIsPay', { ...as(buyer), form: { order_no: no } });

async function buy(integral: number) {
  const r = await call(t.app, 'POST', '/api/Evidences/pay', { ...as(buyer), form: { integral: String(integral), type: '1' } });
  expectOk(r);
  return r.body.data as { order_no: string; codeUrl: string | null; html: string | null; payUrl: string; money: number; isLocal: boolean };
}

describe('Alipay through the platform\'s routes', () => {
  it('the pages let a form post to Alipay\'s gateway and to no other site (CSP form-action), so 前往支付宝支付 can submit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/buyCredits' });
    const csp = String(res.headers['content-security-policy'] ?? '');
    const formAction = /form-action ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
    expect(formAction).toEqual(["'self'", new URL(alipay.gateway).origin]);
  });

  it('购买积分 with Alipay: the page form and the QR code of one trade; the signed notice pays once (replayed) and wxIsPay says paid', async () => {
    const price = await call(t.app, 'GET', '/api/home/getSiteConfig', { ip: freshIp() });
    expect(price.body.data.localProviders).not.toContain('payment');

    const before = await balance();
    const started = await buy(50);
    expect(started).toMatchObject({ money: 50, codeUrl: null, isLocal: false });
    expect(started.payUrl).toMatch(new RegExp(`^${alipay.origin}/qr/`));
    expect(started.html).toContain(`<form action="${alipay.gateway}?method=alipay.trade.page.pay`);
    expect(await orderRow(started.order_no)).toMatchObject({ pay_status: PayStatus.pending, provider: 'alipay', money_cents: 5000 });
    expect(alipay.book.trades.get(started.order_no)).toMatchObject({ totalCents: 5000, notifyUrl: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/api\/payment\/notify\/alipay$/) });

    expectRefused(await isPaid(started.order_no), PAYMENT_MSG.notPaidYet);
    // the buyer opens the QR code and pays at the (stand-in) Alipay
    const page = await fetch(started.payUrl);
    expect(await page.text()).toContain('支付宝测试替身（非真实支付）');
    alipay.pay(started.order_no);

    const body = alipay.noticeFor(started.order_no);
    for (let i = 0; i < 3; i += 1) {
      expect(await notify(body)).toEqual({ status: 200, type: 'text/plain; charset=utf-8', body: 'success' });
    }
    expect(await balance()).toBe(before + 5000);
    const done = await isPaid(started.order_no);
    expectOk(done);
    expect(done.body.data).toMatchObject({ pay_status: PayStatus.paid, pay_status_name: '已支付' });
    expect(await orderRow(started.order_no)).toMatchObject({ provider: 'alipay', provider_trade_no: alipay.book.trades.get(started.order_no)!.tradeNo });
  });

  it('over real HTTP as in a browser: the stand-in\'s pay page 确认支付 POSTs the signed notice to our notify_url, which answers success', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/Evidences/pay`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, role: buyer.role, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ integral: '12', type: '1' }),
    });
    const started = ((await res.json()) as { data: { order_no: string; payUrl: string } }).data;
    expect(alipay.book.trades.get(started.order_no)!.notifyUrl).toBe(`${address}/api/payment/notify/alipay`);
    const page = await (await fetch(started.payUrl)).text();
    const confirm = /<form method="post" action="([^"]+)">/.exec(page)![1]!;
    const result = await (await fetch(`${alipay.origin}${confirm}`, { method: 'POST' })).text();
    expect(result).toContain('支付成功');
    expect(result).toContain('<code data-testid="alipay-standin-merchant-answer">success</code>');
    expectOk(await isPaid(started.order_no));
  });

  it('a notice refused before it is read (too large) is answered fail as Alipay reads it (outside review of issue 25)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payment/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `a=${'b'.repeat(200 * 1024)}` });
    expect(res.statusCode).toBe(413);
    expect(res.body).toBe('fail');
  });

  it('a notice that does not verify is answered fail and changes nothing', async () => {
    const started = await buy(20);
    alipay.pay(started.order_no);
    const before = await balance();
    const forged = await notify(alipay.noticeFor(started.order_no, {}, { forged: true }));
    expect(forged).toMatchObject({ status: 401, body: 'fail' });
    const otherAmount = await notify(alipay.noticeFor(started.order_no, { total_amount: '0.01' }));
    expect(otherAmount).toMatchObject({ status: 200, body: 'fail' });
    expect(await balance()).toBe(before);
    expect(await orderRow(started.order_no)).toMatchObject({ pay_status: PayStatus.pending });
  });

  it('继续支付 (POST /api/alipay/doPay, type 1) answers the form and QR of the same trade', async () => {
    const started = await buy(30);
    const again = await call(t.app, 'POST', '/api/alipay/doPay', { ...as(buyer), form: { order_no: started.order_no, type: '1' } });
    expectOk(again);
    expect(again.body.data).toMatchObject({ order_no: started.order_no, codeUrl: null, payUrl: started.payUrl });
    expect(again.body.data.html).toContain('name="biz_content"');
  });

  it('Alipay refusing or not answering: the buyer is told in Chinese, the new order is cancelled, an audit row keeps the code', async () => {
    alipay.faults.refuse['alipay.trade.precreate'] = 'ACQ.SYSTEM_ERROR';
    const busy = await call(t.app, 'POST', '/api/Evidences/pay', { ...as(buyer), form: { integral: '10', type: '1' } });
    expectRefused(busy, '支付宝系统繁忙，请稍后再试');
    alipay.resetFaults();
    alipay.faults.delayMs = 1_500;
    const slow = await call(t.app, 'POST', '/api/Evidences/pay', { ...as(buyer), form: { integral: '10', type: '1' } });
    expectRefused(slow, '支付宝响应超时，请稍后再试');
    const audits = await t.db.selectFrom('audit_log').select(['detail']).where('action', '=', 'payment.start-failed').orderBy('id').execute();
    const details = audits.map((a) => JSON.parse(String(a.detail)) as { orderNo: string; code: string; cancelled: boolean });
    expect(details.map((d) => [d.code, d.cancelled])).toEqual([
      ['ALIPAY:ACQ.SYSTEM_ERROR', true],
      ['ALIPAY_TIMEOUT', true],
    ]);
    for (const d of details) expect((await orderRow(d.orderNo)).pay_status).toBe(PayStatus.cancelled);
  });

  it('a notarial fee paid with Alipay (支付 of the notarial order, type 1): the office\'s fee, paid once, no points', async () => {
    const recs = await Promise.all([1, 2].map(() => seedRecord(t, { ownerUserId: company.userId, creatorUserId: company.userId })));
    const applied = await call(t.app, 'POST', '/api/notary/apply', { ...as(company), form: { ids: recs.map((r) => r.id).join(',') } });
    expectOk(applied);
    const orderId = applied.body.data.id as number;
    await t.db.updateTable('notary_orders').set({ step: 'pay' }).where('id', '=', orderId).execute();
    const pointsBefore = Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', company.userId).executeTakeFirstOrThrow()).points_cents);
    const started = await call(t.app, 'POST', '/api/notary/payOnline', { ...as(company), form: { orderId: String(orderId), type: '1' } });
    expectOk(started);
    const { order_no, payUrl, html, money, isLocal } = started.body.data as { order_no: string; payUrl: string; html: string; money: number; isLocal: boolean };
    expect([money, isLocal]).toEqual([240, false]);
    expect(payUrl.startsWith(`${alipay.origin}/qr/`)).toBe(true);
    expect(html).toContain('alipay.trade.page.pay');
    expect(alipay.book.trades.get(order_no)!.totalCents).toBe(24_000);
    alipay.pay(order_no);
    const body = alipay.noticeFor(order_no);
    expect((await notify(body)).body).toBe('success');
    expect((await notify(body)).body).toBe('success');
    const paid = await call(t.app, 'POST', '/api/alipay/wxIsPay', { ...as(company), form: { order_no } });
    expectOk(paid);
    expect(Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', company.userId).executeTakeFirstOrThrow()).points_cents)).toBe(pointsBefore);
    expect(await orderRow(order_no)).toMatchObject({ pay_status: PayStatus.paid, provider: 'alipay' });
  });

  it('a notarial fee past its expiry: the old Alipay trade is closed, attempt 1 is `${order_no}_1` and its notice pays the order (decision 952)', async () => {
    const recs = await Promise.all([1].map(() => seedRecord(t, { ownerUserId: company.userId, creatorUserId: company.userId })));
    const applied = await call(t.app, 'POST', '/api/notary/apply', { ...as(company), form: { ids: recs.map((r) => r.id).join(',') } });
    expectOk(applied);
    const orderId = applied.body.data.id as number;
    await t.db.updateTable('notary_orders').set({ step: 'pay' }).where('id', '=', orderId).execute();
    const first = await call(t.app, 'POST', '/api/notary/payOnline', { ...as(company), form: { orderId: String(orderId), type: '1' } });
    expectOk(first);
    const orderNo = first.body.data.order_no as string;
    alipay.scan(orderNo);
    await t.db.updateTable('orders').set({ pay_expires_at: Date.now() - 1 }).where('order_no', '=', orderNo).execute();
    const again = await call(t.app, 'POST', '/api/notary/payOnline', { ...as(company), form: { orderId: String(orderId), type: '1' } });
    expectOk(again);
    expect(again.body.data.order_no).toBe(orderNo);
    expect(alipay.book.trades.get(orderNo)!.status).toBe('TRADE_CLOSED');
    expect(alipay.book.trades.get(`${orderNo}_1`)!.totalCents).toBe(22_000);
    expect(Number((await orderRow(orderNo)).pay_attempt)).toBe(1);
    alipay.pay(`${orderNo}_1`);
    expect((await notify(alipay.noticeFor(`${orderNo}_1`))).body).toBe('success');
    expect(await orderRow(orderNo)).toMatchObject({ pay_status: PayStatus.paid, provider: 'alipay', paid_out_trade_no: `${orderNo}_1` });
  });
});
