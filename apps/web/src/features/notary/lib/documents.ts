import { NOTARY_DOC_NAMES, NOTARY_MSG, NotaryDocType, NotaryStatus } from '@evidence/shared/constants';

/** The five documents in the order of the signing screen's tabs (001 §2.10, §7 "File download"). */
export const ORDER_DOCUMENTS = [
  NotaryDocType.application,
  NotaryDocType.acceptance,
  NotaryDocType.notarizationNotice,
  NotaryDocType.preservationNotice,
  NotaryDocType.inquiry,
].map((type) => ({ type, name: NOTARY_DOC_NAMES[type] }));

/** The facts of the detail's info that decide what can be downloaded. */
export interface DocumentFacts {
  step: string;
  notarial: number;
  officeStage: string | null;
}

/** The drafts are rendered when the application form is saved, so an order still at the form has none. */
export const documentsExist = (o: DocumentFacts) => o.step !== 'applicationForm';

/**
 * 公证书 is offered once the office issues it — and while its job makes it, so the applicant who asks
 * hears '公证书正在生成中' (001 §8) rather than seeing nothing.
 */
export const certificateOffered = (o: DocumentFacts) => o.notarial === NotaryStatus.succeeded || (o.notarial === NotaryStatus.inProgress && o.officeStage === 'issuing');

/** downFile's refusal that is news, not a failure (001 §8: an info message). */
export function isCertificatePending(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { msg, data } = e as { msg?: unknown; data?: unknown };
  const generating = typeof data === 'object' && data !== null && (data as { generating?: unknown }).generating === true;
  return generating || msg === NOTARY_MSG.certificateGenerating;
}
