import { describe, expect, it } from 'vitest';
import { NotaryStatus, officePhaseIndex } from '@evidence/shared/constants';
import { applicantAction, noticeLink } from '../../src/services/notary/applicant-action';

/** Every state of the order's machine (docs/notarization.md): which ask the applicant to act, and where. */
const at = (step: string, officeStage: string | null = null, status: number = NotaryStatus.inProgress) => ({ id: 7, type: 1, status, step, officeStage });

describe('applicantAction', () => {
  it('names the applicant’s four steps and the second signing, with the page of each', () => {
    expect(applicantAction(at('applicationForm'))).toEqual({ kind: 'fillForm', label: '待您填写申请表', button: '去填写', path: '/attestation-list/readingMaterial/applicationForm/7/1' });
    expect(applicantAction(at('signature'))).toEqual({ kind: 'sign', label: '待您签署', button: '去签署', path: '/attestation-list/readingMaterial/signature/7/1' });
    expect(applicantAction(at('deCode'))).toEqual({ kind: 'decode', label: '待您数据解密', button: '去解密', path: '/attestation-list/readingMaterial/deCode/7/1' });
    expect(applicantAction(at('pay'))).toEqual({ kind: 'pay', label: '待您支付', button: '去支付', path: '/attestation-list/readingMaterial/pay/7/1' });
    expect(applicantAction(at('office', 'interview'))).toEqual({ kind: 'confirm', label: '待您确认询问笔录', button: '去确认签署', path: '/attestation-list/readingMaterial/signature/7/1' });
  });

  it('asks nothing while a job runs, while the office works, or once the order ended', () => {
    for (const s of [at('signing'), at('office', 'submitted'), at('office', 'accepted'), at('office', 'confirming'), at('office', 'confirmed'), at('office', 'issuing'), at('office', 'issued')]) expect(applicantAction(s), JSON.stringify(s)).toBeNull();
    for (const status of [NotaryStatus.succeeded, NotaryStatus.terminated, NotaryStatus.failed]) {
      expect(applicantAction(at('pay', null, status))).toBeNull();
      expect(applicantAction(at('office', 'interview', status))).toBeNull();
    }
  });

  it('a notice links the step to open, else the order’s detail', () => {
    expect(noticeLink(at('pay'))).toBe('/attestation-list/readingMaterial/pay/7/1');
    expect(noticeLink(at('office', 'confirmed'))).toBe('/notary/detail?orderId=7&type=1');
  });
});

describe('officePhaseIndex (受理 → 询问 → 出证)', () => {
  it('maps each office stage to its phase', () => {
    expect([null, 'submitted', 'accepted', 'interview', 'confirming', 'confirmed', 'issuing', 'issued'].map(officePhaseIndex)).toEqual([0, 0, 1, 1, 1, 2, 2, 3]);
  });
});
