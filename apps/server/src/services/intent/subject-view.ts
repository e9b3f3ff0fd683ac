import type { Db } from '../../db/connect';
import type { SignIntent } from '../../db/schema';
import type { CodeTemplate } from '../auth/sms-codes';
import { notaryIntentDocuments, notaryIntentSmsWhat, notaryIntentSubject } from '../notary/intent-subject';

type SubjectView = { orderNo: string | null; documents: string[] };

/** Each kind of subject says what its phone page shows (e-signing adds its own entry). */
const VIEWS: Record<string, (db: Db, id: number, purpose: string) => Promise<SubjectView>> = {
  notary: notaryIntentSubject,
};

/** Each kind's current document hashes, in the order an intent binds them (e-signing adds its own entry). */
const CURRENT: Record<string, (db: Db, id: number, purpose: string) => Promise<string[]>> = {
  notary: notaryIntentDocuments,
};

/** Each kind's words for what the phone's SMS code confirms (e-signing's codes have their own, services/esign/phone). */
const SMS_WHAT: Record<string, (db: Db, id: number, purpose: string) => Promise<CodeTemplate | null>> = {
  notary: notaryIntentSmsWhat,
};

/** What the code's SMS says it confirms, naming the subject and its documents; null: the generic words. */
export async function intentSmsWhat(db: Db, row: Pick<SignIntent, 'subject_kind' | 'subject_id' | 'purpose'>): Promise<CodeTemplate | null> {
  const what = SMS_WHAT[row.subject_kind];
  return what ? what(db, Number(row.subject_id), row.purpose) : null;
}

/** The SHA-256 of the subject's documents now; an unknown kind has none. */
export async function intentSubjectHashes(db: Db, row: Pick<SignIntent, 'subject_kind' | 'subject_id' | 'purpose'>): Promise<string[]> {
  const current = CURRENT[row.subject_kind];
  return current ? current(db, Number(row.subject_id), row.purpose) : [];
}

/** The order number and document names of an intent's subject; an unknown kind shows neither. */
export async function intentSubjectView(db: Db, row: Pick<SignIntent, 'subject_kind' | 'subject_id' | 'purpose'>): Promise<SubjectView> {
  const view = VIEWS[row.subject_kind];
  return view ? view(db, Number(row.subject_id), row.purpose) : { orderNo: null, documents: [] };
}
