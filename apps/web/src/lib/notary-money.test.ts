import { describe, expect, it } from 'vitest';
import { NotaryStatus } from '@evidence/shared/constants';
import { paidText, payText, refundTexts, stageText } from './notary-money';

describe('notarial money words', () => {
  it('names the pay state with how it was paid', () => {
    expect(payText({ payStateName: '已支付', paidByName: '微信' })).toBe('已支付 · 微信');
    expect(payText({ payStateName: '已取消', paidByName: null })).toBe('已取消');
  });

  it('shows what was paid in its own unit: points are never yuan, yuan never points', () => {
    expect(paidText({ payState: 'paid', paidAmount: 260, paidUnit: 'points' }, 260)).toBe('260.00 积分');
    expect(paidText({ payState: 'paid', paidAmount: 240, paidUnit: 'yuan' }, 240)).toBe('¥240.00');
    expect(paidText({ payState: 'unpaid', paidAmount: null, paidUnit: null }, 220)).toBe('应付 220.00 积分');
    expect(paidText({ payState: 'cancelled', paidAmount: null, paidUnit: null }, 220)).toBe('-');
  });

  it('tells points given back apart from money still owed by the original route', () => {
    expect(refundTexts({ refunded: 240, refundDue: 0, refunds: [] })).toEqual(['已退还 240.00 积分']);
    expect(refundTexts({ refunded: 0, refundDue: 240, refunds: [] })).toEqual(['待原路退回 ¥240.00']);
    expect(refundTexts({ refunded: 0, refundDue: 0, refunds: [] })).toEqual([]);
  });

  it('shows each refund through the provider with its state, and says when the local cashier moved no money', () => {
    const line = { id: 1, refundNo: 'RF1', reason: null, createdAt: 0, settledAt: null };
    const refunds = [
      { ...line, amount: 240, state: 'processing' as const, stateName: '退款中', isLocal: false },
      { ...line, amount: 20, state: 'failed' as const, stateName: '退款失败（商户账户余额不足）', isLocal: false },
      { ...line, amount: 10, state: 'succeeded' as const, stateName: '已退款', isLocal: true },
    ];
    // what is owed: the two open refunds, nothing older
    expect(refundTexts({ refunded: 0, refundDue: 260, refunds })).toEqual(['退款中 ¥240.00', '退款失败（商户账户余额不足） ¥20.00', '已退款 ¥10.00（本地测试收银台，未发生真实资金往来）']);
    // an amount recorded as owed before refunds existed is still said
    expect(refundTexts({ refunded: 0, refundDue: 300, refunds: refunds.slice(0, 1) })).toEqual(['退款中 ¥240.00', '待原路退回 ¥60.00']);
  });

  it('an ended order is 已结束, not a step still to do', () => {
    const office = { step: 'office', stepName: '公证处办理', officeStage: '待受理' };
    expect(stageText({ ...office, notarial: NotaryStatus.inProgress })).toBe('待受理');
    expect(stageText({ ...office, notarial: NotaryStatus.failed })).toBe('已结束');
    expect(stageText({ step: 'deCode', stepName: '数据解密', officeStage: null, notarial: NotaryStatus.terminated })).toBe('已结束');
    expect(stageText({ ...office, officeStage: '已出证', notarial: NotaryStatus.succeeded })).toBe('已出证');
    expect(stageText({ step: 'pay', stepName: '支付', officeStage: null, notarial: NotaryStatus.inProgress })).toBe('支付');
  });
});
