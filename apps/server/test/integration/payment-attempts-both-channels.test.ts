import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG, PayChannel, PayStatus } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { expectOk, expectRefused } from '../helpers/checks';
import { orderAtOffice } from '../helpers/notary-office';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { deliverInto } from '../helpers/wechat-notify';
import { tenants, type Tenants } from '../helpers/tenants';
import { paymentsFromConfig } from '../../src/providers/payment/from-config';
import { reconcilePayments } from '../../src/services/payments/reconcile/reconcile';
import { startAlipayStandIn, type AlipayStandIn } from '../support/standins/alipay';
import { startWechatPayStandIn, type WechatPayStandIn } from '../support/standins/wechatpay';

/**
 * WeChat Pay and Alipay both configured (PAYMENT_PROVIDER=wechat,alipay): one attempt of a notarial fee can be open at
 * both, while the order row names only the provider of the latest start (second outside review of issue 25). A
 * payment at the other one is found by reconciliation and by the next attempt's check, and the next attempt closes
 * the trade at both.
 */
let wx: WechatPayStandIn;
let ali: AlipayStandIn;
let t: TestApp;
let who: Tenants;

const deliver = deliverInto(() => t.app);

beforeAll(async () => {
  wx = await startWechatPayStandIn({ deliver });
  ali = await startAlipayStandIn();
  t = await createTestApp({ PAYMENT_PROVIDER: 'wechat,alipay', PUBLIC_URL: 'https://evidence.test', WECHATPAY_TIMEOUT_MS: '300', ALIPAY_TIMEOUT_MS: '300', LEDGER_BATCH_DELAY_MS: '2', NOTARY_FEE_BASE: '200', NOTARY_FEE_PER_RECORD: '20', JOBS_POLL_MS: '50', ...wx.env, ...ali.env });
  who = await tenants(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await wx?.close();
  await ali?.close();
  if (wx) fs.rmSync(wx.files.dir, { recursive: true, force: true });
});

const c = () => who.otherCompany;
const moneyRow = async (notaryId: number) => {
  const n = await t.db.selectFrom('notary_orders').select('order_id').where('id', '=', notaryId).executeTakeFirstOrThrow();
  return t.db.selectFrom('orders').selectAll().where('id', '=', n.order_id).executeTakeFirstOrThrow();
};
const payOnline = (id: number, channel: PayChannel) => call(t.app, 'POST', '/api/notary/payOnline', { token: c().token, role: c().role, form: { orderId: String(id), type: String(channel) }, ip: freshIp() });
/** WeChat took the buyer's money, and its notice never came */
const paidAtWechatSilently = (outTradeNo: string) =>
  Object.assign(wx.trades.get(outTradeNo)!, { state: 'SUCCESS', transactionId: `4200${Date.now()}`.padEnd(28, '7'), successTime: '2026-12-04T10:00:00+08:00' });

describe('one attempt open at WeChat and at Alipay', () => {
  it('reconciliation asks both: a payment at WeChat is found although the row names Alipay', async () => {
    const id = await orderAtOffice(t, c(), { paidBy: 'none' });
    expectOk(await payOnline(id, PayChannel.wechat));
    expectOk(await payOnline(id, PayChannel.alipay));
    const row = await moneyRow(id);
    expect(row.provider).toBe('alipay');
    paidAtWechatSilently(row.order_no);
    const report = await reconcilePayments(t.db, paymentsFromConfig(t.config, t.app.log), { orderTtlMs: t.config.payment.orderTtlMs, graceMs: 0 });
    expect(report.settled).toContain(row.order_no);
    expect(Number((await moneyRow(id)).pay_status)).toBe(PayStatus.paid);
    expect((await moneyRow(id)).provider).toBe('wechat');
  });

  it('the next attempt asks both and closes the trade at both; a payment found at the other one is settled, not taken again', async () => {
    // closed at both before _1 opens
    const id = await orderAtOffice(t, c(), { paidBy: 'none' });
    expectOk(await payOnline(id, PayChannel.wechat));
    expectOk(await payOnline(id, PayChannel.alipay));
    const row = await moneyRow(id);
    ali.scan(row.order_no);
    await t.db.updateTable('orders').set({ pay_expires_at: Date.now() - 1 }).where('id', '=', row.id).execute();
    const next = await payOnline(id, PayChannel.alipay);
    expectOk(next);
    expect((await moneyRow(id)).pay_attempt).toBe(1);
    expect(wx.trades.get(row.order_no)!.state).toBe('CLOSED');
    expect(ali.book.trades.get(row.order_no)!.status).toBe('TRADE_CLOSED');

    // paid at WeChat under _1 while the row names Alipay: the start after _1's expiry settles it and refuses
    const other = await orderAtOffice(t, c(), { paidBy: 'none' });
    expectOk(await payOnline(other, PayChannel.wechat));
    expectOk(await payOnline(other, PayChannel.alipay));
    const o = await moneyRow(other);
    paidAtWechatSilently(o.order_no);
    await t.db.updateTable('orders').set({ pay_expires_at: Date.now() - 1 }).where('id', '=', o.id).execute();
    expectRefused(await payOnline(other, PayChannel.alipay), PAYMENT_MSG.notarialAlreadyPaid);
    expect(await moneyRow(other)).toMatchObject({ pay_status: PayStatus.paid, pay_attempt: 0, provider: 'wechat' });
  });
});
