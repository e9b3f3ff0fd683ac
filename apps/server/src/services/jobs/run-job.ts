import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { lastErrorOf, retryDelay, type RetryPolicy } from './job-error';
import { recordCancelled, recordFailure, recordProgress, recordSuccess, releaseClaim, type JobClaim } from './job-outcome';
import { crashPoint } from './crash-point';
import type { Job, JobHandler } from './job-types';

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Why a worker aborted a handler's signal. */
export type AbortCause = 'cancelled' | 'lease-lost' | 'stopping';

/** A job this worker is running: its claim, its signal, and why it was aborted, if it was. */
export class RunningJob {
  readonly claim: JobClaim;
  readonly controller = new AbortController();
  cause: AbortCause | undefined;
  done: Promise<void> = Promise.resolve();

  constructor(
    readonly job: Job,
    owner: string,
  ) {
    this.claim = { id: job.id, owner, attempt: job.attempts };
  }

  abort(cause: AbortCause): void {
    if (this.cause) return;
    this.cause = cause;
    const reason = new Error(`job ${this.job.id} ${cause}`);
    reason.name = 'AbortError';
    this.controller.abort(reason);
  }
}

/**
 * Runs the handler and records what came of it, each write fenced by the claim (a worker that lost
 * its lease records nothing). A result returned after a cancel or during a stop still counts: the
 * work was done. A throw counts as a failed attempt unless the worker aborted the handler.
 */
/** What runJob needs; `beforeEnd` runs before a job is recorded failed for good or cancelled (job-worker.ts). */
export interface RunDeps {
  db: Db;
  log: JobLogger;
  retry: RetryPolicy;
  beforeEnd?: (job: Job) => Promise<void>;
}

export async function runJob(running: RunningJob, handler: JobHandler, deps: RunDeps): Promise<void> {
  const { db, log } = deps;
  const { job, claim } = running;
  const ctx = {
    db,
    signal: running.controller.signal,
    async reportProgress(percent: number, note?: string) {
      try {
        if (!(await recordProgress(db, claim, percent, note))) running.abort('lease-lost');
      } catch (err) {
        // progress is for people watching; a failed write of it must not fail the work
        log.warn({ err, jobId: job.id }, 'could not record job progress');
      }
    },
  };
  try {
    const result = await handler(job, ctx);
    // a test's kill after the handler's work, before its result is written (docs/jobs.md, crash-point.ts)
    crashPoint(`${job.kind}.result`);
    if (!(await recordSuccess(db, claim, result))) log.warn({ jobId: job.id, kind: job.kind }, 'job finished after its lease was lost: result not recorded');
    return;
  } catch (err) {
    try {
      await recordThrow(running, err, deps);
    } catch (writeErr) {
      // the lease runs out and the job is claimed again: nothing is lost
      log.error({ err: writeErr, jobId: job.id }, 'could not record a job failure');
    }
  }
}

async function recordThrow(running: RunningJob, err: unknown, deps: RunDeps): Promise<void> {
  const { db, log, retry } = deps;
  const { job, claim } = running;
  const where = { jobId: job.id, kind: job.kind, attempt: claim.attempt };
  if (running.cause === 'lease-lost') return log.warn(where, 'job aborted: its lease was lost to another worker');
  if (running.cause === 'cancelled') {
    // a throw here leaves the claim to run out: the lease sweep ends the job after the hook succeeds
    await deps.beforeEnd?.(job);
    await recordCancelled(db, claim);
    return log.info(where, 'job cancelled');
  }
  if (running.cause === 'stopping') {
    await releaseClaim(db, claim);
    return log.info(where, 'job released: the worker is stopping');
  }
  const final = claim.attempt >= job.maxAttempts;
  const retryAt = final ? null : Date.now() + retryDelay(claim.attempt, retry);
  if (final) await deps.beforeEnd?.(job);
  await recordFailure(db, claim, { error: lastErrorOf(err), retryAt });
  log.error({ ...where, err, retryAt }, final ? 'job failed for good' : 'job attempt failed; it will be retried');
}
