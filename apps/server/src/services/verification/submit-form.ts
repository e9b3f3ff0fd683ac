import { SubmissionStatus, VERIFY_MSG } from '@evidence/shared/constants';
import type { TSubmitVerificationResponse } from '@evidence/shared/contracts';
import type { VerificationContext } from '../../context';
import type { Db } from '../../db/connect';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { checkOwnImages, type ImagePolicy } from './identity-images';
import { identityCipher, type IdentityCipher } from './identity-cipher';
import { insertSubmission } from './submission-rows';
import { afterSubmit, EDITABLE_STATUSES, submitRefusal } from './state-machine';

/** A unique index refused the row (SQLite and PostgreSQL name it differently). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export async function userById(db: Db, userId: number): Promise<User> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw refuse(VERIFY_MSG.notFound);
  return user;
}

/** Another account's submission under review or approved holds this ID number or credit code. */
async function subjectTaken(db: Db, userId: number, subjectKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('verification_submissions')
    .select('id')
    .where('subject_key', '=', subjectKey)
    .where('status', 'in', [SubmissionStatus.submitted, SubmissionStatus.approved])
    .where('user_id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface FormSubmission {
  kind: 'person' | 'company';
  subjectName: string;
  subjectKey: (cipher: IdentityCipher) => string;
  takenMessage: string;
  images: Array<{ name: string; label: string }>;
  policy: ImagePolicy;
  insertDetails: (trx: Db, cipher: IdentityCipher, submissionId: number, at: number) => Promise<void>;
}

/**
 * A verification form (000 §4): allowed only in 1, 4 and 5; the images must be the caller's own;
 * an ID number or credit code is in at most one account's pending or approved submission (checked
 * first for the message, enforced by a unique index against races). The user's status, account type,
 * the submission and the audit row are written in one transaction.
 */
export async function submitForm(ctx: VerificationContext, userId: number, form: FormSubmission, ip: string | null): Promise<TSubmitVerificationResponse> {
  const cipher = identityCipher(ctx.config);
  const refusal = submitRefusal(await userById(ctx.db, userId));
  if (refusal) throw refuse(refusal);
  await checkOwnImages(ctx.db, ctx.blobs, userId, form.images, form.policy);
  const subjectKey = form.subjectKey(cipher);
  if (await subjectTaken(ctx.db, userId, subjectKey)) throw refuse(form.takenMessage);
  const next = afterSubmit(form.kind);
  const at = Date.now();
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('users')
        .set({ ...next, updated_at: at })
        .where('id', '=', userId)
        .where('verify_status', 'in', [...EDITABLE_STATUSES])
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw refuse(submitRefusal(await userById(trx, userId)) ?? VERIFY_MSG.reviewing);
      const submissionId = await insertSubmission(trx, { userId, kind: form.kind, subjectName: form.subjectName, subjectKey, at });
      await form.insertDetails(trx, cipher, submissionId, at);
      await writeAudit(trx, { actorType: 'user', actorId: userId, action: 'verification.submit', targetType: 'verification', targetId: submissionId, ip, detail: { kind: form.kind } });
      return submissionId;
    });
    return { id, userStatus: next.verify_status, status: next.account_type };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // a second form of the same account, or the same number in another account, at the same moment
    if (await subjectTaken(ctx.db, userId, subjectKey)) throw refuse(form.takenMessage);
    throw refuse(VERIFY_MSG.reviewing);
  }
}
