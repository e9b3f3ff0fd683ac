import pino from 'pino';
import { connectDatabase, type DbHandle } from '../../src/db/connect';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from '../../src/services/jobs/job-worker';
import type { TestApp } from './test-app';

/** A logger that keeps nothing (the worker logs every failed attempt on purpose). */
export const quietLog = pino({ level: 'silent' });

/** Polls `check` every 10 ms until it returns a truthy value; fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 5_000, what = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`waitFor: ${what} not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A worker with test-sized timings (poll 20 ms, lease 300 ms, back-off 40–80 ms). */
export function testWorker(opts: Pick<JobWorkerOptions, 'db' | 'handlers'> & Partial<JobWorkerOptions>): JobWorker {
  return startJobWorker({
    owner: 'test',
    concurrency: 1,
    pollMs: 20,
    leaseMs: 300,
    retry: { retryBaseMs: 40, retryMaxMs: 80 },
    stopTimeoutMs: 2_000,
    logger: quietLog,
    ...opts,
  });
}

/**
 * A second connection to the test app's database (its own SQLite connection to the same file, or its
 * own PostgreSQL pool on the same schema), as another server process would have.
 */
export function secondConnection(t: TestApp): DbHandle {
  return connectDatabase({ dataDir: t.dataDir, databaseUrl: process.env.DATABASE_URL, ...(t.pgSchema ? { pgSchema: t.pgSchema } : {}) });
}

/** A promise with its resolve, for handlers a test holds open. */
export function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((r) => (open = r));
  return { promise, open };
}
