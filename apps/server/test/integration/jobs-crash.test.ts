import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enqueueJob } from '../../src/services/jobs/enqueue-job';
import { getJob } from '../../src/services/jobs/job-row';
import { testWorker, waitFor } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A worker process killed with SIGKILL while its job runs: nothing releases the job, so it stays
 * `running` under the dead process's lease until that runs out, and then another worker runs it.
 */
const child = fileURLToPath(new URL('../helpers/jobs-crash-child.ts', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { run: false } });
});
afterAll(async () => t?.close());

/** Starts the child and resolves once it printed `started <id>`; rejects if it exits first. */
function startChild(jobId: number): Promise<{ kill(): Promise<void> }> {
  const p = spawn(process.execPath, ['--import', 'tsx', child], {
    env: { ...process.env, DATA_DIR: t.dataDir, PG_SCHEMA: t.pgSchema ?? '', LEASE_MS: '400' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => p.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes(`started ${jobId}\n`)) resolve({ kill: () => (p.kill('SIGKILL'), exited) });
    });
    p.on('exit', (code) => reject(new Error(`the worker process exited (${code}) before the job started: ${err}`)));
  });
}

it('a job whose worker process was SIGKILLed runs again on another worker once its lease ran out', async () => {
  const { job } = await enqueueJob(t.db, { kind: 'test.crash', payload: { file: 1 } });
  const server = await startChild(job.id);
  await server.kill();
  const orphan = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
  expect(orphan).toMatchObject({ status: 'running', attempts: 1 });
  expect(orphan.lease_owner).toMatch(/#[0-9a-f]{8}$/);
  const worker = testWorker({ db: t.db, handlers: { 'test.crash': async (j) => ({ again: j.payload }) } });
  try {
    const done = await waitFor(async () => {
      const j = await getJob(t.db, job.id);
      return j?.status === 'succeeded' ? j : undefined;
    }, 10_000, 'the orphaned job ran again');
    expect(done).toMatchObject({ attempts: 2, result: { again: { file: 1 } } });
    // not before the dead process's lease ended
    expect(done.updatedAt).toBeGreaterThanOrEqual(Number(orphan.lease_expires_at));
  } finally {
    await worker.stop();
  }
});
