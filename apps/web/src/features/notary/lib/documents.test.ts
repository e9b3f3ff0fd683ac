import { describe, expect, it } from 'vitest';
import { NOTARY_MSG, NotaryStatus } from '@evidence/shared/constants';
import { ApiError } from '@/lib/api-client';
import { certificateOffered, documentsExist, isCertificatePending, ORDER_DOCUMENTS } from './documents';

describe('notary documents on the detail page', () => {
  it('lists the five documents with their download types (1, 2, 3, 5, 4)', () => {
    expect(ORDER_DOCUMENTS.map((d) => d.type)).toEqual([1, 2, 3, 5, 4]);
    expect(ORDER_DOCUMENTS.map((d) => d.name)).toEqual(['电子申请表', '受理通知书', '公证告知书', '保全告知书', '询问笔录']);
  });

  it('has drafts once the form is saved, and offers the certificate from its making on', () => {
    const o = { step: 'applicationForm', notarial: NotaryStatus.inProgress, officeStage: null };
    expect(documentsExist(o)).toBe(false);
    expect(documentsExist({ ...o, step: 'signature' })).toBe(true);
    expect(certificateOffered({ ...o, step: 'office', officeStage: 'accepted' })).toBe(false);
    expect(certificateOffered({ ...o, step: 'office', officeStage: 'issuing' })).toBe(true);
    expect(certificateOffered({ ...o, step: 'office', officeStage: 'issued', notarial: NotaryStatus.succeeded })).toBe(true);
    // an order ended while (or instead of) issuing offers nothing: no certificate is coming
    expect(certificateOffered({ ...o, step: 'office', officeStage: 'issuing', notarial: NotaryStatus.failed })).toBe(false);
  });

  it('reads 公证书正在生成中 as news, other refusals as failures', () => {
    expect(isCertificatePending(new ApiError({ code: 400, msg: NOTARY_MSG.certificateGenerating, data: { generating: true } }))).toBe(true);
    expect(isCertificatePending(new ApiError({ code: 400, msg: NOTARY_MSG.certificateGenerating, data: null }))).toBe(true);
    expect(isCertificatePending(new ApiError({ code: 400, msg: NOTARY_MSG.certificateNotIssued, data: null }))).toBe(false);
    expect(isCertificatePending(new Error('x'))).toBe(false);
  });
});
