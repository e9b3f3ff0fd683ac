import { describe, expect, it } from 'vitest';
import { isStepPage, pageOfStep, stepIndex, stepPath } from './steps';

describe('the step pages of a notarial order', () => {
  it('shows signing on the signature page and the office on the pay page', () => {
    expect(pageOfStep('signing')).toBe('signature');
    expect(pageOfStep('office')).toBe('pay');
    expect(pageOfStep('deCode')).toBe('deCode');
    expect(pageOfStep('nonsense')).toBe('applicationForm');
  });
  it('numbers the steps for the step bar; the office is past the last', () => {
    expect(['applicationForm', 'signature', 'signing', 'deCode', 'pay', 'office'].map(stepIndex)).toEqual([0, 1, 1, 2, 3, 4]);
  });
  it('builds the address of 001 §2.1 and knows its step names', () => {
    expect(stepPath('deCode', 12, 1)).toBe('/attestation-list/readingMaterial/deCode/12/1');
    expect([isStepPage('pay'), isStepPage('office'), isStepPage(undefined)]).toEqual([true, false, false]);
  });
});
