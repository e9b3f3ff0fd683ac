import { describe, expect, it } from 'vitest';
import { parseTradeNo, tradeNoOf } from '../../../src/services/payments/trade-number';

/** Our out_trade_no per payment attempt (decision 952). */
describe('trade numbers per attempt', () => {
  const orderNo = 'GZ20261204101500123456';

  it('attempt 0 is the order number itself; attempt n is `${order_no}_${n}`, within WeChat’s 32 and Alipay’s 64', () => {
    expect(tradeNoOf(orderNo, 0)).toBe(orderNo);
    expect(tradeNoOf(orderNo, 1)).toBe(`${orderNo}_1`);
    expect(tradeNoOf(orderNo, 12)).toBe(`${orderNo}_12`);
    expect(tradeNoOf(orderNo, 999)).toMatch(/^[A-Za-z0-9_\-|*]{6,32}$/);
  });

  it('parses back what it made, and nothing else', () => {
    for (const n of [0, 1, 7, 42, 999]) expect(parseTradeNo(tradeNoOf(orderNo, n))).toEqual({ orderNo, attempt: n });
    for (const bad of ['', `${orderNo}_`, `${orderNo}_0`, `${orderNo}_01`, `${orderNo}_-1`, `${orderNo}_1_2`, `${orderNo}_x`, `${orderNo}-1`, `_1`, `${orderNo} `, 'GZ1/../2', 'A'.repeat(41)]) {
      expect(parseTradeNo(bad), bad).toBeNull();
    }
  });
});
