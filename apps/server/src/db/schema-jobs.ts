import type { Generated } from 'kysely';

/** Where a job is in its life (docs/jobs.md). `succeeded`, `failed` and `cancelled` are final. */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** The one job queue (migration 0021, services/jobs). Times are milliseconds since the epoch. */
export interface JobsTable {
  id: Generated<number>;
  /** which handler runs it (services/jobs/handlers.ts) */
  kind: string;
  /** JSON text, read by the kind's handler */
  payload: string;
  status: JobStatus;
  /** 0–100 as the handler reports it; null for a handler that reports none */
  progress: number | null;
  /** a short Chinese line a page may show next to the progress */
  progress_note: string | null;
  /** claims so far (a claim counts before the handler runs, so a crash counts too) */
  attempts: number;
  max_attempts: number;
  /** not claimed before this time (the first run, or the back-off after a failure) */
  run_after: number;
  /** the worker holding it while `running`; its lease ends at `lease_expires_at` unless renewed */
  lease_owner: string | null;
  lease_expires_at: number | null;
  /** why the last attempt failed: an AppError's Chinese message or a generic line, never a secret */
  last_error: string | null;
  /** JSON text of the handler's result once succeeded */
  result: string | null;
  /** enqueueing a key that exists returns that job instead of a new one */
  dedupe_key: string | null;
  /** set by cancelJob on a running job: its worker aborts the handler at its next poll */
  cancel_requested_at: number | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}
