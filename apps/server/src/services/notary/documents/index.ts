import { NotaryDocType } from '@evidence/shared/constants';
import type { DocSpec } from '../../signing';
import { acceptanceNoticeSpec } from './acceptance-notice';
import { applicationFormSpec } from './application-form';
import type { DocumentFacts } from './facts';
import { inquiryRecordSpec } from './inquiry-record';
import { notarizationNoticeSpec } from './notarization-notice';
import { preservationNoticeSpec } from './preservation-notice';

export type { DocumentFacts, DocumentRecord } from './facts';

/** The five documents of the signing screen, by the file types of 001 §7 (1, 2, 3, 4, 5). */
export const NOTARY_DOCUMENTS: Record<1 | 2 | 3 | 4 | 5, (f: DocumentFacts) => DocSpec> = {
  [NotaryDocType.application]: applicationFormSpec,
  [NotaryDocType.acceptance]: acceptanceNoticeSpec,
  [NotaryDocType.notarizationNotice]: notarizationNoticeSpec,
  [NotaryDocType.inquiry]: inquiryRecordSpec,
  [NotaryDocType.preservationNotice]: preservationNoticeSpec,
};
