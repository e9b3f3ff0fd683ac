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
    expect(refundTexts({ refunded: 240, refundDue: 0 })).toEqual(['已退还 240.00 积分']);
    expect(refundTexts({ refunded: 0, refundDue: 240 })).toEqual(['待原路退回 ¥240.00']);
    expect(refundTexts({ refunded: 0, refundDue: 0 })).toEqual([]);
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
