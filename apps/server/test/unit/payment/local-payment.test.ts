import { describe, expect, it } from 'vitest';
import { cashierToken, localNotifyParams, localPaymentProvider, notifySigningString, readCashierToken } from '../../../src/providers/payment/local-payment';

const secret = Buffer.alloc(32, 7);
const other = Buffer.alloc(32, 8);

describe('local payment provider', () => {
  it('signs the sorted fields without the signature', () => {
    expect(notifySigningString({ trade_no: 'T', order_no: 'CZ1', amount: '100', trade_state: 'SUCCESS', channel: '2', timestamp: '1', nonce: 'n' })).toBe(
      'amount=100&channel=2&nonce=n&order_no=CZ1&timestamp=1&trade_no=T&trade_state=SUCCESS',
    );
  });

  it('verifies its own notify and refuses any change, another key or a missing field', () => {
    const p = localPaymentProvider(secret);
    const params = localNotifyParams(secret, { orderNo: 'CZ1', tradeNo: 'T1', amountCents: 1000, state: 'SUCCESS', channel: 2 });
    expect(p.verifyNotify(params)).toEqual({ orderNo: 'CZ1', tradeNo: 'T1', amountCents: 1000, state: 'SUCCESS', channel: 2 });
    expect(p.verifyNotify({ ...params, amount: '1001' })).toBeNull();
    expect(p.verifyNotify({ ...params, order_no: 'CZ2' })).toBeNull();
    expect(p.verifyNotify({ ...params, sign: params.sign!.slice(0, -1) })).toBeNull();
    expect(localPaymentProvider(other).verifyNotify(params)).toBeNull();
    const { nonce: _nonce, ...missing } = params;
    expect(p.verifyNotify(missing)).toBeNull();
    // a signed but impossible state is refused too
    const odd = localNotifyParams(secret, { orderNo: 'CZ1', tradeNo: 'T1', amountCents: 1000, state: 'SUCCESS', channel: 2 });
    expect(p.verifyNotify({ ...odd, trade_state: 'REFUND' })).toBeNull();
  });

  it('cashier tokens name the order and channel and cannot be forged', () => {
    const token = cashierToken(secret, 'CZ20261124150623522781', 1);
    expect(token).toMatch(/^CZ20261124150623522781-1-[0-9a-f]{32}$/);
    expect(readCashierToken(secret, token)).toEqual({ orderNo: 'CZ20261124150623522781', channel: 1 });
    expect(readCashierToken(other, token)).toBeNull();
    expect(readCashierToken(secret, token.replace('-1-', '-2-'))).toBeNull();
    expect(readCashierToken(secret, 'CZ1-2-' + '0'.repeat(32))).toBeNull();
    expect(readCashierToken(secret, '../x')).toBeNull();
  });

  it('WeChat answers a QR address, Alipay a page form to the same cashier', () => {
    const p = localPaymentProvider(secret);
    const wx = p.start({ orderNo: 'CZ1', moneyCents: 100, description: 'd', channel: 2, siteBase: 'https://pay.example/' });
    expect(wx.codeUrl).toBe(`https://pay.example/mobile/cashier/${cashierToken(secret, 'CZ1', 2)}`);
    expect(wx.html).toBeNull();
    const ali = p.start({ orderNo: 'CZ1', moneyCents: 100, description: 'd', channel: 1, siteBase: 'https://pay.example' });
    expect(ali.codeUrl).toBeNull();
    expect(ali.html).toContain(`action="https://pay.example/mobile/cashier/${cashierToken(secret, 'CZ1', 1)}"`);
    expect(ali.html).not.toContain('<script');
  });
});
