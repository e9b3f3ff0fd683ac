import { SIGN_INTENT_MSG, SignIntentStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { IntentSubject } from './create-qr-intent';
import { effectiveStatus } from './intent-by-token';

/** The desktop's poll: the state of its own intent (another subject's intent answers like a missing one). */
export async function intentStatusFor(db: Db, intentId: number, subject: IntentSubject): Promise<{ status: string }> {
  const row = await db
    .selectFrom('sign_intents')
    .select(['status', 'expires_at'])
    .where('id', '=', intentId)
    .where('subject_kind', '=', subject.kind)
    .where('subject_id', '=', subject.id)
    .where('purpose', '=', subject.purpose)
    .executeTakeFirst();
  if (!row) throw refuse(SIGN_INTENT_MSG.badToken);
  return { status: effectiveStatus(row) };
}

/**
 * A signing takes the submitted handwriting, once (inside the signing's transaction): the intent
 * becomes used and the blob key is answered. Anything but a submitted intent of this subject is refused.
 */
export async function takeHandwriting(trx: Db, intentId: number, subject: IntentSubject): Promise<{ blobKey: string; sha256: string }> {
  const row = await trx
    .updateTable('sign_intents')
    .set({ status: SignIntentStatus.used, used_at: Date.now() })
    .where('id', '=', intentId)
    .where('subject_kind', '=', subject.kind)
    .where('subject_id', '=', subject.id)
    .where('purpose', '=', subject.purpose)
    .where('status', '=', SignIntentStatus.submitted)
    .returning(['handwriting_blob_key', 'handwriting_sha256'])
    .executeTakeFirst();
  if (!row?.handwriting_blob_key || !row.handwriting_sha256) throw refuse(SIGN_INTENT_MSG.verifyFirst);
  return { blobKey: row.handwriting_blob_key, sha256: row.handwriting_sha256 };
}
