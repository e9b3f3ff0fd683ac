import { JOB_MSG } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { JobsTable } from '../../db/schema-jobs';
import type { Updateable } from 'kysely';

/** The claim a worker holds: every write about the attempt names it, so a stale worker writes nothing. */
export interface JobClaim {
  id: number;
  owner: string;
  /** the attempt number this claim made (attempts after the claim) */
  attempt: number;
}

/** Writes `changes` only while `claim` still holds the job; false when it no longer does. */
async function writeIfHeld(db: Db, claim: JobClaim, changes: Updateable<JobsTable>): Promise<boolean> {
  const res = await db
    .updateTable('jobs')
    .set({ ...changes, updated_at: Date.now() })
    .where('id', '=', claim.id)
    .where('lease_owner', '=', claim.owner)
    .where('attempts', '=', claim.attempt)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

const leaseEnded = { lease_owner: null, lease_expires_at: null } as const;

export function recordProgress(db: Db, claim: JobClaim, percent: number, note: string | undefined): Promise<boolean> {
  const progress = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)));
  return writeIfHeld(db, claim, { progress, progress_note: note === undefined ? null : note.slice(0, 200) });
}

export function recordSuccess(db: Db, claim: JobClaim, result: unknown): Promise<boolean> {
  const now = Date.now();
  return writeIfHeld(db, claim, {
    ...leaseEnded,
    status: 'succeeded',
    progress: 100,
    result: result === undefined ? null : JSON.stringify(result),
    last_error: null,
    finished_at: now,
  });
}

/** Back to the queue after `delayMs`, or failed for good once the attempts are used up. */
export function recordFailure(db: Db, claim: JobClaim, opts: { error: string; retryAt: number | null }): Promise<boolean> {
  const last_error = opts.error.slice(0, 500);
  if (opts.retryAt === null) return writeIfHeld(db, claim, { ...leaseEnded, status: 'failed', last_error, finished_at: Date.now() });
  return writeIfHeld(db, claim, { ...leaseEnded, status: 'queued', last_error, run_after: opts.retryAt, progress: null, progress_note: null });
}

export function recordCancelled(db: Db, claim: JobClaim): Promise<boolean> {
  return writeIfHeld(db, claim, { ...leaseEnded, status: 'cancelled', last_error: JOB_MSG.cancelled, finished_at: Date.now() });
}

/**
 * Gives the job back without counting the attempt (the server is stopping, the job did not fail):
 * any worker claims it again at once.
 */
export async function releaseClaim(db: Db, claim: JobClaim): Promise<boolean> {
  const res = await db
    .updateTable('jobs')
    .set((eb) => ({ ...leaseEnded, status: 'queued', attempts: eb('attempts', '-', 1), run_after: Date.now(), progress: null, progress_note: null, updated_at: Date.now() }))
    .where('id', '=', claim.id)
    .where('lease_owner', '=', claim.owner)
    .where('attempts', '=', claim.attempt)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
