import { describe, expect, it } from 'vitest';
import { continuePayUrl, invoiceLabel, makeOutInvoiceUrl, RECHARGE_STATUS_OPTIONS, selectedTotal } from './order-view';
import { compactParams } from './order-params';

describe('order view', () => {
  it('lists the recharge status filter in the 001 §9 order', () => {
    expect(RECHARGE_STATUS_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      [0, '全部'],
      [1, '待支付'],
      [2, '已支付'],
      [4, '已取消'],
      [3, '支付失败'],
    ]);
  });

  it('labels invoice states, and an order that cannot be invoiced with a dash', () => {
    expect(invoiceLabel({ invoiceStatus: 0, invoiceable: true })).toBe('可开票');
    expect(invoiceLabel({ invoiceStatus: 0, invoiceable: false })).toBe('-');
    expect(invoiceLabel({ invoiceStatus: 1, invoiceable: false })).toBe('开票中');
    expect(invoiceLabel({ invoiceStatus: 2, invoiceable: false })).toBe('已开票');
    expect(invoiceLabel({ invoiceStatus: 3, invoiceable: true })).toBe('开票失败');
  });

  it('sums money exactly and builds the make-out-invoice link with a JSON id list', () => {
    expect(selectedTotal([{ balance: 0.1 }, { balance: 0.2 }])).toBe('0.30');
    const url = makeOutInvoiceUrl([
      { id: 7, balance: 200 },
      { id: 12, balance: 300.5 },
    ]);
    const q = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/orders/makeOutInvoice?')).toBe(true);
    expect(JSON.parse(q.get('ids')!)).toEqual([7, 12]);
    expect(q.get('money')).toBe('500.50');
    expect(continuePayUrl('CZ2026')).toBe('/buyCredits?orderNo=CZ2026');
  });

  it('leaves empty parameters out', () => {
    expect(compactParams({ a: 1, b: '', c: undefined, d: null, e: 0 })).toEqual({ a: 1, e: 0 });
  });
});
