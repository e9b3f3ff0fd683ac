import type { Db } from '../../db/connect';
import { getJobByDedupeKey, jobFromRow } from './job-row';
import type { Job } from './job-types';

export interface NewJob {
  kind: string;
  /** JSON-serialisable; the kind's handler reads it */
  payload: unknown;
  /** a job with this key exists already: that job is returned and nothing is added */
  dedupeKey?: string;
  /** not run before this time (ms since the epoch); default now */
  runAfter?: number;
  /** claims before the job is failed for good; default 5 */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

/**
 * Adds a job inside the caller's transaction, so the job exists exactly when what caused it
 * committed (a rolled-back request leaves no job, a committed one always has its job).
 * `created` is false when a job with the same dedupe key was there already (in any state).
 */
export async function enqueueJob(trx: Db, job: NewJob): Promise<{ job: Job; created: boolean }> {
  if (!/^[a-z][a-z0-9._-]{0,63}$/.test(job.kind)) throw new Error(`enqueueJob: bad kind ${JSON.stringify(job.kind)}`);
  const maxAttempts = job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isSafeInteger(maxAttempts) || maxAttempts < 1) throw new Error('enqueueJob: maxAttempts must be a positive integer');
  if (job.dedupeKey !== undefined && (job.dedupeKey.length === 0 || job.dedupeKey.length > 200)) {
    throw new Error('enqueueJob: dedupeKey must be 1–200 characters');
  }
  const payload = JSON.stringify(job.payload ?? null);
  const now = Date.now();
  const inserted = await trx
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload,
      status: 'queued',
      attempts: 0,
      max_attempts: maxAttempts,
      run_after: job.runAfter ?? now,
      dedupe_key: job.dedupeKey ?? null,
      created_at: now,
      updated_at: now,
    })
    // A concurrent enqueue of the same key waits for the other transaction (PostgreSQL's unique
    // index) or for the one writer (SQLite), then finds its row below.
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { job: jobFromRow(inserted), created: true };
  const existing = job.dedupeKey === undefined ? undefined : await getJobByDedupeKey(trx, job.dedupeKey);
  if (!existing) throw new Error('enqueueJob: insert returned no row');
  return { job: existing, created: false };
}
