import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PayChannel } from '@evidence/shared/constants';
import { PaymentProviderError, type PaymentProvider, type RefundNotice } from '../../src/providers/payment/payment-provider';
import { wechatPaymentProvider } from '../../src/providers/payment/wechat/wechat-payment';
import type { WechatPaySettings } from '../../src/providers/payment/wechat/settings';
import { startWechatPayStandIn, type OutgoingNotice, type WechatPayStandIn } from '../support/standins/wechatpay';
import { makeTestCa, startTlsFront } from '../support/tls-front';

/**
 * The WeChat Pay adapter through wechatpay-axios-plugin against the loopback stand-in of API v3: every
 * request's signature checked by the stand-in, every answer's by the adapter, notices verified over the
 * raw body and decrypted. The platform's routes around it: wechat-pay-routes.test.ts.
 */
let s: WechatPayStandIn;
let wechat: PaymentProvider;
const warnings: { reason?: string }[] = [];
const log = { warn: (o: object) => void warnings.push(o as { reason?: string }) };
let n = 0;
const orderNo = () => `CZ20261203${String(Date.now()).slice(-8)}${String((n += 1)).padStart(4, '0')}`;

const settingsOf = (st: WechatPayStandIn, over: Partial<WechatPaySettings> = {}): WechatPaySettings => ({
  mchid: st.mchid,
  appid: st.appid,
  serial: st.merchantSerial,
  privateKeyFile: st.files.privateKey,
  apiV3Key: undefined,
  apiV3KeyFile: st.files.apiV3Key,
  publicKeyId: st.publicKeyId,
  publicKeyFile: st.files.publicKey,
  platformCertFiles: [],
  baseUrl: st.baseUrl,
  timeoutMs: 2_000,
  ...over,
});

const startInput = (no: string, cents = 1000) => ({ orderNo: no, moneyCents: cents, description: '购买积分 100.00', channel: PayChannel.wechat, siteBase: 'https://evidence.test', expiresAt: Date.now() + 3_600_000 });
const asNotify = (o: OutgoingNotice) => ({ headers: Object.fromEntries(Object.entries(o.headers).map(([k, v]) => [k.toLowerCase(), v])), rawBody: o.body });

async function failure(p: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

/** a trade made through the adapter and paid at the stand-in (its notice goes nowhere here) */
async function paidTrade(cents = 1000): Promise<string> {
  const no = orderNo();
  await wechat.start(startInput(no, cents));
  const t = s.trades.get(no)!;
  t.state = 'SUCCESS';
  t.transactionId = `4200000${no.slice(-20)}`;
  t.successTime = '2026-12-03T18:00:00+08:00';
  return no;
}

beforeAll(async () => {
  s = await startWechatPayStandIn({ deliver: async () => ({ status: 204, body: '' }) });
  wechat = wechatPaymentProvider(settingsOf(s), { log, timeoutMs: 300 });
});
afterEach(() => s.fault(null));
afterAll(async () => {
  await s?.close();
  if (s) fs.rmSync(s.files.dir, { recursive: true, force: true });
});

describe('WeChat Pay API v3 adapter against the stand-in', () => {
  it('Native pay: the stand-in checked our signature and the body, and the code_url comes back', async () => {
    const no = orderNo();
    const before = s.checked.length;
    const started = await wechat.start(startInput(no, 1234));
    expect(started.codeUrl).toBe(`${s.baseUrl}pay/${no}`);
    expect(started).toMatchObject({ html: null, payUrl: started.codeUrl });
    expect(s.checked.slice(before)).toEqual([{ method: 'POST', url: '/v3/pay/transactions/native', verdict: 'ok' }]);
    const t = s.trades.get(no)!;
    expect(t).toMatchObject({ appid: s.appid, mchid: s.mchid, totalCents: 1234, notifyUrl: 'https://evidence.test/api/payment/notify/wechat', state: 'NOTPAY' });
    expect(t.timeExpire).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  });

  it('the same order again: the same code_url when nothing changed; a changed expiry or amount is 商户订单号重复', async () => {
    const no = orderNo();
    const input = startInput(no, 1234);
    const started = await wechat.start(input);
    expect((await wechat.start({ ...input })).codeUrl).toBe(started.codeUrl);
    const later = await failure(wechat.start({ ...input, expiresAt: input.expiresAt + 60_000 }));
    expect(later).toMatchObject({ code: 'OUT_TRADE_NO_USED', retryable: false, userMessage: '订单号已用于另一笔微信支付，请重新下单' });
    expect(await failure(wechat.start({ ...input, moneyCents: 1 }))).toMatchObject({ code: 'OUT_TRADE_NO_USED' });
  });

  it('over HTTPS at api.mch.weixin.qq.com (a test CA\'s front of the stand-in), as a live server reaches it', async () => {
    const ca = makeTestCa();
    const front = await startTlsFront(ca, ['api.mch.weixin.qq.com'], Number(new URL(s.baseUrl).port));
    try {
      // api.mch.weixin.qq.com resolves to the front; the certificate is checked against the test CA
      const lookup = ((_host: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) => (options?.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4))) as unknown as LookupFunction;
      const agent = new https.Agent({ ca: ca.caPem, lookup });
      const live = wechatPaymentProvider(settingsOf(s, { baseUrl: `https://api.mch.weixin.qq.com:${front.port}/` }), { log, httpAgent: agent });
      const no = orderNo();
      expect((await live.start(startInput(no))).codeUrl).toBe(`${s.baseUrl}pay/${no}`);
      expect(s.checked.at(-1)).toEqual({ method: 'POST', url: '/v3/pay/transactions/native', verdict: 'ok' });
      // without the test CA the same address is refused (no answer is read from a server we cannot authenticate)
      const untrusting = wechatPaymentProvider(settingsOf(s, { baseUrl: `https://api.mch.weixin.qq.com:${front.port}/` }), { log, httpAgent: new https.Agent({ lookup }) });
      expect(await failure(untrusting.query(no, PayChannel.wechat))).toMatchObject({ code: 'TLS', retryable: true, userMessage: '无法与微信支付建立安全连接，请稍后再试或联系客服' });
      agent.destroy();
    } finally {
      await front.close();
    }
  });

  it('a merchant key WeChat Pay does not know: 401 SIGN_ERROR from the stand-in, a Chinese message, not retryable', async () => {
    const other = path.join(s.files.dir, 'other_key.pem');
    fs.writeFileSync(other, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const impostor = wechatPaymentProvider(settingsOf(s, { privateKeyFile: other }), { log });
    const err = await failure(impostor.start(startInput(orderNo())));
    expect(err).toMatchObject({ code: 'SIGN_ERROR', retryable: false });
    expect(err.userMessage).toMatch(/签名验证/);
    // what may reach a log is a summary: no signed header, no config, no WeChat text
    expect(String((err.cause as Error).message)).toBe('WeChat Pay start: ERR_BAD_REQUEST HTTP 401 SIGN_ERROR');
    expect(JSON.stringify(err.cause)).not.toContain('WECHATPAY2-SHA256');
    expect(s.checked.at(-1)).toMatchObject({ verdict: 'signature does not verify' });
    const wrongSerial = wechatPaymentProvider(settingsOf(s, { serial: 'ABCDEF0123456789' }), { log });
    await failure(wrongSerial.query(orderNo(), PayChannel.wechat));
    expect(s.checked.at(-1)).toMatchObject({ verdict: 'unknown merchant certificate serial_no' });
  });

  it('an answer signed with another key, with a stale timestamp or by an unknown serial is never taken', async () => {
    for (const kind of ['wrong-signature', 'stale-timestamp', 'unknown-serial'] as const) {
      s.fault({ kind });
      const no = orderNo();
      const err = await failure(wechat.start(startInput(no)));
      expect(err).toMatchObject({ code: 'RESPONSE_UNVERIFIED', retryable: false });
      expect(err.userMessage).toMatch(kind === 'stale-timestamp' ? /时间戳/ : /签名验证失败/);
      // the same for a paid trade's query: a tampered SUCCESS is not a payment
      s.fault(null);
      const paid = await paidTrade();
      s.fault({ kind });
      await failure(wechat.query(paid, PayChannel.wechat));
    }
  });

  it('query: SUCCESS (and REFUND) as paid, NOTPAY, CLOSED, and NOTFOUND for a trade never made', async () => {
    const paid = await paidTrade(2500);
    expect(await wechat.query(paid, PayChannel.wechat)).toEqual({ state: 'SUCCESS', notice: { orderNo: paid, tradeNo: s.trades.get(paid)!.transactionId, amountCents: 2500, state: 'SUCCESS', channel: PayChannel.wechat } });
    s.trades.get(paid)!.state = 'REFUND';
    expect((await wechat.query(paid, PayChannel.wechat)).state).toBe('SUCCESS');
    const unpaid = orderNo();
    await wechat.start(startInput(unpaid));
    expect(await wechat.query(unpaid, PayChannel.wechat)).toEqual({ state: 'NOTPAY' });
    await wechat.close(unpaid, PayChannel.wechat);
    expect(s.trades.get(unpaid)!.state).toBe('CLOSED');
    expect(await wechat.query(unpaid, PayChannel.wechat)).toEqual({ state: 'CLOSED' });
    expect(await wechat.query(orderNo(), PayChannel.wechat)).toEqual({ state: 'NOTFOUND' });
  });

  it('close: a closed trade or one never made is not an error; a paid one cannot be closed', async () => {
    const no = orderNo();
    await wechat.start(startInput(no));
    await wechat.close(no, PayChannel.wechat);
    await wechat.close(no, PayChannel.wechat);
    await wechat.close(orderNo(), PayChannel.wechat);
    const paid = await paidTrade();
    expect(await failure(wechat.close(paid, PayChannel.wechat))).toMatchObject({ code: 'ORDERPAID', retryable: false });
    // a trade closed at WeChat cannot be started again
    expect(await failure(wechat.start(startInput(no)))).toMatchObject({ code: 'ORDER_CLOSED', userMessage: '该微信支付订单已关闭，请重新下单' });
  });

  it('refund PROCESSING, then its REFUND.SUCCESS notice verifies and decrypts; a query agrees; a repeat is the same refund', async () => {
    const no = await paidTrade(3000);
    const req = { orderNo: no, refundNo: `RF${no}`, amountCents: 3000, totalCents: 3000, reason: '公证处办理失败，原路退回', channel: PayChannel.wechat, siteBase: 'https://evidence.test' };
    const first = await wechat.refund(req);
    expect(first).toMatchObject<Partial<RefundNotice>>({ refundNo: req.refundNo, orderNo: no, amountCents: 3000, state: 'PROCESSING', reason: null });
    expect(s.refunds.get(req.refundNo)).toMatchObject({ notifyUrl: 'https://evidence.test/api/payment/notify/wechat', reason: req.reason });
    expect(await wechat.queryRefund(req.refundNo, no, PayChannel.wechat)).toMatchObject({ state: 'PROCESSING' });
    s.refunds.get(req.refundNo)!.status = 'SUCCESS';
    const notified = await wechat.verifyNotify(asNotify(s.refundNotice(req.refundNo)));
    expect(notified).toEqual({ kind: 'refund', notice: { refundNo: req.refundNo, orderNo: no, providerRefundId: first.providerRefundId, amountCents: 3000, state: 'SUCCESS', reason: null } });
    expect(await wechat.queryRefund(req.refundNo, no, PayChannel.wechat)).toMatchObject({ state: 'SUCCESS' });
    expect(await wechat.refund(req)).toMatchObject({ refundNo: req.refundNo, providerRefundId: first.providerRefundId, state: 'SUCCESS' });
    expect(s.refunds.size).toBeGreaterThanOrEqual(1);
  });

  it('refund ABNORMAL and CLOSED are FAILED with a Chinese reason, by notice and by query', async () => {
    for (const status of ['ABNORMAL', 'CLOSED'] as const) {
      const no = await paidTrade(500);
      const refundNo = `RF${no}`;
      await wechat.refund({ orderNo: no, refundNo, amountCents: 500, totalCents: 500, reason: '退款', channel: PayChannel.wechat, siteBase: 'https://evidence.test' });
      s.refunds.get(refundNo)!.status = status;
      const notified = await wechat.verifyNotify(asNotify(s.refundNotice(refundNo)));
      expect(notified).toMatchObject({ kind: 'refund', notice: { state: 'FAILED' } });
      const queried = await wechat.queryRefund(refundNo, no, PayChannel.wechat);
      expect(queried.state).toBe('FAILED');
      expect(queried.reason).toMatch(status === 'ABNORMAL' ? /^退款异常/ : /^退款已关闭/);
    }
  });

  it('refund refusals: over the refundable amount, insufficient balance, rate limit, system error', async () => {
    const no = await paidTrade(1000);
    const req = (refundNo: string, cents: number) => ({ orderNo: no, refundNo, amountCents: cents, totalCents: 1000, reason: '退款', channel: PayChannel.wechat, siteBase: 'https://evidence.test' });
    const over = await failure(wechat.refund(req(`RFA${no}`, 1001)));
    expect(over).toMatchObject({ code: 'INVALID_REQUEST', retryable: false, userMessage: '退款金额超过该订单可退金额，或该订单不能退款' });
    await wechat.refund(req(`RFB${no}`, 600));
    expect(await failure(wechat.refund(req(`RFC${no}`, 500)))).toMatchObject({ code: 'INVALID_REQUEST' });
    s.fault({ kind: 'error', code: 'NOT_ENOUGH', path: /refunds$/ });
    const poor = await failure(wechat.refund(req(`RFD${no}`, 100)));
    expect(poor).toMatchObject({ code: 'NOT_ENOUGH', retryable: false });
    expect(poor.userMessage).toMatch(/余额不足/);
    expect(s.refunds.has(`RFD${no}`)).toBe(false);
    s.fault({ kind: 'error', code: 'FREQUENCY_LIMITED' });
    expect(await failure(wechat.refund(req(`RFE${no}`, 100)))).toMatchObject({ code: 'FREQUENCY_LIMITED', retryable: true, userMessage: '微信支付请求过于频繁，请稍后再试' });
    s.fault({ kind: 'error', code: 'SYSTEM_ERROR' });
    expect(await failure(wechat.start(startInput(orderNo())))).toMatchObject({ code: 'SYSTEM_ERROR', retryable: true, userMessage: '微信支付系统繁忙，请稍后再试' });
    s.fault(null);
    expect(await failure(wechat.queryRefund(`RFX${no}`, no, PayChannel.wechat))).toMatchObject({ code: 'REFUND_NOT_EXIST' });
  });

  it('a timeout and a connection refused: retryable, with a Chinese message', async () => {
    s.fault({ kind: 'delay', ms: 1_500 });
    const started = Date.now();
    const slow = await failure(wechat.start(startInput(orderNo())));
    expect(slow).toMatchObject({ code: 'TIMEOUT', retryable: true, userMessage: '微信支付响应超时，请稍后再试' });
    expect(Date.now() - started).toBeLessThan(1_400);
    s.fault(null);
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const nobody = wechatPaymentProvider(settingsOf(s, { baseUrl: `http://127.0.0.1:${port}/` }), { log });
    expect(await failure(nobody.start(startInput(orderNo())))).toMatchObject({ code: 'UNREACHABLE', retryable: true, userMessage: '无法连接微信支付，请稍后再试' });
  });

  it('a payment notice verifies over the raw body and decrypts to our order, amount and trade number', async () => {
    const no = await paidTrade(4200);
    const notified = await wechat.verifyNotify(asNotify(s.paymentNotice(no)));
    expect(notified).toEqual({ kind: 'payment', notice: { orderNo: no, tradeNo: s.trades.get(no)!.transactionId, amountCents: 4200, state: 'SUCCESS', channel: PayChannel.wechat } });
  });

  it('notices refused: a wrong signature, a stale timestamp, a probe, another merchant or AppID, a body changed after signing, a resource under another key', async () => {
    const no = await paidTrade(1000);
    const cases: [string, OutgoingNotice, string][] = [
      ['wrong signature', s.paymentNotice(no, { wrongSignature: true }), 'signature does not verify'],
      ['ten minutes old', s.paymentNotice(no, { timestampOffsetS: -600 }), 'timestamp outside ±5 minutes'],
      ['ten minutes ahead', s.paymentNotice(no, { timestampOffsetS: 600 }), 'timestamp outside ±5 minutes'],
      ['probe', s.paymentNotice(no, { probe: true }), 'probe signature (WECHATPAY/SIGNTEST/)'],
      ['another merchant', s.paymentNotice(no, { override: { mchid: '1900000109' } }), 'notice for another merchant'],
      ['another AppID', s.paymentNotice(no, { override: { appid: 'wxd678efh567hg6787' } }), 'payment for another AppID'],
    ];
    const good = s.paymentNotice(no);
    const reformatted = { ...good, body: Buffer.from(JSON.stringify(JSON.parse(good.body.toString('utf8')), null, 1)) };
    cases.push(['body re-serialised after signing', reformatted, 'signature does not verify']);
    cases.push(['unknown serial', { ...good, headers: { ...good.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' } }, 'unknown Wechatpay-Serial']);
    const otherKey = wechatPaymentProvider(settingsOf(s, { apiV3KeyFile: undefined, apiV3Key: 'x'.repeat(32) }), { log });
    for (const [name, notice, reason] of cases) {
      warnings.length = 0;
      expect(await wechat.verifyNotify(asNotify(notice)), name).toBeNull();
      expect(warnings.at(-1)?.reason, name).toBe(reason);
    }
    warnings.length = 0;
    expect(await otherKey.verifyNotify(asNotify(good))).toBeNull();
    expect(warnings.at(-1)?.reason).toBe('resource does not decrypt with the APIv3 key');
  });

  it('answers in WeChat Pay\'s notify protocol: 204 with no body, or a 4xx {code: FAIL, message}', () => {
    expect(wechat.answer(true, '成功')).toEqual({ status: 204, contentType: 'text/plain; charset=utf-8', body: '' });
    const no = wechat.answer(false, '金额不一致');
    expect(no.status).toBe(400);
    expect(JSON.parse(no.body)).toEqual({ code: 'FAIL', message: '金额不一致' });
  });
});
