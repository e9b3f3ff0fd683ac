import net from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PayChannel, PayStatus } from '@evidence/shared/constants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderValues } from '../helpers/orders';
import { tenants } from '../helpers/tenants';
import { startAlipayStandIn, type AlipayStandIn } from '../support/standins/alipay';
import { alipayPaymentProvider } from '../../src/providers/payment/alipay/alipay-payment';
import { alipaySettingsOf } from '../../src/providers/alipay/settings-report';
import type { AlipaySettings } from '../../src/providers/alipay/settings';
import { PaymentProviderError, type PaymentProvider, type RefundRequest } from '../../src/providers/payment/payment-provider';
import { applyPaymentNotice } from '../../src/services/payments/apply-notice';

/**
 * The Alipay adapter through the real alipay-sdk against the loopback stand-in of Alipay's gateway
 * (test/support/standins/alipay): signatures both ways, trades, refunds and notices, and each failure
 * as a Chinese message. The notices are applied to real orders (apply-notice) on SQLite and PostgreSQL.
 */
let t: TestApp;
let alipay: AlipayStandIn;
let settings: AlipaySettings;
let provider: PaymentProvider;
let userId: number;
const warnings: string[] = [];
const log = { info: () => {}, warn: (_o: object, m: string) => void warnings.push(m) };

beforeAll(async () => {
  t = await createTestApp();
  alipay = await startAlipayStandIn();
  settings = alipaySettingsOf(alipay.env)!;
  provider = alipayPaymentProvider(settings, { log, timeoutMs: 300 });
  userId = (await tenants(t)).individual.userId;
});
afterAll(async () => {
  await alipay?.close();
  await t?.close();
});
afterEach(() => alipay.resetFaults());

let n = 0;
const orderNo = () => `CZ20261203${String(++n).padStart(6, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
const site = 'https://notary.example.cn';
const startInput = (no: string, moneyCents = 5000) => ({ orderNo: no, moneyCents, description: '购买积分 50.00', channel: PayChannel.alipay, siteBase: site, expiresAt: Date.now() + 15 * 60_000 });

async function pendingOrder(moneyCents = 5000) {
  const no = orderNo();
  await t.db.insertInto('orders').values({ ...orderValues({ account: userId, kind: 'recharge', moneyCents, payStatus: PayStatus.pending, orderNo: no }), provider: 'alipay' }).execute();
  return no;
}
const balance = async () => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', userId).executeTakeFirstOrThrow()).points_cents);
const order = (no: string) => t.db.selectFrom('orders').selectAll().where('order_no', '=', no).executeTakeFirstOrThrow();
const notify = (body: string) => provider.verifyNotify({ headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, rawBody: Buffer.from(body, 'utf8') });

/** a started, scanned and paid trade on the stand-in */
async function paidTrade(moneyCents = 5000) {
  const no = orderNo();
  await provider.start(startInput(no, moneyCents));
  alipay.pay(no);
  return no;
}

async function rejection(p: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

/** the page form's fields, read as the web's submitPayForm reads them */
function formOf(html: string) {
  const action = /<form action="([^"]+)" method="post"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)" \/>/g)) fields[m[1]!] = m[2]!.replace(/&quot;/g, '"');
  return { action: action.replace(/&amp;/g, '&'), fields };
}

describe('starting a payment: 当面付 QR and 电脑网站支付 page form', () => {
  it('precreate answers the QR code of the trade; the page form is signed for the same trade, and the stand-in checked both signatures', async () => {
    const no = orderNo();
    const before = alipay.checked.length;
    const started = await provider.start(startInput(no));
    expect(started.codeUrl).toBeNull();
    expect(started.payUrl).toMatch(new RegExp(`^${alipay.origin}/qr/[0-9a-f]{24}$`));
    const precreate = alipay.checked.slice(before);
    expect(precreate).toEqual([{ method: 'alipay.trade.precreate', signature: 'ok', appId: alipay.appId, signType: 'RSA2', charset: 'utf-8', refused: null }]);
    const trade = alipay.book.trades.get(no)!;
    expect(trade).toMatchObject({ totalCents: 5000, subject: '购买积分 50.00', notifyUrl: `${site}/api/payment/notify/alipay`, status: 'PREPARED' });
    // time_expire in Beijing time: the trade closes when the order does (to the second)
    expect(Math.abs(trade.expiresAt - (Date.now() + 15 * 60_000))).toBeLessThan(5_000);

    const form = formOf(started.html!);
    expect(form.action.startsWith(`${alipay.gateway}?`)).toBe(true);
    const url = new URL(form.action);
    expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(url.searchParams.get('return_url')).toBe(`${site}/orders`);
    expect(url.searchParams.get('notify_url')).toBe(`${site}/api/payment/notify/alipay`);
    expect(JSON.parse(form.fields.biz_content!)).toMatchObject({ out_trade_no: no, total_amount: '50.00', product_code: 'FAST_INSTANT_TRADE_PAY' });

    // the browser submits it: the stand-in verifies it and shows its (labelled) pay page for this trade
    const res = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
    const page = await res.text();
    expect(res.status).toBe(200);
    expect(page).toContain('支付宝测试替身（非真实支付）');
    expect(page).toContain(no);
    expect(alipay.checked.at(-1)).toMatchObject({ method: 'alipay.trade.page.pay', signature: 'ok', refused: null });

    // a changed amount in the form no longer verifies
    const biz = JSON.parse(form.fields.biz_content!) as Record<string, string>;
    const forged = await fetch(form.action, { method: 'POST', body: new URLSearchParams({ ...form.fields, biz_content: JSON.stringify({ ...biz, total_amount: '0.01' }) }) });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('isv.invalid-signature');
  });

  it('starting the same order again (继续支付) is the same trade; an amount of 0.10 is sent as 0.10, not 0.1000000001', async () => {
    const no = orderNo();
    const first = await provider.start(startInput(no, 10));
    const again = await provider.start(startInput(no, 10));
    expect(again.payUrl).toBe(first.payUrl);
    expect(alipay.book.trades.get(no)!.totalCents).toBe(10);
  });

  it('a precreate answer changed on the way is refused: no QR code from it reaches the payer', async () => {
    alipay.faults.answerSignature = 'tampered';
    const err = await rejection(provider.start(startInput(orderNo())));
    expect(err).toMatchObject({ code: 'ALIPAY_ANSWER_UNVERIFIED', retryable: false });
    expect(err.userMessage).toBe('支付宝的应答未通过验签，本次操作未完成，请联系平台管理员');
  });
});

describe('notices', () => {
  it('a paid trade\'s notice pays the order once: replayed 3 times, one credit, each answered success', async () => {
    const no = await pendingOrder(5000);
    await provider.start(startInput(no));
    alipay.pay(no);
    const before = await balance();
    const body = alipay.noticeFor(no);
    // the notice carries an empty field and a value with % (alipay-sdk issue #45): both verify
    expect(body).toContain('body=&');
    expect(body).toContain('passback_params=ref%253D100%2525');
    for (let i = 0; i < 4; i += 1) {
      const v = await notify(body);
      expect(v).toEqual({ kind: 'payment', notice: { orderNo: no, tradeNo: alipay.book.trades.get(no)!.tradeNo, amountCents: 5000, state: 'SUCCESS', channel: PayChannel.alipay } });
      const outcome = await applyPaymentNotice(t.db, provider.name, v!.notice as never);
      expect(outcome.ok).toBe(true);
      expect(provider.answer(outcome.ok, '')).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    }
    expect(await balance()).toBe(before + 5000);
    expect(await order(no)).toMatchObject({ pay_status: PayStatus.paid, provider: 'alipay', provider_trade_no: alipay.book.trades.get(no)!.tradeNo });
    const ledger = await t.db.selectFrom('points_ledger').select('id').where('order_id', '=', (await order(no)).id).execute();
    expect(ledger).toHaveLength(1);
  });

  it('a forged signature, another app_id, a changed field and another amount are refused, and nothing changes', async () => {
    const no = await pendingOrder(5000);
    await provider.start(startInput(no));
    alipay.pay(no);
    const before = await balance();
    warnings.length = 0;

    expect(await notify(alipay.noticeFor(no, {}, { forged: true }))).toBeNull();
    // signed by Alipay, but for another application
    expect(await notify(alipay.noticeFor(no, { app_id: '2021000199999999' }))).toBeNull();
    // signed, then changed on the way
    expect(await notify(alipay.noticeFor(no).replace('total_amount=50.00', 'total_amount=0.01'))).toBeNull();
    // RSA (SHA-1) is not taken
    expect(await notify(alipay.noticeFor(no, { sign_type: 'RSA' }))).toBeNull();
    // not a form at all
    expect(await notify('{"trade_status":"TRADE_SUCCESS"}')).toBeNull();
    expect(warnings).toEqual([
      'alipay notice refused: the signature does not verify',
      'alipay notice refused: another app_id',
      'alipay notice refused: the signature does not verify',
      'alipay notice refused: no RSA2 signature',
      'alipay notice refused: no RSA2 signature',
    ]);
    expect(provider.answer(false, '签名错误')).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'fail' });

    // Alipay's own signature over another amount: verified, then refused by the order's amount
    const other = await notify(alipay.noticeFor(no, { total_amount: '49.99' }));
    expect(other?.kind).toBe('payment');
    expect(other!.notice.amountCents).toBe(4999);
    expect(await applyPaymentNotice(t.db, provider.name, other!.notice as never)).toEqual({ ok: false, reason: '金额不一致' });

    expect(await balance()).toBe(before);
    expect(await order(no)).toMatchObject({ pay_status: PayStatus.pending, provider_trade_no: null });
  });

  it('TRADE_CLOSED is a closed notice; a notice with refund fields is the refund, read back by the refund query', async () => {
    const no = orderNo();
    await provider.start(startInput(no));
    alipay.scan(no);
    alipay.book.trades.get(no)!.status = 'TRADE_CLOSED';
    expect(await notify(alipay.noticeFor(no))).toMatchObject({ kind: 'payment', notice: { orderNo: no, state: 'CLOSED', amountCents: 5000 } });

    const paid = await paidTrade(5000);
    await provider.refund(refundOf(paid, 'RF-N1', 2000));
    await provider.refund(refundOf(paid, 'RF-N2', 3000));
    // the second notice says refund_fee 50.00 (all refunded so far); the refund itself was 30.00
    const body = alipay.refundNoticeFor(paid, 'RF-N2');
    expect(body).toContain('refund_fee=50.00');
    expect(body).toContain('trade_status=TRADE_CLOSED');
    expect(await notify(body)).toEqual({
      kind: 'refund',
      notice: { refundNo: 'RF-N2', orderNo: paid, providerRefundId: alipay.book.trades.get(paid)!.tradeNo, amountCents: 3000, state: 'SUCCESS', reason: null },
    });
  });
});

const refundOf = (no: string, refundNo: string, amountCents: number, totalCents = 5000): RefundRequest => ({
  orderNo: no,
  refundNo,
  amountCents,
  totalCents,
  reason: '公证处未能办理，费用原路退回',
  channel: PayChannel.alipay,
  siteBase: site,
});

describe('query and close', () => {
  it('NOTFOUND before the scan, NOTPAY while waiting, SUCCESS with the amount once paid, CLOSED once closed', async () => {
    const no = orderNo();
    await provider.start(startInput(no, 1234));
    expect(await provider.query(no, PayChannel.alipay)).toEqual({ state: 'NOTFOUND' });
    alipay.scan(no);
    expect(await provider.query(no, PayChannel.alipay)).toEqual({ state: 'NOTPAY' });
    await provider.close(no, PayChannel.alipay);
    expect(await provider.query(no, PayChannel.alipay)).toEqual({ state: 'CLOSED' });
    // closing again, or a trade never scanned, is not an error
    await provider.close(no, PayChannel.alipay);
    await provider.close(orderNo(), PayChannel.alipay);

    const paid = await paidTrade(1234);
    expect(await provider.query(paid, PayChannel.alipay)).toEqual({
      state: 'SUCCESS',
      notice: { orderNo: paid, tradeNo: alipay.book.trades.get(paid)!.tradeNo, amountCents: 1234, state: 'SUCCESS', channel: PayChannel.alipay },
    });
    // a paid trade is not closed: the caller learns the money arrived
    const err = await rejection(provider.close(paid, PayChannel.alipay));
    expect(err).toMatchObject({ code: 'ALIPAY_TRADE_PAID', userMessage: '该订单已在支付宝支付成功，不能关闭', retryable: false });
    expect(alipay.book.trades.get(paid)!.status).toBe('TRADE_SUCCESS');
  });

  it('a query answer that does not verify is never taken: changed on the way, another key, no signature', async () => {
    const no = orderNo();
    await provider.start(startInput(no));
    alipay.scan(no);
    for (const fault of ['tampered', 'wrong-key', 'missing'] as const) {
      alipay.faults.answerSignature = fault;
      // the tampered answer says TRADE_SUCCESS
      const err = await rejection(provider.query(no, PayChannel.alipay));
      expect(err).toMatchObject({ code: 'ALIPAY_ANSWER_UNVERIFIED', retryable: false });
    }
    alipay.resetFaults();
    expect(await provider.query(no, PayChannel.alipay)).toEqual({ state: 'NOTPAY' });
  });
});

describe('refunds', () => {
  it('a refund is done at once; the same out_request_no again is the same refund (no second refund)', async () => {
    const no = await paidTrade(5000);
    const first = await provider.refund(refundOf(no, 'RF-A1', 5000));
    expect(first).toEqual({ refundNo: 'RF-A1', orderNo: no, providerRefundId: alipay.book.trades.get(no)!.tradeNo, amountCents: 5000, state: 'SUCCESS', reason: null });
    const again = await provider.refund(refundOf(no, 'RF-A1', 5000));
    expect(again).toEqual(first);
    expect([...alipay.book.refunds.values()].filter((r) => r.outTradeNo === no)).toHaveLength(1);
    expect(alipay.book.trades.get(no)!.refundedCents).toBe(5000);
    expect(await provider.queryRefund('RF-A1', no, PayChannel.alipay)).toEqual(first);
  });

  it('the provider\'s refusals, each in Chinese and nothing refunded: over the amount, insufficient balance, closed trade, a changed repeat, SYSTEM_ERROR (retryable)', async () => {
    const no = await paidTrade(5000);
    const over = await rejection(provider.refund(refundOf(no, 'RF-B1', 5001)));
    expect(over).toMatchObject({ code: 'ALIPAY:ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', userMessage: '退款金额超过该笔交易可退的金额', retryable: false });

    alipay.faults.sellerBalanceShort = true;
    const short = await rejection(provider.refund(refundOf(no, 'RF-B2', 1000)));
    expect(short).toMatchObject({ code: 'ALIPAY:ACQ.SELLER_BALANCE_NOT_ENOUGH', userMessage: '商户支付宝账户余额不足，暂时无法退款', retryable: false });
    alipay.resetFaults();

    alipay.faults.refuse['alipay.trade.refund'] = 'ACQ.SYSTEM_ERROR';
    const busy = await rejection(provider.refund(refundOf(no, 'RF-B3', 1000)));
    expect(busy).toMatchObject({ code: 'ALIPAY:ACQ.SYSTEM_ERROR', userMessage: '支付宝系统繁忙，请稍后再试', retryable: true });
    alipay.resetFaults();

    alipay.faults.refuse['alipay.trade.refund'] = 'aop.invalid-app-auth-token';
    const auth = await rejection(provider.refund(refundOf(no, 'RF-B4', 1000)));
    expect(auth).toMatchObject({ code: 'ALIPAY:aop.invalid-app-auth-token', userMessage: '支付宝应用授权无效，请联系平台管理员', retryable: false });
    alipay.resetFaults();
    expect(alipay.book.trades.get(no)!.refundedCents).toBe(0);

    await provider.refund(refundOf(no, 'RF-B5', 1000));
    const changed = await rejection(provider.refund(refundOf(no, 'RF-B5', 2000)));
    expect(changed).toMatchObject({ code: 'ALIPAY:ACQ.DISCORDANT_REPEAT_REQUEST', retryable: false });

    const open = orderNo();
    await provider.start(startInput(open));
    alipay.scan(open);
    await provider.close(open, PayChannel.alipay);
    const closed = await rejection(provider.refund(refundOf(open, 'RF-B6', 1000)));
    expect(closed).toMatchObject({ code: 'ALIPAY:ACQ.TRADE_HAS_CLOSE', userMessage: '该支付宝交易已关闭', retryable: false });
    expect(alipay.book.trades.get(no)!.refundedCents).toBe(1000);
  });

  it('a refund Alipay never received is not reported as failed: the query asks for the same number again', async () => {
    const no = await paidTrade(5000);
    const err = await rejection(provider.queryRefund('RF-C1', no, PayChannel.alipay));
    expect(err).toMatchObject({ code: 'ALIPAY_REFUND_NOT_FOUND', retryable: true });
    expect(err.userMessage).toBe('支付宝未查到该笔退款，请用同一退款单号重新发起');
  });

  it('a refund answer changed on the way is refused', async () => {
    const no = await paidTrade(5000);
    alipay.faults.answerSignature = 'tampered';
    alipay.faults.sellerBalanceShort = true;
    // the stand-in refused, the tampered answer says 10000 fund_change Y
    const err = await rejection(provider.refund(refundOf(no, 'RF-D1', 1000)));
    expect(err.code).toBe('ALIPAY_ANSWER_UNVERIFIED');
  });
});

describe('our signature, timeouts and connections', () => {
  it('a request signed with another private key is refused by the gateway with isv.invalid-signature, and said so', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const wrong = alipayPaymentProvider({ ...settings, privateKeyPem: otherKey }, { log });
    const err = await rejection(wrong.start(startInput(orderNo())));
    expect(alipay.checked.at(-1)).toMatchObject({ method: 'alipay.trade.precreate', signature: 'bad', refused: 'isv.invalid-signature' });
    expect(err).toMatchObject({ code: 'ALIPAY:isv.invalid-signature', retryable: false });
    expect(err.userMessage).toBe('支付宝拒绝了本平台的签名：应用私钥与在支付宝登记的应用公钥不一致，请联系平台管理员');
  });

  it('a gateway slower than the timeout: 支付宝响应超时 (retryable)', async () => {
    const no = orderNo();
    await provider.start(startInput(no));
    // undici checks timeouts about once a second: a 300 ms timeout fires within ~1 s
    alipay.faults.delayMs = 1_500;
    const err = await rejection(provider.query(no, PayChannel.alipay));
    expect(err).toMatchObject({ code: 'ALIPAY_TIMEOUT', userMessage: '支付宝响应超时，请稍后再试', retryable: true });
  });

  it('a gateway that refuses the connection: 暂时无法连接支付宝 (retryable)', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const down = alipayPaymentProvider({ ...settings, gateway: `http://127.0.0.1:${port}/gateway.do` }, { log });
    const err = await rejection(down.refund(refundOf(orderNo(), 'RF-E1', 100)));
    expect(err).toMatchObject({ code: 'ALIPAY_UNREACHABLE', userMessage: '暂时无法连接支付宝，请稍后再试', retryable: true });
  });
});
