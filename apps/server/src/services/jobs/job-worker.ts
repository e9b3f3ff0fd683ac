import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Db } from '../../db/connect';
import type { RetryPolicy } from './job-error';
import { cancelRequestsAmong, claimJobs, renewLeases, settleAbandonedJobs } from './job-leases';
import { releaseClaim } from './job-outcome';
import type { Job, JobHandlers } from './job-types';
import { RunningJob, runJob, type JobLogger } from './run-job';

export interface JobWorkerOptions {
  db: Db;
  /** names this worker in lease_owner (host and pid); a random suffix makes every start distinct */
  owner: string;
  handlers: JobHandlers;
  /** jobs run at once by this worker; 0 runs none */
  concurrency: number;
  /** how often due jobs are looked for (also right after a job ends) */
  pollMs: number;
  /** how long a claim holds without renewal; renewed every third of it while the handler runs */
  leaseMs?: number;
  retry?: Partial<RetryPolicy>;
  /** how long stop() lets running jobs finish before it aborts and releases them */
  stopTimeoutMs?: number;
  logger: JobLogger;
  /**
   * Runs before a job ends for good without success (out of attempts, or cancelled): the job's unfinished
   * evidence goes (app.ts: abandonJobEvidence, decision 801). Throwing keeps the job from ending this time.
   */
  beforeEnd?: (job: Job, end: JobEnd) => Promise<void>;
  /** Runs after the lease sweep of THIS worker ended a job (once per job, whichever worker wins): the subject is set back. */
  afterSwept?: (job: Job) => Promise<void>;
}

/** How a job ends for good: its last attempt's handler threw (or it was cancelled while running), or the lease sweep ended it. */
export type JobEnd = 'final' | 'swept';

export interface JobWorker {
  /** lease_owner of this worker's claims */
  readonly owner: string;
  /** looks for due jobs now (after an enqueue that should not wait for the next poll) */
  poke(): void;
  /** stops claiming, lets running jobs finish up to stopTimeoutMs, then aborts and releases the rest */
  stop(): Promise<void>;
}

export const JOB_DEFAULTS = { leaseMs: 60_000, retryBaseMs: 10_000, retryMaxMs: 10 * 60_000, stopTimeoutMs: 5_000 } as const;
/** after stop() aborted them, how long handlers get to throw before their jobs are released anyway */
const ABORT_GRACE_MS = 1_000;

export function startJobWorker(opts: JobWorkerOptions): JobWorker {
  const { db, handlers, concurrency, logger: log } = opts;
  const owner = `${opts.owner}#${randomBytes(4).toString('hex')}`;
  const leaseMs = opts.leaseMs ?? JOB_DEFAULTS.leaseMs;
  const retry: RetryPolicy = { retryBaseMs: opts.retry?.retryBaseMs ?? JOB_DEFAULTS.retryBaseMs, retryMaxMs: opts.retry?.retryMaxMs ?? JOB_DEFAULTS.retryMaxMs };
  const kinds = Object.keys(handlers);
  if (kinds.length === 0 || concurrency <= 0) return { owner, poke: () => undefined, stop: async () => undefined };

  const running = new Map<number, RunningJob>();
  let stopping = false;
  let polling: Promise<void> | null = null;
  let pollAgain = false;
  let lastSettledAt = 0;

  const poll = (): void => {
    if (stopping) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = claimAndStart()
      .catch((err: unknown) => log.error({ err }, 'job poll failed'))
      .finally(() => {
        polling = null;
        if (pollAgain) {
          pollAgain = false;
          poll();
        }
      });
  };

  const claimAndStart = async (): Promise<void> => {
    const now = Date.now();
    // abandoned jobs wait a lease for their owner anyway: looking for them every half lease is enough
    if (now - lastSettledAt >= leaseMs / 2) {
      lastSettledAt = now;
      const settled = await settleAbandonedJobs(db, now, opts.beforeEnd && ((job) => opts.beforeEnd!(job, 'swept')), opts.afterSwept);
      if (settled.cancelled + settled.failed > 0) log.warn(settled, 'ended jobs whose worker went away');
    }
    // a cancel reaches a handler within a poll, not only at the next lease renewal
    for (const id of await cancelRequestsAmong(db, [...running.keys()])) running.get(id)?.abort('cancelled');
    const free = concurrency - running.size;
    if (free <= 0) return;
    for (const job of await claimJobs(db, { owner, kinds, limit: free, leaseMs, now })) {
      const entry = new RunningJob(job, owner);
      running.set(job.id, entry);
      entry.done = runJob(entry, handlers[job.kind]!, { db, log, retry, ...(opts.beforeEnd ? { beforeEnd: (job: Job) => opts.beforeEnd!(job, 'final') } : {}) }).finally(() => {
        running.delete(job.id);
        poll();
      });
    }
  };

  let renewing = false;
  const renew = async (): Promise<void> => {
    if (renewing || running.size === 0) return;
    renewing = true;
    try {
      const held = await renewLeases(db, { owner, ids: [...running.keys()], leaseMs, now: Date.now() });
      for (const [id, entry] of running) {
        const state = held.get(id);
        if (!state) entry.abort('lease-lost');
        else if (state.cancelRequested) entry.abort('cancelled');
      }
    } catch (err) {
      // the lease may run out; the job's own writes are fenced, so the worst case is a second run
      log.error({ err }, 'job lease renewal failed');
    } finally {
      renewing = false;
    }
  };

  const pollTimer = setInterval(poll, opts.pollMs);
  const renewTimer = setInterval(() => void renew(), Math.max(10, Math.floor(leaseMs / 3)));
  pollTimer.unref();
  renewTimer.unref();
  poll();

  const allDone = () => Promise.allSettled([...running.values()].map((e) => e.done)).then(() => true);
  return {
    owner,
    poke: poll,
    async stop() {
      if (stopping) return;
      stopping = true;
      clearInterval(pollTimer);
      await polling;
      const timeout = opts.stopTimeoutMs ?? JOB_DEFAULTS.stopTimeoutMs;
      if (!(await Promise.race([allDone(), delay(timeout, false, { ref: false })]))) {
        for (const entry of running.values()) entry.abort('stopping');
        await Promise.race([allDone(), delay(ABORT_GRACE_MS, false, { ref: false })]);
        // handlers that ignore their signal: give their jobs back anyway (the process is about to exit)
        for (const entry of running.values()) {
          await releaseClaim(db, entry.claim).catch((err: unknown) => log.error({ err, jobId: entry.job.id }, 'could not release a job'));
          log.warn({ jobId: entry.job.id, kind: entry.job.kind }, 'job released while its handler still ran');
        }
      }
      clearInterval(renewTimer);
    },
  };
}
