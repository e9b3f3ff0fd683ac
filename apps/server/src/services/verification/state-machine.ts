import { AccountType, RepairType, SubmissionStatus, VERIFY_MSG, VerifyStatus } from '@evidence/shared/constants';

/**
 * The verification state machine (000 §4), in one place. The user's `verify_status` (userStatus)
 * and the submissions' status move together, in one transaction, only through these functions:
 *
 *   submit (perAuthorize, companyAuthorize)  1, 4, 5 → 2        account type set to 1 or 2
 *   approve (operator)                       2 → 3
 *   reject (operator, with a reason)         2 → 4              a company's uploads are dropped
 *   change authorised person (updateAuthor)  3 → 3, repairType 2 while an operator reviews it
 *   approve / reject that change             3 → 3, repairType cleared
 *   change account phone (updateAccount)     3 → 3              SMS code to the new phone
 *
 * Anything else is refused with the state's own message.
 */
export type Kind = 'person' | 'company' | 'author';

export interface VerificationFacts {
  account_type: number;
  verify_status: number;
  repair_type: number | null;
}

export const EDITABLE_STATUSES: readonly number[] = [VerifyStatus.unverified, VerifyStatus.failed, VerifyStatus.editable];

export function isEditable(userStatus: number): boolean {
  return EDITABLE_STATUSES.includes(userStatus);
}

/** Why a form may not be submitted now, or null when it may (000 §4: editable only in 1, 4, 5). */
export function submitRefusal(u: VerificationFacts): string | null {
  if (isEditable(u.verify_status)) return null;
  if (u.verify_status === VerifyStatus.reviewing) return VERIFY_MSG.reviewing;
  return VERIFY_MSG.alreadyVerified;
}

/** Why a verified company may not change its account phone or authorised person now, or null. */
export function changeRefusal(u: VerificationFacts, what: 'account' | 'author'): string | null {
  if (u.account_type !== AccountType.company || u.verify_status !== VerifyStatus.verified) return VERIFY_MSG.notCompany;
  if (what === 'author' && u.repair_type === RepairType.reviewing) return VERIFY_MSG.changePending;
  return null;
}

/** The user's columns after a form is submitted. */
export function afterSubmit(kind: Exclude<Kind, 'author'>): { verify_status: number; account_type: number } {
  return { verify_status: VerifyStatus.reviewing, account_type: kind === 'company' ? AccountType.company : AccountType.individual };
}

/** The user's columns after a change of authorised person is submitted. */
export function afterChangeSubmitted(): { repair_type: number } {
  return { repair_type: RepairType.reviewing };
}

/** The submission's new status and the user's columns after an operator's decision. */
export function afterReview(kind: Kind, decision: 'approve' | 'reject'): { status: number; user: { verify_status?: number; repair_type?: number | null } } {
  const status = decision === 'approve' ? SubmissionStatus.approved : SubmissionStatus.rejected;
  if (kind === 'author') return { status, user: { repair_type: null } };
  return { status, user: { verify_status: decision === 'approve' ? VerifyStatus.verified : VerifyStatus.failed } };
}

/** Only a submission under review can be decided. */
export function reviewRefusal(submissionStatus: number): string | null {
  return submissionStatus === SubmissionStatus.submitted ? null : VERIFY_MSG.alreadyReviewed;
}

/** The 000 §4 text of a state: 2 under review, 3 verified, 4 failed; none for 1 and 5. */
export function statusMessage(accountType: number, userStatus: number): string | null {
  const company = accountType === AccountType.company;
  switch (userStatus) {
    case VerifyStatus.reviewing:
      return VERIFY_MSG.reviewing;
    case VerifyStatus.verified:
      return company ? VERIFY_MSG.companyVerified : VERIFY_MSG.personVerified;
    case VerifyStatus.failed:
      return company ? VERIFY_MSG.companyFailed : VERIFY_MSG.personFailed;
    default:
      return null;
  }
}
