import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../../src/providers/payment/payment-provider';
import { cashierToken, localNotifyParams, localPaymentProvider, notifySigningString, readCashierToken } from '../../../src/providers/payment/local-payment';

const secret = Buffer.alloc(32, 7);
const other = Buffer.alloc(32, 8);

/** The notice a form notify carries, as the notify route hands it over: the raw body and its headers. */
async function noticeOf(p: PaymentProvider, params: Record<string, string>) {
  const verified = await p.verifyNotify({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: Buffer.from(new URLSearchParams(params).toString()) });
  return verified?.kind === 'payment' ? verified.notice : null;
}

describe('local payment provider', () => {
  it('signs the sorted fields without the signature', () => {
    expect(notifySigningString({ trade_no: 'T', order_no: 'CZ1', amount: '100', trade_state: 'SUCCESS', channel: '2', timestamp: '1', nonce: 'n' })).toBe(
      'amount=100&channel=2&nonce=n&order_no=CZ1&timestamp=1&trade_no=T&trade_state=SUCCESS',
    );
  });

  it('verifies its own notify and refuses any change, another key or a missing field', async () => {
    const p = localPaymentProvider(secret);
    const params = localNotifyParams(secret, { orderNo: 'CZ1', tradeNo: 'T1', amountCents: 1000, state: 'SUCCESS', channel: 2 });
    expect(await noticeOf(p, params)).toEqual({ orderNo: 'CZ1', tradeNo: 'T1', amountCents: 1000, state: 'SUCCESS', channel: 2 });
    expect(await noticeOf(p, { ...params, amount: '1001' })).toBeNull();
    expect(await noticeOf(p, { ...params, order_no: 'CZ2' })).toBeNull();
    expect(await noticeOf(p, { ...params, sign: params.sign!.slice(0, -1) })).toBeNull();
    expect(await noticeOf(localPaymentProvider(other), params)).toBeNull();
    const { nonce: _nonce, ...missing } = params;
    expect(await noticeOf(p, missing)).toBeNull();
    // a signed but impossible state is refused too
    const odd = localNotifyParams(secret, { orderNo: 'CZ1', tradeNo: 'T1', amountCents: 1000, state: 'SUCCESS', channel: 2 });
    expect(await noticeOf(p, { ...odd, trade_state: 'REFUND' })).toBeNull();
  });

  it('cashier tokens name the order and channel and cannot be forged', () => {
    const token = cashierToken(secret, 'CZ20261124150623522781', 1);
    expect(token).toMatch(/^CZ20261124150623522781-1-[0-9a-f]{32}$/);
    expect(readCashierToken(secret, token)).toEqual({ orderNo: 'CZ20261124150623522781', channel: 1 });
    expect(readCashierToken(other, token)).toBeNull();
    expect(readCashierToken(secret, token.replace('-1-', '-2-'))).toBeNull();
    expect(readCashierToken(secret, 'CZ1-2-' + '0'.repeat(32))).toBeNull();
    expect(readCashierToken(secret, '../x')).toBeNull();
    // an attempt's out_trade_no (decision 952) is a link of its own
    const attempt = cashierToken(secret, 'GZ20261204101500123456_1', 2);
    expect(readCashierToken(secret, attempt)).toEqual({ orderNo: 'GZ20261204101500123456_1', channel: 2 });
    expect(readCashierToken(secret, attempt.replace('_1-', '_2-'))).toBeNull();
  });

  it('WeChat answers a QR address, Alipay a page form to the same cashier', async () => {
    const p = localPaymentProvider(secret);
    const wx = await p.start({ orderNo: 'CZ1', moneyCents: 100, description: 'd', channel: 2, siteBase: 'https://pay.example/', expiresAt: Date.now() + 60_000 });
    expect(wx.codeUrl).toBe(`https://pay.example/mobile/cashier/${cashierToken(secret, 'CZ1', 2)}`);
    expect(wx.html).toBeNull();
    const ali = await p.start({ orderNo: 'CZ1', moneyCents: 100, description: 'd', channel: 1, siteBase: 'https://pay.example', expiresAt: Date.now() + 60_000 });
    expect(ali.codeUrl).toBeNull();
    expect(ali.html).toContain(`action="https://pay.example/mobile/cashier/${cashierToken(secret, 'CZ1', 1)}"`);
    expect(ali.html).not.toContain('<script');
  });
});
