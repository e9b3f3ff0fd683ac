/**
 * The worker process of the job crash test (jobs-crash.test.ts): the server's job worker on DATA_DIR's
 * database (or, with DATABASE_URL, the schema PG_SCHEMA) with one kind, `test.crash`, whose handler
 * prints `started <id>` and then waits until it is aborted. The test kills the process with SIGKILL
 * while the job runs. Only the worker, not the whole app: importing the app under tsx takes seconds.
 * Run with `node --import tsx`. Env: DATA_DIR, DATABASE_URL?, PG_SCHEMA?, LEASE_MS.
 */
import fs from 'node:fs';
import { connectDatabase } from '../../src/db/connect';
import { startJobWorker } from '../../src/services/jobs/job-worker';
import { quietLog } from './jobs';

const { db } = connectDatabase({
  dataDir: process.env.DATA_DIR ?? '',
  databaseUrl: process.env.DATABASE_URL,
  ...(process.env.PG_SCHEMA ? { pgSchema: process.env.PG_SCHEMA } : {}),
});
startJobWorker({
  db,
  owner: `crash-child:${process.pid}`,
  concurrency: 1,
  pollMs: 20,
  leaseMs: Number(process.env.LEASE_MS ?? 400),
  logger: quietLog,
  handlers: {
    'test.crash': (job, ctx) => {
      // writeSync: the line is in the pipe before the test can act on it
      fs.writeSync(1, `started ${job.id}\n`);
      return new Promise((_resolve, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason as Error)));
    },
  },
});
// the worker's timers are unref'd (they never keep a server alive); this one keeps the child alive
setInterval(() => undefined, 60_000);
