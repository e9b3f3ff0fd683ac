import type { Db } from '../../db/connect';
import { JOB_MSG } from '@evidence/shared/constants';
import { getJob } from './job-row';
import type { Job } from './job-types';

export type CancelOutcome =
  /** it was queued and will never run */
  | 'cancelled'
  /** it is running: its worker aborts the handler's signal at its next poll */
  | 'signalled'
  /** it had already finished (succeeded, failed or cancelled); nothing changed */
  | 'finished';

/**
 * Cancels a job: a queued one at once; a running one is asked to stop (the handler sees its signal
 * aborted and the job ends `cancelled`, unless the handler completes first, in which case its result
 * stands). Undefined for an unknown id. Callers check who may cancel what.
 */
export async function cancelJob(db: Db, id: number): Promise<{ outcome: CancelOutcome; job: Job } | undefined> {
  const now = Date.now();
  const queued = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', last_error: JOB_MSG.cancelled, cancel_requested_at: now, finished_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  let outcome: CancelOutcome = 'finished';
  if (Number(queued.numUpdatedRows) === 1) outcome = 'cancelled';
  else {
    const running = await db
      .updateTable('jobs')
      .set((eb) => ({ cancel_requested_at: eb.fn.coalesce('cancel_requested_at', eb.val(now)), updated_at: now }))
      .where('id', '=', id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (Number(running.numUpdatedRows) === 1) outcome = 'signalled';
  }
  const job = await getJob(db, id);
  return job ? { outcome, job } : undefined;
}
