import { FACE_LIMITS, FACE_MSG, type FaceFlow } from '@evidence/shared/constants';
import type { VerificationContext } from '../../context';
import { AppError, refuse, tooMany } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { isUniqueViolation } from '../verification/submit-form';
import { checkSamePerson, pendingPerson } from './pending-person';

export interface StartedSession {
  transactionId: string;
  url: string;
  expiresAt: number;
}

/**
 * Starts a face session (detectAuth or aliIdentification) for the caller's pending individual
 * submission. Refused: no such submission, a name or number that is not its person's, a check that
 * already passed (a later one could only undo it), more than FACE_LIMITS.startsPerHour starts an
 * hour. A session still open for the submission is cancelled: one open session per submission
 * (a partial unique index holds it under concurrent starts).
 */
export async function startFaceSession(
  ctx: VerificationContext,
  userId: number,
  flow: FaceFlow,
  given: { name?: string | undefined; idCard?: string | undefined },
  siteBase: string,
  ip: string | null,
): Promise<StartedSession> {
  if (!ctx.face.enabled) throw refuse(FACE_MSG.off);
  const { submissionId, person } = await pendingPerson(ctx, userId);
  checkSamePerson(person, given);
  const passed = await ctx.db.selectFrom('face_verifications').select('id').where('submission_id', '=', submissionId).where('status', '=', 'SUCCESS').executeTakeFirst();
  if (passed) throw refuse(FACE_MSG.alreadyPassed);
  const now = Date.now();
  const recent = await ctx.db
    .selectFrom('face_verifications')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', now - 3_600_000)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= FACE_LIMITS.startsPerHour) throw tooMany(FACE_MSG.tooMany);

  const opts = { siteBase, ttlMs: FACE_LIMITS.sessionTtlMs };
  let started;
  try {
    started = await (flow === 'detect' ? ctx.face.startDetect(person, opts) : ctx.face.startAli(person, opts));
  } catch (err) {
    // nothing was started: no session row, only the refusal in the audit log (its Chinese message, no person data)
    await writeAudit(ctx.db, { actorType: 'user', actorId: userId, action: 'face.start.failed', targetType: 'verification', targetId: submissionId, ip, detail: { flow, provider: ctx.face.name, message: err instanceof AppError ? err.message : 'unexpected' } });
    throw err;
  }
  const at = Date.now();
  const expiresAt = at + FACE_LIMITS.sessionTtlMs;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('face_verifications').set({ status: 'CANCELLED', finished_at: at }).where('submission_id', '=', submissionId).where('status', '=', 'PENDING').execute();
      await trx
        .insertInto('face_verifications')
        .values({ submission_id: submissionId, user_id: userId, flow, provider: ctx.face.name, transaction_id: started.transactionId, status: 'PENDING', created_at: at, expires_at: expiresAt, finished_at: null, fail_reason: null })
        .execute();
      await writeAudit(trx, { actorType: 'user', actorId: userId, action: 'face.start', targetType: 'verification', targetId: submissionId, ip, detail: { flow, provider: ctx.face.name, transactionId: started.transactionId } });
    });
  } catch (err) {
    // another start for the same submission won the race
    if (isUniqueViolation(err)) throw tooMany(FACE_MSG.tooMany);
    throw err;
  }
  return { transactionId: started.transactionId, url: started.url, expiresAt };
}
