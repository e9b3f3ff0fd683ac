import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG, PayChannel, PayStatus } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused } from '../helpers/checks';
import { waitFor } from '../helpers/jobs';
import { officeStaff, orderAtOffice } from '../helpers/notary-office';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { deliverInto } from '../helpers/wechat-notify';
import { tenants, type Tenants } from '../helpers/tenants';
import type { Payments } from '../../src/providers/payment/from-config';
import { wechatPaymentProvider } from '../../src/providers/payment/wechat/wechat-payment';
import { reconcilePayments } from '../../src/services/payments/reconcile/reconcile';
import { refundJobKey } from '../../src/services/payments/refunds/create-refund';
import { startWechatPayStandIn, type WechatPayStandIn } from '../support/standins/wechatpay';

/**
 * A channel trade number per attempt (decision 952) through the WeChat Pay stand-in: a notarial fee whose
 * prepay trade expired is asked about and closed at WeChat, then paid under `${order_no}_1`; a late payment
 * of the old trade is refunded by its own out_trade_no; an office-failed order paid by attempt 1 is refunded
 * by `_1`; starts at once agree on one attempt; an old trade found paid is settled, not paid again; a
 * recharge past its expiry is still refused.
 */
let s: WechatPayStandIn;
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;

const deliver = deliverInto(() => t.app);

beforeAll(async () => {
  s = await startWechatPayStandIn({ deliver });
  t = await createTestApp({ PAYMENT_PROVIDER: 'wechat', PUBLIC_URL: 'https://evidence.test', WECHATPAY_TIMEOUT_MS: '300', LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20', JOBS_POLL_MS: '50', ...s.env });
  who = await tenants(t);
  staff = await officeStaff(t);
}, 60_000);
afterEach(() => s.fault(null));
afterAll(async () => {
  await t?.close();
  await s?.close();
  if (s) fs.rmSync(s.files.dir, { recursive: true, force: true });
});

const c = () => who.otherCompany;
const notary = (id: number) => t.db.selectFrom('notary_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const money = async (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', (await notary(id)).order_id).executeTakeFirstOrThrow();
const refundsOf = (orderId: number) => t.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
const payOnline = (id: number) => call(t.app, 'POST', '/api/notary/payOnline', { token: c().token, role: c().role, form: { orderId: String(id), type: String(PayChannel.wechat) }, ip: freshIp() });
/** the first start's trade has closed at WeChat by itself (its time_expire passed) */
const expire = async (id: number) => t.db.updateTable('orders').set({ pay_expires_at: Date.now() - 1 }).where('id', '=', (await notary(id)).order_id).execute();
const closesAt = (outTradeNo: string) => s.checked.filter((x) => x.url === `/v3/pay/transactions/out-trade-no/${outTradeNo}/close`);

/** the providers as reconciliation is handed them */
function wechatPayments(): Payments {
  const wechat = wechatPaymentProvider(t.config.payment.wechat!, { log: { warn: () => {} } });
  return { providers: [wechat], forChannel: (ch) => (ch === PayChannel.wechat ? wechat : null), byName: (n) => (n === 'wechat' ? wechat : null), anyLocal: false, secret: Buffer.alloc(32) };
}

/** a notarial order at the pay step whose first WeChat trade (attempt 0) was started and has expired */
async function expiredAtPay(): Promise<{ id: number; orderNo: string }> {
  const id = await orderAtOffice(t, c(), { records: 1, paidBy: 'none' });
  const first = await payOnline(id);
  expectOk(first);
  const orderNo = first.body.data.order_no as string;
  expect(s.trades.get(orderNo)?.state).toBe('NOTPAY');
  await expire(id);
  return { id, orderNo };
}

describe('a new WeChat trade per attempt for a notarial fee', () => {
  it('past its expiry: the old trade is closed at WeChat, attempt 1 is ordered as `${order_no}_1` and its notice pays the order', async () => {
    const { id, orderNo } = await expiredAtPay();
    const again = await payOnline(id);
    expectOk(again);
    // the page still names the order; WeChat knows the attempt's number
    expect(again.body.data.order_no).toBe(orderNo);
    expect(again.body.data.codeUrl).toBe(`${s.baseUrl}pay/${orderNo}_1`);
    expect(s.trades.get(orderNo)!.state).toBe('CLOSED');
    expect(closesAt(orderNo).map((x) => x.verdict)).toEqual(['ok']);
    const row = await money(id);
    expect([Number(row.pay_attempt), Number(row.pay_expires_at) > Date.now()]).toEqual([1, true]);
    // a start within the new expiry is the same trade again
    const third = await payOnline(id);
    expectOk(third);
    expect(third.body.data.codeUrl).toBe(again.body.data.codeUrl);
    expect(Number((await money(id)).pay_attempt)).toBe(1);
    expect((await s.pay(`${orderNo}_1`)).status).toBe(204);
    const n = await notary(id);
    expect([n.step, n.office_stage]).toEqual(['office', 'submitted']);
    const paid = await money(id);
    expect([Number(paid.pay_status), paid.paid_out_trade_no, paid.provider_trade_no]).toEqual([PayStatus.paid, `${orderNo}_1`, s.trades.get(`${orderNo}_1`)!.transactionId]);

    // the old trade's payment arrives after all (paid at WeChat before it closed; its notice late): one refund of that trade
    const old = s.trades.get(orderNo)!;
    old.state = 'NOTPAY';
    expect((await s.pay(orderNo)).status).toBe(204);
    expect((await s.deliver(old.notifyUrl, s.paymentNotice(orderNo))).status).toBe(204);
    const [refund, ...more] = await refundsOf(paid.id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ order_no: orderNo, out_trade_no: orderNo, trade_no: old.transactionId, cause: 'already-paid', amount_cents: 22000 });
    const asked = await waitFor(() => [...s.refunds.values()].find((r) => r.outRefundNo === refund!.refund_no) ?? null, 10_000, 'the refund at the stand-in');
    expect([asked.outTradeNo, asked.refundCents]).toEqual([orderNo, 22000]);
    expect((await money(id)).provider_trade_no).toBe(s.trades.get(`${orderNo}_1`)!.transactionId);
    // WeChat's REFUND.SUCCESS names the old trade's out_trade_no: taken
    await waitFor(async () => ((await refundsOf(paid.id))[0]?.requested_at != null ? true : null), 10_000, 'refund requested');
    expect((await s.finishRefund(asked.outRefundNo)).status).toBe(204);
    expect((await refundsOf(paid.id))[0]!.status).toBe('succeeded');
  });

  it('an office-failed order paid by attempt 1 is refunded by the out_trade_no of attempt 1', async () => {
    const { id, orderNo } = await expiredAtPay();
    expectOk(await payOnline(id));
    expect((await s.pay(`${orderNo}_1`)).status).toBe(204);
    expect((await notary(id)).step).toBe('office');
    const r = await call(t.app, 'POST', '/api/admin/notary/fail', { token: staff.notary, form: { orderId: String(id), reason: '经核查涉及他人隐私' }, ip: freshIp() });
    expect(r.body.code, r.body.msg).toBe(200);
    const row = await money(id);
    const [refund] = await refundsOf(row.id);
    expect(refund).toMatchObject({ order_no: orderNo, out_trade_no: `${orderNo}_1`, cause: 'office-ended' });
    const asked = await waitFor(() => [...s.refunds.values()].find((x) => x.outRefundNo === refund!.refund_no) ?? null, 10_000, 'the refund at the stand-in');
    expect(asked.outTradeNo).toBe(`${orderNo}_1`);
    await waitFor(async () => ((await refundsOf(row.id))[0]?.requested_at != null ? true : null), 10_000, 'refund requested');
    // its notice lost and its job ended: reconciliation's refund query names the trade of attempt 1 (WeChat's answer must match it)
    asked.status = 'SUCCESS';
    await t.db.updateTable('jobs').set({ status: 'failed' }).where('dedupe_key', '=', refundJobKey(Number(refund!.id), 1)).execute();
    await t.db.updateTable('refunds').set({ updated_at: Date.now() - 10 * 60_000 }).where('id', '=', refund!.id).execute();
    const r2 = await reconcilePayments(t.db, wechatPayments(), { orderTtlMs: t.config.payment.orderTtlMs });
    expect([r2.refundsSettled, r2.errors]).toEqual([[refund!.refund_no], []]);
    expect((await refundsOf(row.id))[0]!.status).toBe('succeeded');
  });

  it('two starts at once after the expiry agree on one new attempt', async () => {
    const { id, orderNo } = await expiredAtPay();
    const [a, b] = await Promise.all([payOnline(id), payOnline(id)]);
    expectOk(a);
    expectOk(b);
    expect(a.body.data.codeUrl).toBe(`${s.baseUrl}pay/${orderNo}_1`);
    expect(b.body.data.codeUrl).toBe(a.body.data.codeUrl);
    expect(Number((await money(id)).pay_attempt)).toBe(1);
    expect(s.trades.has(`${orderNo}_2`)).toBe(false);
    const opened = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'payment.attempt-opened').where('target_id', '=', String((await money(id)).id)).execute();
    expect(opened).toHaveLength(1);
  });

  it('the old trade already paid at WeChat (its notice lost): the start settles it and refuses to start again', async () => {
    const { id, orderNo } = await expiredAtPay();
    const old = s.trades.get(orderNo)!;
    old.state = 'SUCCESS';
    old.transactionId = `4200002026${orderNo.slice(-18)}`;
    const again = await payOnline(id);
    expectRefused(again, PAYMENT_MSG.notarialAlreadyPaid);
    expect(s.trades.has(`${orderNo}_1`)).toBe(false);
    const row = await money(id);
    expect([Number(row.pay_status), Number(row.pay_attempt), row.provider_trade_no, row.paid_out_trade_no]).toEqual([PayStatus.paid, 0, old.transactionId, orderNo]);
    expect((await notary(id)).step).toBe('office');
    expect(await refundsOf(row.id)).toEqual([]);
  });

  it('WeChat not answering the close: refused in Chinese, no new attempt', async () => {
    const { id, orderNo } = await expiredAtPay();
    s.fault({ kind: 'error', code: 'SYSTEM_ERROR', path: /\/close$/ });
    expectRefused(await payOnline(id), PAYMENT_MSG.attemptCheckFailed);
    expect(Number((await money(id)).pay_attempt)).toBe(0);
    expect(s.trades.has(`${orderNo}_1`)).toBe(false);
    s.fault(null);
    expectOk(await payOnline(id));
    expect(Number((await money(id)).pay_attempt)).toBe(1);
  });

  it('reconciliation asks WeChat about the current attempt', async () => {
    const { id, orderNo } = await expiredAtPay();
    expectOk(await payOnline(id));
    const t1 = s.trades.get(`${orderNo}_1`)!;
    t1.state = 'SUCCESS';
    t1.transactionId = `4200002027${orderNo.slice(-18)}`;
    const ttl = t.config.payment.orderTtlMs;
    const r = await reconcilePayments(t.db, wechatPayments(), { orderTtlMs: ttl, graceMs: 0, now: Date.now() + 1000 });
    expect(r.settled).toContain(orderNo);
    expect(await money(id)).toMatchObject({ pay_status: PayStatus.paid, provider_trade_no: t1.transactionId, paid_out_trade_no: `${orderNo}_1` });
  });

  it('a recharge past its expiry is still refused: nothing is asked of WeChat, no attempt opens', async () => {
    const r = await call(t.app, 'POST', '/api/Evidences/pay', { token: who.individual.token, role: '1', form: { integral: '12', type: String(PayChannel.wechat) }, ip: freshIp() });
    expectOk(r);
    const orderNo = r.body.data.order_no as string;
    await t.db.updateTable('orders').set({ pay_expires_at: Date.now() - 1 }).where('order_no', '=', orderNo).execute();
    const late = await call(t.app, 'POST', '/api/alipay/doPay', { token: who.individual.token, role: '1', form: { order_no: orderNo, type: String(PayChannel.wechat) }, ip: freshIp() });
    expectRefused(late, PAYMENT_MSG.rechargeExpired);
    expect(closesAt(orderNo)).toEqual([]);
    expect(Number((await t.db.selectFrom('orders').select('pay_attempt').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).pay_attempt)).toBe(0);
    expect(s.trades.has(`${orderNo}_1`)).toBe(false);
  });
});
