import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MSG, PayChannel, PayStatus } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { call, freshIp } from '../helpers/api';
import { expectOk } from '../helpers/checks';
import { loadNotifySecret, type Payments } from '../../src/providers/payment/from-config';
import { localPaymentProvider } from '../../src/providers/payment/local-payment';
import { PaymentProviderError, type PaymentProvider } from '../../src/providers/payment/payment-provider';
import { AppError } from '../../src/errors';
import { startPayment } from '../../src/services/payments/start-payment';

let t: TestApp;
let who: Tenants;

beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
});
afterAll(async () => t?.close());

/**
 * An outside provider that cannot start a payment (what a timeout, a refusal or an unreachable gateway
 * looks like to the platform after the adapter mapped it): the adapters' own tests reach their
 * providers' protocols; this one checks what the platform does with the failure.
 */
function failingPayments(error: Error): Payments {
  const secret = loadNotifySecret(t.dataDir, undefined);
  const failing: PaymentProvider = { ...localPaymentProvider(secret), name: 'wechat', isLocal: false, channels: [PayChannel.wechat], start: () => Promise.reject(error) };
  return { providers: [failing], forChannel: (c) => (c === PayChannel.wechat ? failing : null), byName: (n) => (n === 'wechat' ? failing : null), anyLocal: false, secret };
}

const ordersOf = (userId: number) => t.db.selectFrom('orders').selectAll().where('account_user_id', '=', userId).orderBy('id', 'desc').execute();

describe('payment providers', () => {
  it('PAYMENT_PROVIDER=local pays both channels at the local cashier, and the price list says so', async () => {
    const r = await call(t.app, 'GET', '/api/points/priceList', { ip: freshIp() });
    expectOk(r);
    expect(r.body.data).toMatchObject({ provider: 'local', providerIsLocal: true, channels: [{ type: 1, isLocal: true }, { type: 2, isLocal: true }] });
  });

  it('a provider that cannot start: the buyer reads its Chinese message, the new order is cancelled, an audit row keeps the code', async () => {
    const before = (await ordersOf(who.individual.userId)).length;
    const err = new PaymentProviderError('FREQUENCY_LIMITED', '微信支付请求过于频繁，请稍后再试', true);
    const attempt = startPayment(t.db, failingPayments(err), { accountUserId: who.individual.userId, integral: 10, channel: PayChannel.wechat, siteBase: 'https://pay.example', ip: null, ttlMs: 60_000 });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toThrow('微信支付请求过于频繁，请稍后再试');
    const orders = await ordersOf(who.individual.userId);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]).toMatchObject({ pay_status: PayStatus.cancelled, provider: 'wechat' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'payment.start-failed').where('target_id', '=', String(orders[0]!.id)).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]!.detail))).toMatchObject({ code: 'FREQUENCY_LIMITED', provider: 'wechat', cancelled: true });
  });

  it('a channel no configured provider pays is refused with nothing made', async () => {
    const before = (await ordersOf(who.individual.userId)).length;
    const attempt = startPayment(t.db, failingPayments(new Error('unused')), { accountUserId: who.individual.userId, integral: 10, channel: PayChannel.alipay, siteBase: 'https://pay.example', ip: null, ttlMs: 60_000 });
    await expect(attempt).rejects.toThrow(PAYMENT_MSG.channelUnavailable);
    expect(await ordersOf(who.individual.userId)).toHaveLength(before);
  });

  it('a notify for a provider that is not configured finds nothing; an oversize one is refused', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/payment/notify/wechat', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(none.statusCode).toBe(404);
    const huge = await t.app.inject({ method: 'POST', url: '/api/payment/notify/local', payload: 'a='.padEnd(70 * 1024, 'x'), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(huge.statusCode).toBe(413);
  });
});
