import { describe, expect, it } from 'vitest';
import { NotaryStatus } from '@evidence/shared/constants';
import { backTarget, detailPath, orderActions, stepPagePath } from './order-actions';

const order = (over: Partial<Parameters<typeof orderActions>[0]> = {}) => ({ id: 7, type: 1, step: 'applicationForm', pay: 0, notarial: NotaryStatus.inProgress, ...over });

describe('notary order actions', () => {
  it('continues at the current step page; signing is watched from signature; the office has no page', () => {
    expect(stepPagePath('applicationForm', 7, 1)).toBe('/attestation-list/readingMaterial/applicationForm/7/1');
    expect(stepPagePath('signature', 7, 1)).toBe('/attestation-list/readingMaterial/signature/7/1');
    expect(stepPagePath('signing', 7, 1)).toBe('/attestation-list/readingMaterial/signature/7/1');
    expect(stepPagePath('deCode', 7, 1)).toBe('/attestation-list/readingMaterial/deCode/7/1');
    expect(stepPagePath('pay', 7, 2)).toBe('/attestation-list/readingMaterial/pay/7/2');
    expect(stepPagePath('office', 7, 1)).toBeNull();
    expect(stepPagePath('nonsense', 7, 1)).toBeNull();
  });

  it('offers 继续 and 终止订单 while in progress and unpaid; 详情 once paid, issued or failed; nothing once terminated', () => {
    expect(orderActions(order({ step: 'deCode' }))).toEqual({ continueTo: '/attestation-list/readingMaterial/deCode/7/1', canStop: true, detail: false });
    expect(orderActions(order({ step: 'office', pay: 1 }))).toEqual({ continueTo: null, canStop: false, detail: true });
    expect(orderActions(order({ step: 'office', pay: 1, notarial: NotaryStatus.succeeded }))).toEqual({ continueTo: null, canStop: false, detail: true });
    expect(orderActions(order({ step: 'deCode', notarial: NotaryStatus.failed }))).toEqual({ continueTo: null, canStop: false, detail: true });
    expect(orderActions(order({ notarial: NotaryStatus.terminated }))).toEqual({ continueTo: null, canStop: false, detail: false });
  });

  it('goes back only to a same-site path, else to /notary', () => {
    expect(backTarget('/orders?tab=notarial')).toBe('/orders?tab=notarial');
    expect(backTarget('https://evil.example/')).toBe('/notary');
    expect(backTarget('//evil.example/')).toBe('/notary');
    expect(backTarget(null)).toBe('/notary');
    expect(detailPath(7, 1, '/notary')).toBe('/notary/detail?orderId=7&type=1&goBackUrl=%2Fnotary');
  });
});
