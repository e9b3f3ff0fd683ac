import type { JobStatus } from '../../db/schema-jobs';
import type { Db } from '../../db/connect';

export type { JobStatus };

/** A job as services and pages read it: JSON columns parsed, names in camelCase. */
export interface Job {
  id: number;
  kind: string;
  payload: unknown;
  status: JobStatus;
  progress: number | null;
  progressNote: string | null;
  attempts: number;
  maxAttempts: number;
  runAfter: number;
  lastError: string | null;
  result: unknown;
  dedupeKey: string | null;
  cancelRequested: boolean;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
}

/** What a handler gets besides its job. */
export interface JobContext {
  db: Db;
  /**
   * Records how far the job is (0–100, rounded and clamped) with an optional short Chinese note a
   * page may show. Call it at meaningful steps: each call is one database write.
   */
  reportProgress(percent: number, note?: string): Promise<void>;
  /**
   * Aborted when the job is cancelled, when this worker lost its lease (another node may run the job
   * now) or when the server stops and the job did not finish in time. A handler passes it on to
   * fetch / streams and checks it between steps; throwing once it is aborted is the right answer.
   */
  signal: AbortSignal;
}

/**
 * Runs one job; its resolved value (JSON-serialisable) becomes the job's result. It may run more than
 * once for one job (a crash after the work but before the result was written, a lost lease), so it
 * must be safe to repeat. An AppError's message is kept as the job's last_error for pages to show.
 */
export type JobHandler = (job: Job, ctx: JobContext) => Promise<unknown>;

/** kind → handler. A worker claims only the kinds it has a handler for. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;
