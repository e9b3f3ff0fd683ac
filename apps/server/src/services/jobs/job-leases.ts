import { sql, type ExpressionBuilder } from 'kysely';
import { JOB_MSG } from '@evidence/shared/constants';
import { isPostgres, type Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { jobFromRow } from './job-row';
import type { Job } from './job-types';

/** Jobs a worker may start now: due queued ones and running ones whose lease ended (a crashed node). */
function claimable(eb: ExpressionBuilder<Database, 'jobs'>, kinds: readonly string[], now: number) {
  return eb.and([
    eb('kind', 'in', kinds),
    eb.or([
      eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
      eb.and([
        eb('status', '=', 'running'),
        eb('lease_expires_at', '<', now),
        eb('attempts', '<', eb.ref('max_attempts')),
        eb('cancel_requested_at', 'is', null),
      ]),
    ]),
  ]);
}

/**
 * Claims up to `limit` jobs of the given kinds for `owner` in one statement: each becomes `running`
 * with a lease until now + leaseMs and one more attempt. PostgreSQL locks the chosen rows with
 * FOR UPDATE SKIP LOCKED, so concurrent workers pick disjoint jobs without waiting on each other
 * (ARRAY(...) evaluates the choice once); SQLite has one writer, and a single UPDATE takes the write
 * lock before it reads, so its choice and its update are one step.
 */
export async function claimJobs(db: Db, opts: { owner: string; kinds: readonly string[]; limit: number; leaseMs: number; now: number }): Promise<Job[]> {
  const { owner, kinds, limit, leaseMs, now } = opts;
  if (kinds.length === 0 || limit <= 0) return [];
  let choice = db
    .selectFrom('jobs')
    .select('id')
    .where((eb) => claimable(eb, kinds, now))
    .orderBy('run_after')
    .orderBy('id')
    .limit(limit);
  const postgres = isPostgres(db);
  if (postgres) choice = choice.forUpdate().skipLocked();
  // SQLite: an UPDATE takes the one write lock even when nothing matches, and the ledger's appends
  // share it; a read first (which never blocks in WAL) keeps idle polls off the lock
  else if (!(await db.selectFrom('jobs').select('id').where((eb) => claimable(eb, kinds, now)).limit(1).executeTakeFirst())) return [];
  const rows = await db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      lease_owner: owner,
      lease_expires_at: now + leaseMs,
      attempts: eb('attempts', '+', 1),
      updated_at: now,
    }))
    .where(postgres ? sql<boolean>`id = any(array(${choice}))` : sql<boolean>`id in (${choice})`)
    .returningAll()
    .execute();
  return rows.map(jobFromRow).sort((a, b) => a.runAfter - b.runAfter || a.id - b.id);
}

/**
 * Ends running jobs whose lease ended and that must not run again: cancelled while their node was
 * gone, or out of attempts (a job that kills its node every time must not loop for ever). `beforeEnd`
 * runs first for each (the job's unfinished evidence goes, decision 801): a job it throws for stays as it
 * is and is settled at a later sweep, so a job never ends with its half-made documents left behind.
 */
export async function settleAbandonedJobs(db: Db, now: number, beforeEnd?: (job: Job) => Promise<void>, afterEnd?: (job: Job) => Promise<void>): Promise<{ cancelled: number; failed: number }> {
  const abandoned = (eb: ExpressionBuilder<Database, 'jobs'>) => eb.and([eb('status', '=', 'running'), eb('lease_expires_at', '<', now)]);
  const toCancel = (eb: ExpressionBuilder<Database, 'jobs'>) => eb.and([abandoned(eb), eb('cancel_requested_at', 'is not', null)]);
  const toFail = (eb: ExpressionBuilder<Database, 'jobs'>) => eb.and([abandoned(eb), eb('attempts', '>=', eb.ref('max_attempts'))]);
  // a read first (never blocking in WAL): most sweeps find nothing, and then write nothing
  const ending = (await db.selectFrom('jobs').selectAll().where((eb) => eb.or([toCancel(eb), toFail(eb)])).execute()).map(jobFromRow);
  if (ending.length === 0) return { cancelled: 0, failed: 0 };
  const ready: number[] = [];
  for (const job of ending) {
    try {
      if (beforeEnd) await beforeEnd(job);
      ready.push(job.id);
    } catch {
      // left running with its lease ended: the next sweep tries again (the caller's hook logs why)
    }
  }
  if (ready.length === 0) return { cancelled: 0, failed: 0 };
  const ended = { lease_owner: null, lease_expires_at: null, updated_at: now, finished_at: now };
  const cancelled = await db
    .updateTable('jobs')
    .set({ ...ended, status: 'cancelled', last_error: JOB_MSG.cancelled })
    .where('id', 'in', ready)
    .where(toCancel)
    .returning('id')
    .execute();
  const failed = await db
    .updateTable('jobs')
    .set({ ...ended, status: 'failed', last_error: JOB_MSG.interruptedTooOften })
    .where('id', 'in', ready)
    .where(toFail)
    .returning('id')
    .execute();
  // only the sweep whose update ended a job runs afterEnd (several workers sweep at once): the subject is told once
  const won = new Set([...cancelled, ...failed].map((r) => Number(r.id)));
  for (const job of ending) if (won.has(job.id)) await afterEnd?.(job);
  return { cancelled: cancelled.length, failed: failed.length };
}

/**
 * Extends the leases `owner` holds on these jobs. Returns, for each job still held, whether a cancel
 * was asked; a job missing from the answer is no longer this worker's (its lease ended and another
 * worker claimed it, or it was settled).
 */
export async function renewLeases(db: Db, opts: { owner: string; ids: readonly number[]; leaseMs: number; now: number }): Promise<Map<number, { cancelRequested: boolean }>> {
  const held = new Map<number, { cancelRequested: boolean }>();
  if (opts.ids.length === 0) return held;
  const rows = await db
    .updateTable('jobs')
    .set({ lease_expires_at: opts.now + opts.leaseMs, updated_at: opts.now })
    .where('id', 'in', opts.ids)
    .where('lease_owner', '=', opts.owner)
    .where('status', '=', 'running')
    .returning(['id', 'cancel_requested_at'])
    .execute();
  for (const r of rows) held.set(Number(r.id), { cancelRequested: r.cancel_requested_at !== null });
  return held;
}

/** Which of these jobs someone asked to cancel (a read: it takes no lock in either database). */
export async function cancelRequestsAmong(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('jobs').select('id').where('id', 'in', ids).where('cancel_requested_at', 'is not', null).execute();
  return rows.map((r) => Number(r.id));
}
