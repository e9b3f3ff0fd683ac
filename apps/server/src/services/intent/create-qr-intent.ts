import { SIGN_INTENT, SignIntentStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { newIntentToken } from './intent-token';

export interface IntentSubject {
  /** what is signed: 'notary' (a notarial order), later 'esign' */
  kind: string;
  id: number;
  /** e.g. 'notary.sign', 'notary.interview' */
  purpose: string;
}

/** Intents still open: a newer QR code of the same subject and purpose replaces them. */
export const OPEN_STATUSES = [SignIntentStatus.pending, SignIntentStatus.verified, SignIntentStatus.submitted];

/**
 * A new QR code for handwriting on a phone: a single-use token valid SIGN_INTENT.ttlMs, the account
 * whose phone must confirm it, and the subject it is for. Earlier open intents of the same subject and
 * purpose are cancelled in the same transaction, so only the newest code on the screen works.
 * Answers the token once; the database keeps only its hash. `documentSha256` binds the intent to the
 * documents shown when it was made (comma-separated hashes; issue 23 item 1): the phone shows them and the
 * handwriting is refused once they are no longer the subject's current ones.
 */
export async function createQrIntent(db: Db, subject: IntentSubject, who: { accountUserId: number; actorUserId: number }, documentSha256: string | null = null): Promise<{ intentId: number; token: string; expiresAt: number }> {
  const { token, hash } = newIntentToken();
  const now = Date.now();
  const expiresAt = now + SIGN_INTENT.ttlMs;
  const id = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sign_intents')
      .set({ status: SignIntentStatus.cancelled })
      .where('subject_kind', '=', subject.kind)
      .where('subject_id', '=', subject.id)
      .where('purpose', '=', subject.purpose)
      .where('status', 'in', OPEN_STATUSES)
      .execute();
    const row = await trx
      .insertInto('sign_intents')
      .values({
        subject_kind: subject.kind, subject_id: subject.id, purpose: subject.purpose, account_user_id: who.accountUserId, created_by_user_id: who.actorUserId,
        token_hash: hash, status: SignIntentStatus.pending, handwriting_blob_key: null, handwriting_sha256: null, expires_at: expiresAt, created_at: now,
        verified_at: null, submitted_at: null, used_at: null, submit_ip: null, submit_user_agent: null, document_sha256: documentSha256,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
  return { intentId: id, token, expiresAt };
}
