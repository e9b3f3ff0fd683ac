import { describe, expect, it } from 'vitest';
import { isSigningNow, isStepPage, pageOfStep, stepIndex, stepPath } from './steps';

describe('the step pages of a notarial order', () => {
  it('shows signing on the signature page and the office on the pay page', () => {
    expect(pageOfStep('signing')).toBe('signature');
    expect(pageOfStep('office')).toBe('pay');
    expect(pageOfStep('deCode')).toBe('deCode');
    expect(pageOfStep('nonsense')).toBe('applicationForm');
  });
  it('shows the second signing (the notary’s record to confirm) on the signature page', () => {
    expect(pageOfStep('office', 'interview')).toBe('signature');
    expect(pageOfStep('office', 'confirming')).toBe('signature');
    expect(pageOfStep('office', 'confirmed')).toBe('pay');
    expect([isSigningNow('office', 'confirming'), isSigningNow('office', 'interview'), isSigningNow('signing')]).toEqual([true, false, true]);
  });
  it('numbers the steps for the step bar; the office is past the last', () => {
    expect(['applicationForm', 'signature', 'signing', 'deCode', 'pay', 'office'].map(stepIndex)).toEqual([0, 1, 1, 2, 3, 4]);
  });
  it('builds the address of 001 §2.1 and knows its step names', () => {
    expect(stepPath('deCode', 12, 1)).toBe('/attestation-list/readingMaterial/deCode/12/1');
    expect([isStepPage('pay'), isStepPage('office'), isStepPage(undefined)]).toEqual([true, false, false]);
  });
});
