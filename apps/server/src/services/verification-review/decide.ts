import { FACE_MSG, SmsPurpose, SubmissionStatus, VERIFY_MSG } from '@evidence/shared/constants';
import type { TReviewResult } from '@evidence/shared/contracts';
import type { VerificationContext } from '../../context';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { faceReview } from '../face/face-summary';
import { deleteBlobs, dropUnreferencedImages } from '../verification/identity-images';
import { noticeUser, reviewNotice, reviewSms } from '../verification/notices';
import { afterReview, reviewRefusal } from '../verification/state-machine';
import { loadSubmission, type LoadedSubmission } from '../verification/submission-rows';
import { imageNames } from '../verification/verification-data';

/** Something that can write a warning (the request logger); services stay free of Fastify types. */
export interface Warn {
  warn(obj: object, msg: string): void;
}

/** The account's columns that follow an approval: the verified name shows on certificates from now on. */
function verifiedNames(loaded: LoadedSubmission): { company?: string | null; contact_name?: string } {
  if (loaded.submission.kind === 'person' && loaded.person) return { company: null, contact_name: loaded.person.user_name };
  if (loaded.submission.kind === 'company' && loaded.company) return { company: loaded.company.company, contact_name: loaded.company.contact_name };
  return {};
}

/**
 * Rejection drops a company submission's (and a change's) uploads (000 §4 "for a company the uploaded
 * files are cleared"): the row's image columns become null, so the form must upload them again, and
 * images no submission refers to any more are deleted (their rows now, their bytes after the commit).
 */
async function clearCompanyFiles(trx: Db, loaded: LoadedSubmission, at: number): Promise<string[]> {
  if (!loaded.company) return [];
  const id = Number(loaded.submission.id);
  await trx.updateTable('company_verifications').set({ license: null, file: null, author_front: null, author_back: null }).where('submission_id', '=', id).execute();
  await trx.updateTable('verification_submissions').set({ files_cleared_at: at }).where('id', '=', id).execute();
  return dropUnreferencedImages(trx, imageNames(loaded).filter((n): n is string => n !== null));
}

/**
 * An operator's decision on a submission under review (the state machine's approve / reject): the
 * submission, the user's status, a notice to the user and the audit row in one transaction. A
 * submission already decided (by another operator meanwhile) is refused. After the commit the user
 * gets a text message (the banner promises one, 001 §4) and cleared images leave the store.
 */
export async function decide(
  ctx: VerificationContext,
  operatorId: number,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | null,
  ip: string | null,
  log: Warn,
): Promise<TReviewResult> {
  const loaded = await loadSubmission(ctx.db, id);
  if (!loaded) throw refuse(VERIFY_MSG.notFound);
  const { submission } = loaded;
  const refusal = reviewRefusal(submission.status);
  if (refusal) throw refuse(refusal);
  // an individual is approved only once the face check of this submission passed (decision 92);
  // a passed check is final (no new session can start after it), so it cannot change meanwhile
  if (decision === 'approve' && submission.kind === 'person' && (await faceReview(ctx.db, ctx.face, id)).result !== 'SUCCESS') {
    throw refuse(FACE_MSG.approveNeedsFace);
  }
  const userId = Number(submission.user_id);
  const outcome = afterReview(submission.kind, decision);
  const at = Date.now();
  const removed = await ctx.db.transaction().execute(async (trx) => {
    const decided = await trx
      .updateTable('verification_submissions')
      .set({ status: outcome.status, reviewed_at: at, reviewed_by: operatorId, reject_reason: reason })
      .where('id', '=', id)
      .where('status', '=', SubmissionStatus.submitted)
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) throw refuse(VERIFY_MSG.alreadyReviewed);
    const names = decision === 'approve' ? verifiedNames(loaded) : {};
    await trx.updateTable('users').set({ ...outcome.user, ...names, updated_at: at }).where('id', '=', userId).execute();
    const blobKeys = decision === 'reject' ? await clearCompanyFiles(trx, loaded, at) : [];
    await noticeUser(trx, userId, reviewNotice(submission.kind, decision, reason), at);
    await writeAudit(trx, {
      actorType: 'operator',
      actorId: operatorId,
      action: `verification.${decision}`,
      targetType: 'verification',
      targetId: id,
      ip,
      detail: { userId, kind: submission.kind, ...(reason ? { reason } : {}), ...(blobKeys.length ? { imagesRemoved: blobKeys.length } : {}) },
    });
    return blobKeys;
  });
  await deleteBlobs(ctx.blobs, removed, (err, key) => log.warn({ err, key }, 'a cleared verification image could not be removed from the store'));
  const user = await ctx.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
  if (user) {
    await ctx.sms.send({ phone: user.phone, text: reviewSms(submission.kind, decision), purpose: SmsPurpose.verifyResult }).catch((err: unknown) => log.warn({ err }, 'the review result SMS could not be sent'));
  }
  return { id, status: outcome.status };
}
