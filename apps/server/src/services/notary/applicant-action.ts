import { APPLICANT_ACTION_WORDS, NotaryStatus, type ApplicantActionKind } from '@evidence/shared/constants';
import type { TNotaryApplicantAction } from '@evidence/shared/contracts';

/** The facts of an order the applicant's next task depends on. */
export interface ApplicantActionFacts {
  id: number | string;
  type: number | string;
  status: number | string;
  step: string;
  officeStage: string | null;
}

/** The applicant's step page (001 §2.1): /attestation-list/readingMaterial/{page}/{orderId}/{type}. */
export const applicantStepPath = (page: 'applicationForm' | 'signature' | 'deCode' | 'pay', id: number | string, type: number | string) =>
  `/attestation-list/readingMaterial/${page}/${Number(id)}/${Number(type)}`;

/**
 * What the applicant must do now, read from the order's state machine (docs/notarization.md, decision 856):
 * the four steps of the applicant, and the second signing once the notary wrote the 询问笔录 (office stage
 * `interview`). Everything else waits for someone else — a signing or deCode job running (`signing`,
 * `confirming`), the office (submitted, accepted, confirmed, issuing) — or has ended: null, so the page never
 * shows a button that leads to a step the server would refuse.
 */
export function applicantAction(o: ApplicantActionFacts): TNotaryApplicantAction {
  if (Number(o.status) !== NotaryStatus.inProgress) return null;
  const at = (kind: ApplicantActionKind, page: Parameters<typeof applicantStepPath>[0]) => ({ kind, ...APPLICANT_ACTION_WORDS[kind], path: applicantStepPath(page, o.id, o.type) });
  switch (o.step) {
    case 'applicationForm':
      return at('fillForm', 'applicationForm');
    case 'signature':
      return at('sign', 'signature');
    case 'deCode':
      return at('decode', 'deCode');
    case 'pay':
      return at('pay', 'pay');
    case 'office':
      // the second signing is on the signature page (decision 303); `confirming` is its job running
      return o.officeStage === 'interview' ? at('confirm', 'signature') : null;
    default:
      return null;
  }
}

/** The order's /notary/detail page (its facts, documents and, once issued, the certificate). */
export const notaryDetailPath = (id: number | string, type: number | string) => `/notary/detail?orderId=${Number(id)}&type=${Number(type)}`;

/**
 * The link of a notice about an order in the state it has just been moved to (notify's 5th argument): the
 * step the applicant must now open, or the order's detail page when nothing is asked of the applicant.
 */
export const noticeLink = (o: ApplicantActionFacts) => applicantAction(o)?.path ?? notaryDetailPath(o.id, o.type);
