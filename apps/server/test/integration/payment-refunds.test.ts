import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderKind, PayChannel, PayStatus, PayType, REFUND_MSG } from '@evidence/shared/constants';
import { ZOrderListResponse, ZRefundQueueResponse } from '@evidence/shared/contracts';
import { call, freshIp } from '../helpers/api';
import { expectOk } from '../helpers/checks';
import { testWorker, waitFor } from '../helpers/jobs';
import { officeStaff, orderAtOffice } from '../helpers/notary-office';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { loadNotifySecret, type Payments } from '../../src/providers/payment/from-config';
import { LOCAL_NOTIFY_PATH, localNotifyParams, localPaymentProvider } from '../../src/providers/payment/local-payment';
import { PaymentProviderError, type PaymentProvider, type RefundNotice, type RefundRequest } from '../../src/providers/payment/payment-provider';
import { createRefund, PAYMENT_REFUND_JOB } from '../../src/services/payments/refunds/create-refund';
import { runRefundJob } from '../../src/services/payments/refunds/refund-job';
import { applyRefundNotice } from '../../src/services/payments/refunds/apply-refund-notice';
import { retryRefund } from '../../src/services/payments/refunds/retry-refund';
import { answerNotify } from '../../src/services/payments/answer-notify';
import { quietLog } from '../helpers/jobs';
import type { JobWorker } from '../../src/services/jobs/job-worker';

/**
 * Refunds through the provider (issue 25 item 6): each way money becomes owed back makes one refund row and
 * one `payment.refund` job, which the server's own worker completes with the local provider; races make one
 * refund. A provider double — an object implementing PaymentProvider, standing in for an outside provider's
 * adapter after it mapped the provider's answer (the adapters' own tests reach their protocols) — checks
 * what the job does with retryable errors, refusals, PROCESSING and the notice.
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
let secret: Buffer;
beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20', JOBS_POLL_MS: '50' });
  who = await tenants(t);
  staff = await officeStaff(t);
  secret = loadNotifySecret(t.dataDir, undefined);
}, 60_000);
afterAll(async () => t?.close());

const as = (c: Caller) => ({ token: c.token, role: c.role, ip: freshIp() });
const refundsOf = (orderId: number) => t.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const auditsOf = (action: string, orderId: number) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_type', '=', 'order').where('target_id', '=', String(orderId)).execute();
const notices = async (userId: number) => (await t.db.selectFrom('notifications').select('content').where('user_id', '=', userId).execute()).map((n) => n.content);
const settled = (orderId: number, count = 1) =>
  waitFor(async () => {
    const rows = await refundsOf(orderId);
    return rows.length === count && rows.every((r) => r.status !== 'processing') ? rows : null;
  }, 10_000, 'refunds settled');

async function notifyLocal(params: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url: LOCAL_NOTIFY_PATH, payload: new URLSearchParams(params).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.json()).toMatchObject({ code: 'SUCCESS' });
}

async function buy(c: Caller, integral: number, type: number) {
  const r = await call(t.app, 'POST', '/api/Evidences/pay', { ...as(c), form: { integral: String(integral), type: String(type) } });
  expectOk(r);
  return r.body.data as { order_no: string };
}

describe('refunds through the local provider, by the server’s own job worker', () => {
  it('(a) the office fails a WeChat-paid order: one refund, 退款中 → 已退款, audited, the payer told — three concurrent clicks make one', async () => {
    const c = who.otherCompany;
    const id = await orderAtOffice(t, c, { records: 1, paidBy: 'wechat' });
    const clicks = await Promise.all([1, 2, 3].map(() => call(t.app, 'POST', '/api/admin/notary/fail', { token: staff.notary, form: { orderId: String(id), reason: '经核查涉及他人隐私' }, ip: freshIp() })));
    expect(clicks.filter((r) => r.body.code === 200)).toHaveLength(1);
    const moneyId = Number((await t.db.selectFrom('notary_orders').select('order_id').where('id', '=', id).executeTakeFirstOrThrow()).order_id);
    const [refund] = await settled(moneyId);
    expect(refund).toMatchObject({ status: 'succeeded', provider: 'local', trade_no: `T${id}`, cause: 'office-ended', fail_reason: null });
    expect(Number(refund!.amount_cents)).toBe(22000);
    expect(await auditsOf('payment.refund.requested', moneyId)).toHaveLength(1);
    expect(await auditsOf('payment.refund.succeeded', moneyId)).toHaveLength(1);
    expect((await notices(c.userId)).filter((n) => n.includes('已退款（本地测试收银台：未发生真实资金往来）'))).toHaveLength(1);
    const job = await t.db.selectFrom('jobs').selectAll().where('kind', '=', PAYMENT_REFUND_JOB).where('dedupe_key', '=', `${PAYMENT_REFUND_JOB}:${refund!.id}:1`).executeTakeFirstOrThrow();
    expect(job.status).toBe('succeeded');
    // the applicant's order page says 已退款 (and that the local cashier moved no money)
    const detail = await call(t.app, 'GET', '/api/notary/detail', { ...as(c), query: { orderId: String(id) } });
    expect(detail.body.data.info).toMatchObject({ refundDue: 0, refundedMoney: 220, refunds: [{ stateName: '已退款', isLocal: true, amount: 220 }] });
  });

  it('(b) a second payment for a paid recharge order, its notice delivered three times at once: one refund, completed', async () => {
    const c = who.individual;
    const started = await buy(c, 30, 2);
    await notifyLocal(localNotifyParams(secret, { orderNo: started.order_no, tradeNo: 'T-RF-FIRST', amountCents: 3000, state: 'SUCCESS', channel: 2 }));
    const second = localNotifyParams(secret, { orderNo: started.order_no, tradeNo: 'T-RF-SECOND', amountCents: 3000, state: 'SUCCESS', channel: 1 });
    await Promise.all([1, 2, 3].map(() => notifyLocal(second)));
    const order = await t.db.selectFrom('orders').selectAll().where('order_no', '=', started.order_no).executeTakeFirstOrThrow();
    expect(Number(order.pay_status)).toBe(PayStatus.paid);
    const [refund] = await settled(Number(order.id));
    expect(refund).toMatchObject({ status: 'succeeded', trade_no: 'T-RF-SECOND', cause: 'already-paid', channel: PayChannel.alipay });
    expect(await auditsOf('order.payment-refund-due', Number(order.id))).toHaveLength(1);
    // /orders shows it on the top-up
    const list = await call(t.app, 'GET', '/api/order/getList', { ...as(c), query: { type: '1' } });
    const row = ZOrderListResponse.parse(list.body.data).list.find((o) => o.order_no === started.order_no)!;
    expect(row.refunds.map((r) => [r.stateName, r.amount, r.isLocal])).toEqual([['已退款', 30, true]]);
  });

  it('(c) a payment after cancel: one refund, completed; a replay of its notice adds none', async () => {
    const c = who.companyMain;
    const started = await buy(c, 20, 2);
    expectOk(await call(t.app, 'POST', '/api/alipay/cancelPay', { ...as(c), form: { order_no: started.order_no } }));
    const late = localNotifyParams(secret, { orderNo: started.order_no, tradeNo: 'T-RF-LATE', amountCents: 2000, state: 'SUCCESS', channel: 2 });
    await notifyLocal(late);
    await notifyLocal(late);
    const order = await t.db.selectFrom('orders').selectAll().where('order_no', '=', started.order_no).executeTakeFirstOrThrow();
    expect(Number(order.pay_status)).toBe(PayStatus.failed);
    const [refund] = await settled(Number(order.id));
    expect(refund).toMatchObject({ status: 'succeeded', trade_no: 'T-RF-LATE', cause: 'after-cancel' });
    await notifyLocal(late);
    expect(await refundsOf(Number(order.id))).toHaveLength(1);
    // a second trade for the cancelled order (its other channel's link): refunded too, and the payer is told the order
    // was cancelled, not paid
    await notifyLocal(localNotifyParams(secret, { orderNo: started.order_no, tradeNo: 'T-RF-LATE-2', amountCents: 2000, state: 'SUCCESS', channel: 1 }));
    expect(await refundsOf(Number(order.id))).toHaveLength(2);
    const told = await t.db.selectFrom('notifications').select('content').where('user_id', '=', c.userId).where('content', 'like', `%${started.order_no}%`).execute();
    expect(told.map((n) => n.content).filter((m) => m.includes('又收到一笔付款'))).toEqual([expect.stringContaining('已取消，但又收到一笔付款 20.00 元：积分不会到账')]);
    expect(told.some((m) => m.content.includes('已支付，又收到'))).toBe(false);
  });

  it('退款处理 lists the refunds of every kind of order for operators, failed ones first to act on (outside review of issue 25)', async () => {
    const queue = (token: string | undefined, query: Record<string, string> = {}) => call(t.app, 'GET', '/api/admin/payments/refunds', { ...(token ? { token } : {}), query, ip: freshIp() });
    await waitFor(async () => (await t.db.selectFrom('refunds').select('id').where('status', '=', 'processing').execute()).length === 0, 10_000, 'every refund settled');
    const all = await queue(staff.operator);
    expectOk(all);
    const data = ZRefundQueueResponse.parse(all.body.data);
    expect(data.count).toBeGreaterThanOrEqual(4);
    expect(new Set(data.list.map((r) => r.orderKindName))).toEqual(new Set(['公证费', '购买积分']));
    expect(data.list.map((r) => r.causeName)).toEqual(expect.arrayContaining(['公证处终止办理', '重复付款', '订单取消后到账']));
    expect(data.list.map((r) => [r.payer.replace(/\d/g, '9'), r.stateName])).toEqual(data.list.map(() => ['999****9999', '已退款']));
    expect(ZRefundQueueResponse.parse((await queue(staff.operator, { state: 'failed' })).body.data)).toMatchObject({ list: [], count: 0, failed: 0 });
    // a recharge's refund failed at the provider: listed under 退款失败 with its reason, and 重新退款 takes it up again
    const recharge = data.list.find((r) => r.orderKindName === '购买积分')!;
    await t.db.updateTable('refunds').set({ status: 'failed', fail_reason: '商户账户余额不足' }).where('id', '=', recharge.id).execute();
    const failed = ZRefundQueueResponse.parse((await queue(staff.operator, { state: 'failed' })).body.data);
    expect(failed).toMatchObject({ count: 1, failed: 1, list: [expect.objectContaining({ id: recharge.id, stateName: '退款失败（商户账户余额不足）', orderNo: recharge.orderNo })] });
    expectOk(await call(t.app, 'POST', '/api/admin/payments/refundRetry', { token: staff.operator, form: { refundId: String(recharge.id) }, ip: freshIp() }));
    await waitFor(async () => (await t.db.selectFrom('refunds').select('status').where('id', '=', recharge.id).executeTakeFirstOrThrow()).status === 'succeeded', 10_000, 'the retried refund settled');
    expect(ZRefundQueueResponse.parse((await queue(staff.operator, { state: 'succeeded' })).body.data).list.find((r) => r.id === recharge.id)).toMatchObject({ round: 2 });
    // users and anonymous callers are refused like every console call; a bad filter in Chinese
    expect((await queue(who.individual.token)).body.code).toBe(408);
    expect((await queue(undefined)).body.code).toBe(408);
    expect((await queue(staff.operator, { state: 'lost' })).body.msg).toBe('退款状态不正确');
  });
});

/** A provider double (see the file's comment): refund() and queryRefund() answer what the test scripts. */
function doubleProvider(script: { refund: (req: RefundRequest, n: number) => RefundNotice; query?: (n: number) => RefundNotice }): { provider: PaymentProvider; calls: RefundRequest[] } {
  const calls: RefundRequest[] = [];
  let queries = 0;
  const base = localPaymentProvider(secret);
  const provider: PaymentProvider = {
    ...base,
    name: 'wechat',
    isLocal: false,
    channels: [PayChannel.wechat],
    async refund(req) {
      calls.push(req);
      return script.refund(req, calls.length);
    },
    async queryRefund(refundNo, orderNo) {
      queries += 1;
      if (!script.query) throw new Error('not scripted');
      return { ...script.query(queries), refundNo, orderNo };
    },
  };
  return { provider, calls };
}

const paymentsWith = (provider: PaymentProvider): Payments => ({ providers: [provider], forChannel: () => provider, byName: (n) => (n === provider.name ? provider : null), anyLocal: false, secret });

describe('the refund job against a provider double', () => {
  let d: TestApp;
  let worker: JobWorker | undefined;
  let seq = 0;
  beforeAll(async () => {
    d = await createTestApp({}, { jobs: { run: false } });
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await d?.close();
  });

  const startWorker = async (provider: PaymentProvider) => {
    await worker?.stop();
    worker = testWorker({ db: d.db, handlers: { [PAYMENT_REFUND_JOB]: (job, jctx) => runRefundJob({ payments: paymentsWith(provider), siteBase: 'https://site.example' }, job, jctx) } });
  };

  /** A paid WeChat top-up and its refund (as the notice paths make it), 退款中 with its job. */
  async function paidAndRefunding(amountCents = 5000) {
    seq += 1;
    const now = Date.now();
    const orderNo = `CZRF${now}${seq}`;
    const user = await d.db.insertInto('users').values({ phone: `1390000${String(seq).padStart(4, '0')}`, password_hash: 'x', account_type: 1, verify_status: 1, points_cents: 0, failed_logins: 0, last_role: '1', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const order = await d.db
      .insertInto('orders')
      .values({ order_no: orderNo, account_user_id: user.id, actor_user_id: user.id, kind: OrderKind.recharge, description: '购买积分', money_cents: amountCents, points_cents: amountCents, pay_status: PayStatus.paid, pay_type: PayType.wechat, origin: 0, invoice_status: 0, provider: 'wechat', provider_trade_no: `WX${orderNo}`, paid_at: now, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { refund } = await d.db.transaction().execute((trx) => createRefund(trx, { orderId: Number(order.id), orderNo, outTradeNo: orderNo, accountUserId: Number(user.id), provider: 'wechat', channel: PayChannel.wechat, tradeNo: `WX2-${orderNo}`, amountCents, cause: 'already-paid', reason: '重复付款退款' }));
    return { refund, orderId: Number(order.id), userId: Number(user.id) };
  }
  const refundRow = (id: number) => d.db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const jobOf = (refundId: number, round = 1) => d.db.selectFrom('jobs').selectAll().where('dedupe_key', '=', `${PAYMENT_REFUND_JOB}:${refundId}:${round}`).executeTakeFirstOrThrow();
  const finished = (refundId: number, round = 1) => waitFor(async () => ['succeeded', 'failed'].includes((await jobOf(refundId, round)).status), 10_000, 'refund job finished');
  const ok = (req: RefundRequest, state: RefundNotice['state'] = 'SUCCESS'): RefundNotice => ({ refundNo: req.refundNo, orderNo: req.orderNo, providerRefundId: `5030${req.refundNo}`, amountCents: req.amountCents, state, reason: null });
  /** a provider whose merchant account is short (商户账户余额不足) until the operator tops it up */
  const refusesUntilTopUp = () => {
    let refuse = true;
    const double = doubleProvider({
      refund: (req) => {
        if (refuse) throw new PaymentProviderError('NOT_ENOUGH', '商户账户余额不足', false);
        return ok(req);
      },
    });
    return { ...double, stopRefusing: () => void (refuse = false) };
  };

  it('a retryable error twice (timeout, rate limited), then SUCCESS: asked three times with the same refund number, settled once', async () => {
    const { provider, calls } = doubleProvider({
      refund: (req, n) => {
        if (n === 1) throw new PaymentProviderError('TIMEOUT', '微信支付响应超时，请稍后重试', true);
        if (n === 2) throw new PaymentProviderError('FREQUENCY_LIMITED', '微信支付请求过于频繁，请稍后再试', true);
        return ok(req);
      },
    });
    await startWorker(provider);
    const { refund, orderId, userId } = await paidAndRefunding();
    await finished(Number(refund.id));
    expect(calls.map((c) => [c.refundNo, c.amountCents, c.totalCents, c.siteBase])).toEqual(Array(3).fill([refund.refund_no, 5000, 5000, 'https://site.example']));
    expect(await refundRow(Number(refund.id))).toMatchObject({ status: 'succeeded', provider_refund_id: `5030${refund.refund_no}` });
    expect(Number((await jobOf(Number(refund.id))).attempts)).toBe(3);
    const audits = await d.db.selectFrom('audit_log').select('action').where('target_id', '=', String(orderId)).where('action', 'like', 'payment.refund.%').execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['payment.refund.requested', 'payment.refund.succeeded']);
    const told = await d.db.selectFrom('notifications').select('content').where('user_id', '=', userId).execute();
    expect(told.map((n) => n.content)).toEqual([expect.stringContaining('已原路退回')]);
  });

  it('a refusal (insufficient balance) → 退款失败（原因） at once, audited and told; an operator retry asks again under the same number', async () => {
    const { provider, calls, stopRefusing } = refusesUntilTopUp();
    await startWorker(provider);
    const { refund, orderId, userId } = await paidAndRefunding();
    await finished(Number(refund.id));
    expect(calls).toHaveLength(1);
    expect(await refundRow(Number(refund.id))).toMatchObject({ status: 'failed', fail_reason: '商户账户余额不足' });
    const failedAudit = await d.db.selectFrom('audit_log').select('detail').where('action', '=', 'payment.refund.failed').where('target_id', '=', String(orderId)).executeTakeFirstOrThrow();
    expect(JSON.parse(failedAudit.detail!)).toMatchObject({ reason: '商户账户余额不足', refundNo: refund.refund_no });
    expect((await d.db.selectFrom('notifications').select('content').where('user_id', '=', userId).execute()).map((n) => n.content)).toEqual([expect.stringContaining('退款失败（商户账户余额不足）')]);

    stopRefusing();
    const retries = await Promise.allSettled([retryRefund(d.db, Number(refund.id), 1, null), retryRefund(d.db, Number(refund.id), 1, null)]);
    expect(retries.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await finished(Number(refund.id), 2);
    expect(calls.map((c) => c.refundNo)).toEqual([refund.refund_no, refund.refund_no]);
    expect(await refundRow(Number(refund.id))).toMatchObject({ status: 'succeeded', round: 2, fail_reason: null });
    expect(await d.db.selectFrom('audit_log').select('id').where('action', '=', 'payment.refund.retry').where('target_id', '=', String(orderId)).execute()).toHaveLength(1);
  });

  it('a refund row changed by hand is never sent: more than the order cost, not its whole trade, or another order\'s trade → 退款失败, the provider not asked (outside reviews of issue 25)', async () => {
    const { provider, calls, stopRefusing } = refusesUntilTopUp();
    await startWorker(provider);
    const { refund } = await paidAndRefunding(1300);
    await finished(Number(refund.id));
    expect(calls).toHaveLength(1);
    stopRefusing();
    const own = (await refundRow(Number(refund.id))).out_trade_no!;
    for (const [round, tamper] of [[2, { amount_cents: 130000, total_cents: 130000 }], [3, { amount_cents: 1200, total_cents: 1300 }], [4, { amount_cents: 1300, total_cents: 1300, out_trade_no: 'CZ20261204000000999999' }]] as const) {
      await d.db.updateTable('refunds').set(tamper).where('id', '=', refund.id).execute();
      await retryRefund(d.db, Number(refund.id), 1, null);
      await finished(Number(refund.id), round);
      expect(calls).toHaveLength(1);
      expect(await refundRow(Number(refund.id))).toMatchObject({ status: 'failed', fail_reason: REFUND_MSG.overPaid, round });
    }
    // set back to what was paid, it goes
    await d.db.updateTable('refunds').set({ amount_cents: 1300, total_cents: 1300, out_trade_no: own }).where('id', '=', refund.id).execute();
    await retryRefund(d.db, Number(refund.id), 1, null);
    await finished(Number(refund.id), 5);
    expect(calls.map((c) => c.amountCents)).toEqual([1300, 1300]);
    expect((await refundRow(Number(refund.id))).status).toBe('succeeded');
  });

  it('retryable errors until the last attempt: 退款失败 with the provider’s message, not 退款中 for ever', async () => {
    const { provider, calls } = doubleProvider({
      refund: () => {
        throw new PaymentProviderError('CONNECT', '无法连接微信支付，请稍后重试', true);
      },
    });
    await startWorker(provider);
    const { refund } = await paidAndRefunding();
    await finished(Number(refund.id));
    expect(calls).toHaveLength(8);
    expect(await refundRow(Number(refund.id))).toMatchObject({ status: 'failed', fail_reason: '无法连接微信支付，请稍后重试' });
  });

  it('PROCESSING, then SUCCESS by the refund notice; the notice replayed changes nothing', async () => {
    const { provider } = doubleProvider({ refund: (req) => ok(req, 'PROCESSING'), query: () => ({ refundNo: '', orderNo: '', providerRefundId: null, amountCents: 0, state: 'PROCESSING', reason: null }) });
    await startWorker(provider);
    const { refund, orderId, userId } = await paidAndRefunding();
    await waitFor(async () => (await refundRow(Number(refund.id))).requested_at !== null, 5_000, 'provider accepted');
    expect((await refundRow(Number(refund.id))).status).toBe('processing');
    const notice: RefundNotice = { refundNo: refund.refund_no, orderNo: refund.order_no, providerRefundId: `5030${refund.refund_no}`, amountCents: 5000, state: 'SUCCESS', reason: null };
    // not ours, another amount: refused, nothing changes
    expect(await applyRefundNotice(d.db, 'wechat', { ...notice, refundNo: 'RFNOTOURS' })).toEqual({ ok: false, reason: '退款单不存在' });
    expect(await applyRefundNotice(d.db, 'alipay', notice)).toEqual({ ok: false, reason: '退款单不存在' });
    expect(await applyRefundNotice(d.db, 'wechat', { ...notice, amountCents: 4999 })).toEqual({ ok: false, reason: '金额不一致' });
    const all = await Promise.all([1, 2, 3].map(() => applyRefundNotice(d.db, 'wechat', notice)));
    expect(all.every((o) => o.ok)).toBe(true);
    expect((await refundRow(Number(refund.id))).status).toBe('succeeded');
    // a late FAILED notice never undoes the success
    expect(await applyRefundNotice(d.db, 'wechat', { ...notice, state: 'FAILED', reason: '退款失败' })).toEqual({ ok: true, change: 'none' });
    await finished(Number(refund.id));
    expect((await jobOf(Number(refund.id))).status).toBe('succeeded');
    expect(await d.db.selectFrom('audit_log').select('id').where('action', '=', 'payment.refund.succeeded').where('target_id', '=', String(orderId)).execute()).toHaveLength(1);
    expect(await d.db.selectFrom('notifications').select('id').where('user_id', '=', userId).execute()).toHaveLength(1);
  });

  it('the notify route’s answer to refund notices: settled once, replays answered success, strangers and bad signatures refused', async () => {
    const { provider } = doubleProvider({ refund: (req) => ok(req, 'PROCESSING'), query: () => ({ refundNo: '', orderNo: '', providerRefundId: null, amountCents: 0, state: 'PROCESSING', reason: null }) });
    await startWorker(provider);
    const { refund, userId } = await paidAndRefunding();
    await waitFor(async () => (await refundRow(Number(refund.id))).requested_at !== null, 5_000, 'provider accepted');
    // the double's verifyNotify stands for the adapter's check of the raw body: it reads a JSON notice, or nothing
    const notifying: PaymentProvider = {
      ...provider,
      async verifyNotify(req) {
        const text = req.rawBody.toString('utf8');
        return text === 'bad-signature' ? null : { kind: 'refund', notice: JSON.parse(text) as RefundNotice };
      },
    };
    const send = (body: string) => answerNotify(d.db, notifying, { headers: {}, rawBody: Buffer.from(body) }, quietLog);
    const notice: RefundNotice = { refundNo: refund.refund_no, orderNo: refund.order_no, providerRefundId: 'WXREF1', amountCents: 5000, state: 'FAILED', reason: '用户银行卡已注销' };
    expect(await send('bad-signature')).toMatchObject({ status: 401 });
    expect(JSON.parse((await send(JSON.stringify({ ...notice, refundNo: 'RFNOTOURS' }))).body)).toEqual({ code: 'FAIL', message: '退款单不存在' });
    const first = await send(JSON.stringify(notice));
    expect([first.status, JSON.parse(first.body)]).toEqual([200, { code: 'SUCCESS', message: '成功' }]);
    expect(await refundRow(Number(refund.id))).toMatchObject({ status: 'failed', fail_reason: '用户银行卡已注销', provider_refund_id: 'WXREF1' });
    expect((await send(JSON.stringify(notice))).status).toBe(200);
    const told = await d.db.selectFrom('notifications').select('content').where('user_id', '=', userId).execute();
    expect(told.map((n) => n.content)).toEqual([expect.stringContaining('退款失败（用户银行卡已注销）')]);
  });

  it('PROCESSING, then SUCCESS by the job’s query', async () => {
    const { provider, calls } = doubleProvider({
      refund: (req) => ok(req, 'PROCESSING'),
      query: (n) => ({ refundNo: '', orderNo: '', providerRefundId: 'Q1', amountCents: 5000, state: n < 2 ? 'PROCESSING' : 'SUCCESS', reason: null }),
    });
    await startWorker(provider);
    const { refund, orderId } = await paidAndRefunding();
    await finished(Number(refund.id));
    expect(calls).toHaveLength(1);
    expect(await refundRow(Number(refund.id))).toMatchObject({ status: 'succeeded' });
    const audit = await d.db.selectFrom('audit_log').select('detail').where('action', '=', 'payment.refund.succeeded').where('target_id', '=', String(orderId)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({ via: 'query' });
  });

  it('a provider that is no longer configured: 退款失败（原支付渠道未开通…）', async () => {
    const { provider } = doubleProvider({ refund: (req) => ok(req) });
    await startWorker({ ...provider, name: 'alipay' });
    const { refund } = await paidAndRefunding();
    await finished(Number(refund.id));
    expect(await refundRow(Number(refund.id))).toMatchObject({ status: 'failed', fail_reason: '原支付渠道未开通，无法退款，请联系客服' });
  });
});
