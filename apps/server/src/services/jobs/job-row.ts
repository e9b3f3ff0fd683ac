import type { Db } from '../../db/connect';
import type { JobRow } from '../../db/schema';
import type { Job } from './job-types';

/** The row as services read it (bigint columns may arrive as strings from other drivers: Number()). */
export function jobFromRow(row: JobRow): Job {
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: JSON.parse(row.payload) as unknown,
    status: row.status,
    progress: row.progress === null ? null : Number(row.progress),
    progressNote: row.progress_note,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    runAfter: Number(row.run_after),
    lastError: row.last_error,
    result: row.result === null ? null : (JSON.parse(row.result) as unknown),
    dedupeKey: row.dedupe_key,
    cancelRequested: row.cancel_requested_at !== null,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  };
}

/** One job by id, or undefined. */
export async function getJob(db: Db, id: number): Promise<Job | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? jobFromRow(row) : undefined;
}

/** The job enqueued with this dedupe key, or undefined. */
export async function getJobByDedupeKey(db: Db, dedupeKey: string): Promise<Job | undefined> {
  const row = await db.selectFrom('jobs').selectAll().where('dedupe_key', '=', dedupeKey).executeTakeFirst();
  return row ? jobFromRow(row) : undefined;
}
