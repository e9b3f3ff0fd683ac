import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../helpers/api';
import { waitFor } from '../helpers/jobs';
import { officeStaff, orderAtOffice } from '../helpers/notary-office';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { deliverInto } from '../helpers/wechat-notify';
import { tenants, type Tenants } from '../helpers/tenants';
import { PayChannel, PayStatus } from '@evidence/shared/constants';
import { wechatPaymentProvider } from '../../src/providers/payment/wechat/wechat-payment';
import type { Payments } from '../../src/providers/payment/from-config';
import { reconcilePayments } from '../../src/services/payments/reconcile/reconcile';
import { startWechatPayStandIn, type WechatPayStandIn } from '../support/standins/wechatpay';

/**
 * Refunds through WeChat Pay (issue 25 items 1 and 6): a WeChat-paid notarial fee the office fails becomes a
 * refund the server's job asks the stand-in for (it answers PROCESSING, as WeChat usually does), and the
 * stand-in's signed, encrypted REFUND.* notice settles it — 已退款, or 退款失败 with the Chinese reason.
 * Reconciliation queries WeChat Pay for what a lost notice did not tell, and closes expired prepay orders there.
 */
let s: WechatPayStandIn;
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;

const deliver = deliverInto(() => t.app);

beforeAll(async () => {
  s = await startWechatPayStandIn({ deliver });
  t = await createTestApp({ PAYMENT_PROVIDER: 'wechat', PUBLIC_URL: 'https://evidence.test', LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20', JOBS_POLL_MS: '50', ...s.env });
  who = await tenants(t);
  staff = await officeStaff(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s?.close();
  if (s) fs.rmSync(s.files.dir, { recursive: true, force: true });
});

const refundsOf = (orderId: number) => t.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
const auditsOf = (action: string, orderId: number) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(orderId)).execute();

/** a notarial order at the office whose fee WeChat Pay holds as paid (the stand-in has the trade) */
async function paidAtWechat(): Promise<{ id: number; moneyId: number; orderNo: string }> {
  const id = await orderAtOffice(t, who.otherCompany, { records: 1, paidBy: 'wechat' });
  const n = await t.db.selectFrom('notary_orders').select('order_id').where('id', '=', id).executeTakeFirstOrThrow();
  const money = await t.db.selectFrom('orders').selectAll().where('id', '=', n.order_id).executeTakeFirstOrThrow();
  const transactionId = `4200002026${String(id).padStart(18, '0')}`;
  await t.db.updateTable('orders').set({ provider: 'wechat', provider_trade_no: transactionId }).where('id', '=', money.id).execute();
  s.trades.set(money.order_no, { outTradeNo: money.order_no, appid: s.appid, mchid: s.mchid, description: money.description, notifyUrl: 'https://evidence.test/api/payment/notify/wechat', totalCents: Number(money.money_cents), timeExpire: '', state: 'SUCCESS', transactionId, successTime: '2026-12-03T18:00:00+08:00' });
  return { id, moneyId: money.id, orderNo: money.order_no };
}

async function failByOffice(id: number) {
  const r = await call(t.app, 'POST', '/api/admin/notary/fail', { token: staff.notary, form: { orderId: String(id), reason: '经核查涉及他人隐私' }, ip: freshIp() });
  expect(r.body.code, r.body.msg).toBe(200);
}

/** the refund the job asked WeChat Pay for (PROCESSING there, 退款中 here) */
async function askedOfWechat(orderNo: string) {
  return waitFor(() => [...s.refunds.values()].find((r) => r.outTradeNo === orderNo) ?? null, 10_000, 'the refund request at the stand-in');
}

describe('refunds through WeChat Pay', () => {
  it('PROCESSING, then REFUND.SUCCESS by notice: 已退款 once, however often the notice comes', async () => {
    const { id, moneyId, orderNo } = await paidAtWechat();
    await failByOffice(id);
    const asked = await askedOfWechat(orderNo);
    expect(asked).toMatchObject({ refundCents: 22000, totalCents: 22000, status: 'PROCESSING', notifyUrl: 'https://evidence.test/api/payment/notify/wechat' });
    expect(s.checked.filter((c) => c.url === '/v3/refund/domestic/refunds').every((c) => c.verdict === 'ok')).toBe(true);
    const [processing] = await waitFor(async () => ((await refundsOf(moneyId))[0]?.status === 'processing' ? refundsOf(moneyId) : null), 10_000, 'refund processing');
    expect(processing).toMatchObject({ provider: 'wechat', refund_no: asked.outRefundNo });
    expect(await s.finishRefund(asked.outRefundNo, 'SUCCESS')).toEqual({ status: 204, body: '' });
    for (let i = 0; i < 3; i += 1) expect((await s.deliver(asked.notifyUrl, s.refundNotice(asked.outRefundNo))).status).toBe(204);
    const [done] = await refundsOf(moneyId);
    expect(done).toMatchObject({ status: 'succeeded', fail_reason: null });
    expect(await auditsOf('payment.refund.succeeded', moneyId)).toHaveLength(1);
    // a forged notice for it changes nothing either
    expect((await s.deliver(asked.notifyUrl, s.refundNotice(asked.outRefundNo, { wrongSignature: true }))).status).toBe(401);
  });

  it('REFUND.ABNORMAL: 退款失败 with the Chinese reason, audited once', async () => {
    const { id, moneyId, orderNo } = await paidAtWechat();
    await failByOffice(id);
    const asked = await askedOfWechat(orderNo);
    await waitFor(async () => ((await refundsOf(moneyId))[0]?.status === 'processing' ? true : null), 10_000, 'refund processing');
    expect((await s.finishRefund(asked.outRefundNo, 'ABNORMAL')).status).toBe(204);
    const [failed] = await refundsOf(moneyId);
    expect(failed!.status).toBe('failed');
    expect(failed!.fail_reason).toMatch(/^退款异常/);
    expect(await auditsOf('payment.refund.failed', moneyId)).toHaveLength(1);
  });
});

describe('reconciliation with WeChat Pay', () => {
  const payments = (): Payments => {
    const wechat = wechatPaymentProvider(t.config.payment.wechat!, { log: { warn: () => {} } });
    return { providers: [wechat], forChannel: (c) => (c === PayChannel.wechat ? wechat : null), byName: (n) => (n === 'wechat' ? wechat : null), anyLocal: false, secret: Buffer.alloc(32) };
  };
  const buy = async (yuan: number) => {
    const r = await call(t.app, 'POST', '/api/Evidences/pay', { token: who.individual.token, role: '1', form: { integral: String(yuan), type: String(PayChannel.wechat) }, ip: freshIp() });
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data.order_no as string;
  };
  const orderOf = (orderNo: string) => t.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

  it('a trade paid at WeChat whose notice never came is settled by the query; an expired unpaid one is closed there, then cancelled', async () => {
    const lost = await buy(10);
    const expired = await buy(20);
    const t1 = s.trades.get(lost)!;
    t1.state = 'SUCCESS';
    t1.transactionId = `4200002026${lost.slice(-18)}`;
    const ttl = t.config.payment.orderTtlMs;
    const r = await reconcilePayments(t.db, payments(), { orderTtlMs: ttl, now: Date.now() + ttl + 60_000 });
    expect(r.settled).toContain(lost);
    expect(r.closed).toContain(expired);
    expect(await orderOf(lost)).toMatchObject({ pay_status: PayStatus.paid, provider_trade_no: t1.transactionId });
    expect(s.trades.get(expired)!.state).toBe('CLOSED');
    expect((await orderOf(expired)).pay_status).toBe(PayStatus.cancelled);
    expect(s.checked.filter((c) => c.url.startsWith(`/v3/pay/transactions/out-trade-no/${lost}`)).every((c) => c.verdict === 'ok')).toBe(true);
    // the notice arriving at last is a replay
    expect((await s.deliver(t1.notifyUrl, s.paymentNotice(lost))).status).toBe(204);
    expect(await t.db.selectFrom('points_ledger').select('id').where('order_id', '=', (await orderOf(lost)).id).execute()).toHaveLength(1);
  });
});
