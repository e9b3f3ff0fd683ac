import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { OrderKind, PayChannel, PayStatus, PayType } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { expectSessionExpired } from '../helpers/checks';
import { officeStaff } from '../helpers/notary-office';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { loadNotifySecret, type Payments } from '../../src/providers/payment/from-config';
import { localPaymentProvider } from '../../src/providers/payment/local-payment';
import { PaymentProviderError, type PaymentProvider, type TradeQuery } from '../../src/providers/payment/payment-provider';
import { applyPaymentNotice } from '../../src/services/payments/apply-notice';
import { reconcilePayments, reconcileSummary } from '../../src/services/payments/reconcile/reconcile';
import { createRefund, refundJobKey } from '../../src/services/payments/refunds/create-refund';

/**
 * Reconciliation (issue 25 item 7) against a provider double — an object implementing PaymentProvider that
 * stands in for an outside provider's adapter (the adapters' own tests reach the providers' protocols) —
 * and the operator's daily statement (.xlsx, operators only).
 */
let t: TestApp;
let who: Tenants;
let staff: Awaited<ReturnType<typeof officeStaff>>;
let secret: Buffer;
const TTL = 120 * 60_000;
beforeAll(async () => {
  // no worker and no periodic run: the test drives reconcilePayments itself
  t = await createTestApp({ PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' }, { jobs: { run: false } });
  who = await tenants(t);
  staff = await officeStaff(t);
  secret = loadNotifySecret(t.dataDir, undefined);
}, 60_000);
afterAll(async () => t?.close());

/** The provider's side: what it knows of each trade, and what it was asked. */
const trades = new Map<string, TradeQuery>();
const closed: string[] = [];
const closeRefusals = new Set<string>();
const wechat: PaymentProvider = {
  ...localPaymentProvider(Buffer.alloc(32)),
  name: 'wechat',
  isLocal: false,
  channels: [PayChannel.wechat],
  async query(orderNo) {
    return trades.get(orderNo) ?? { state: 'NOTFOUND' };
  },
  async close(orderNo) {
    if (closeRefusals.has(orderNo)) throw new PaymentProviderError('ORDERPAID', '订单已支付，不能关闭', false);
    closed.push(orderNo);
  },
  async queryRefund(refundNo, orderNo) {
    return { refundNo, orderNo, providerRefundId: 'WXR1', amountCents: 1000, state: 'SUCCESS', reason: null };
  },
};
const payments = (): Payments => ({ providers: [wechat], forChannel: () => wechat, byName: (n) => (n === 'wechat' ? wechat : null), anyLocal: false, secret });

let seq = 0;
/** A pending WeChat top-up whose last start was `ageMs` ago. */
async function pendingTopUp(ageMs: number, cents = 1000) {
  seq += 1;
  const at = Date.now() - ageMs;
  const orderNo = `CZREC${Date.now()}${seq}`;
  const u = who.individual.userId;
  const o = await t.db
    .insertInto('orders')
    .values({ order_no: orderNo, account_user_id: u, actor_user_id: u, kind: OrderKind.recharge, description: '购买积分', money_cents: cents, points_cents: cents, pay_status: PayStatus.pending, pay_type: PayType.wechat, origin: 0, invoice_status: 0, provider: 'wechat', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { orderNo, id: Number(o.id), cents };
}
const order = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ledger = (id: number) => t.db.selectFrom('points_ledger').selectAll().where('order_id', '=', id).execute();
const paid = (orderNo: string, cents: number): TradeQuery => ({ state: 'SUCCESS', notice: { orderNo, tradeNo: `WX${orderNo}`, amountCents: cents, state: 'SUCCESS', channel: PayChannel.wechat } });

describe('reconciliation', () => {
  it('settles a paid order whose notice never came, once — two runs at once and the late notice credit once', async () => {
    const o = await pendingTopUp(10 * 60_000);
    trades.set(o.orderNo, paid(o.orderNo, o.cents));
    const runs = await Promise.all([reconcilePayments(t.db, payments(), { orderTtlMs: TTL }), reconcilePayments(t.db, payments(), { orderTtlMs: TTL })]);
    expect(runs.flatMap((r) => r.settled).filter((n) => n === o.orderNo)).toHaveLength(1);
    expect(await order(o.id)).toMatchObject({ pay_status: PayStatus.paid, provider_trade_no: `WX${o.orderNo}` });
    expect(await ledger(o.id)).toHaveLength(1);
    // the notice, when it comes at last, is a replay
    const late = trades.get(o.orderNo) as Extract<TradeQuery, { state: 'SUCCESS' }>;
    expect(await applyPaymentNotice(t.db, 'wechat', late.notice)).toEqual({ ok: true, change: 'none' });
    const again = await reconcilePayments(t.db, payments(), { orderTtlMs: TTL });
    expect(again.settled).not.toContain(o.orderNo);
    expect(await ledger(o.id)).toHaveLength(1);
  });

  it('closes an expired prepay order at the provider, then 已取消 — once; a fresh one and one within its TTL are left alone', async () => {
    const expired = await pendingTopUp(TTL + 60_000);
    const young = await pendingTopUp(10 * 60_000);
    const fresh = await pendingTopUp(30_000);
    trades.set(expired.orderNo, { state: 'NOTPAY' });
    trades.set(young.orderNo, { state: 'NOTPAY' });
    const r = await reconcilePayments(t.db, payments(), { orderTtlMs: TTL });
    expect(r.closed).toEqual([expired.orderNo]);
    expect(closed).toEqual([expired.orderNo]);
    expect(await order(expired.id)).toMatchObject({ pay_status: PayStatus.cancelled });
    const audit = await t.db.selectFrom('audit_log').select('detail').where('action', '=', 'order.close').where('target_id', '=', String(expired.id)).execute();
    expect(audit.map((a) => JSON.parse(a.detail!))).toEqual([expect.objectContaining({ by: 'reconcile', provider: 'wechat', providerState: 'NOTPAY' })]);
    expect(Number((await order(young.id)).pay_status)).toBe(PayStatus.pending);
    expect(Number((await order(fresh.id)).pay_status)).toBe(PayStatus.pending);
    const again = await reconcilePayments(t.db, payments(), { orderTtlMs: TTL });
    expect(again.closed).toEqual([]);
    expect(closed).toEqual([expired.orderNo]);
    expect(reconcileSummary(r)).toContain(`关闭已过期 1 笔：${expired.orderNo}`);
  });

  it('never cancels what the provider says is paid: an expired order found paid is settled; a close the provider refuses cancels nothing', async () => {
    const paidLate = await pendingTopUp(TTL + 60_000);
    trades.set(paidLate.orderNo, paid(paidLate.orderNo, paidLate.cents));
    const racing = await pendingTopUp(TTL + 60_000);
    trades.set(racing.orderNo, { state: 'NOTPAY' });
    closeRefusals.add(racing.orderNo);
    const r = await reconcilePayments(t.db, payments(), { orderTtlMs: TTL });
    expect(r.settled).toContain(paidLate.orderNo);
    expect(r.closed).not.toContain(paidLate.orderNo);
    expect(Number((await order(paidLate.id)).pay_status)).toBe(PayStatus.paid);
    expect(Number((await order(racing.id)).pay_status)).toBe(PayStatus.pending);
    expect(r.errors).toContainEqual({ orderNo: racing.orderNo, message: '订单已支付，不能关闭' });
    expect(reconcileSummary(r)).toContain(`未能处理 ${racing.orderNo}：订单已支付，不能关闭`);
  });

  it('a refund still 退款中 whose job has ended is settled by a query', async () => {
    const o = await pendingTopUp(10 * 60_000);
    trades.set(o.orderNo, paid(o.orderNo, o.cents));
    await reconcilePayments(t.db, payments(), { orderTtlMs: TTL });
    const { refund } = await t.db.transaction().execute((trx) => createRefund(trx, { orderId: o.id, orderNo: o.orderNo, outTradeNo: o.orderNo, accountUserId: who.individual.userId, provider: 'wechat', channel: PayChannel.wechat, tradeNo: `WX2${o.orderNo}`, amountCents: 1000, cause: 'already-paid', reason: '重复付款退款' }));
    const old = Date.now() - 10 * 60_000;
    await t.db.updateTable('refunds').set({ requested_at: old, updated_at: old }).where('id', '=', refund.id).execute();
    // its job still waiting: left to the job
    expect((await reconcilePayments(t.db, payments(), { orderTtlMs: TTL })).refundsSettled).toEqual([]);
    await t.db.updateTable('jobs').set({ status: 'succeeded' }).where('dedupe_key', '=', refundJobKey(Number(refund.id), 1)).execute();
    const r = await reconcilePayments(t.db, payments(), { orderTtlMs: TTL });
    expect(r.refundsSettled).toEqual([refund.refund_no]);
    expect((await t.db.selectFrom('refunds').select('status').where('id', '=', refund.id).executeTakeFirstOrThrow()).status).toBe('succeeded');
  });
});

describe('the daily statement', () => {
  const day = (d: string, hh = 12) => Date.parse(`${d}T${String(hh).padStart(2, '0')}:00:00+08:00`);

  it('received and refunded per day and channel, as an .xlsx the operator downloads', async () => {
    const u = who.companyMain.userId;
    const mk = async (orderNo: string, payType: number, provider: string, cents: number, paidAt: number) =>
      Number(
        (
          await t.db
            .insertInto('orders')
            .values({ order_no: orderNo, account_user_id: u, actor_user_id: u, kind: OrderKind.recharge, description: '购买积分', money_cents: cents, points_cents: cents, pay_status: PayStatus.paid, pay_type: payType, origin: 0, invoice_status: 0, provider, provider_trade_no: `T${orderNo}`, paid_at: paidAt, created_at: paidAt, updated_at: paidAt })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    await mk('CZST1', PayType.wechat, 'wechat', 5000, day('2026-11-01', 9));
    await mk('CZST2', PayType.wechat, 'wechat', 3000, day('2026-11-01', 23));
    const a = await mk('CZST3', PayType.alipay, 'alipay', 2000, day('2026-11-02', 0));
    // a second payment on 11-02, refunded on 11-03
    const { refund } = await t.db.transaction().execute((trx) => createRefund(trx, { orderId: a, orderNo: 'CZST3', outTradeNo: 'CZST3', accountUserId: u, provider: 'alipay', channel: PayChannel.alipay, tradeNo: 'TCZST3-2', amountCents: 2000, cause: 'already-paid', reason: '重复付款退款' }));
    await t.db.updateTable('refunds').set({ created_at: day('2026-11-02', 10), status: 'succeeded', settled_at: day('2026-11-03', 8) }).where('id', '=', refund.id).execute();

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/payments/statement?from=2026-11-01&to=2026-11-03', headers: { authorization: `Bearer ${staff.operator}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('收款退款日报')!;
    const rows: unknown[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['收款退款日报 2026-11-01 至 2026-11-03'],
      ['日期（北京时间）', '收款方', '支付渠道', '收款笔数', '收款金额（元）', '退款笔数', '退款金额（元）', '净额（元）'],
      ['2026-11-01', '微信支付', '微信支付', 2, 80, 0, 0, 80],
      ['2026-11-02', '支付宝', '支付宝', 2, 40, 0, 0, 40],
      ['2026-11-03', '支付宝', '支付宝', 0, 0, 1, 20, -20],
      ['合计', '', '', 4, 120, 1, 20, 100],
    ]);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'payment.statement.download').execute()).toHaveLength(1);
  });

  it('an operator retries a failed refund over HTTP: one new round, audited; a second click is refused', async () => {
    const o = await pendingTopUp(0);
    const { refund } = await t.db.transaction().execute((trx) => createRefund(trx, { orderId: o.id, orderNo: o.orderNo, outTradeNo: o.orderNo, accountUserId: who.individual.userId, provider: 'wechat', channel: PayChannel.wechat, tradeNo: `WXF${o.orderNo}`, amountCents: 1000, cause: 'after-cancel', reason: '取消后到账退款' }));
    await t.db.updateTable('refunds').set({ status: 'failed', fail_reason: '商户账户余额不足', settled_at: Date.now() }).where('id', '=', refund.id).execute();
    const first = await call(t.app, 'POST', '/api/admin/payments/refundRetry', { token: staff.operator, form: { refundId: String(refund.id) }, ip: freshIp() });
    expect(first.body).toMatchObject({ code: 200, msg: '已重新发起退款', data: { round: 2 } });
    const second = await call(t.app, 'POST', '/api/admin/payments/refundRetry', { token: staff.operator, form: { refundId: String(refund.id) }, ip: freshIp() });
    expect(second.body).toMatchObject({ code: 400, msg: '该退款不是退款失败状态，不能重试' });
    expect(await t.db.selectFrom('refunds').select(['status', 'round', 'fail_reason']).where('id', '=', refund.id).executeTakeFirstOrThrow()).toMatchObject({ status: 'processing', round: 2, fail_reason: null });
    expect(await t.db.selectFrom('jobs').select('status').where('dedupe_key', '=', refundJobKey(Number(refund.id), 2)).execute()).toEqual([{ status: 'queued' }]);
    const audit = await t.db.selectFrom('audit_log').select(['actor_type', 'detail']).where('action', '=', 'payment.refund.retry').where('target_id', '=', String(o.id)).execute();
    expect(audit.map((a) => [a.actor_type, JSON.parse(a.detail!).lastReason])).toEqual([['operator', '商户账户余额不足']]);
  });

  it('operators only: a user and a guest are refused; a reversed or too long range is refused', async () => {
    expectSessionExpired(await call(t.app, 'GET', '/api/admin/payments/statement', { token: who.individual.token, role: who.individual.role, ip: freshIp() }));
    expectSessionExpired(await call(t.app, 'GET', '/api/admin/payments/statement', { ip: freshIp() }));
    expectSessionExpired(await call(t.app, 'POST', '/api/admin/payments/refundRetry', { token: who.individual.token, role: who.individual.role, form: { refundId: '1' }, ip: freshIp() }));
    const reversed = await call(t.app, 'GET', '/api/admin/payments/statement', { token: staff.operator, query: { from: '2026-11-03', to: '2026-11-01' }, ip: freshIp() });
    expect(reversed.body).toMatchObject({ code: 400, msg: '开始日期不能晚于结束日期' });
    const long = await call(t.app, 'GET', '/api/admin/payments/statement', { token: staff.operator, query: { from: '2025-01-01', to: '2026-11-01' }, ip: freshIp() });
    expect(long.body).toMatchObject({ code: 400, msg: '对账单最多一次导出366天' });
  });
});
