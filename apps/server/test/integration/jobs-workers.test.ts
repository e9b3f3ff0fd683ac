import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MSG } from '@evidence/shared/constants';
import { cancelJob } from '../../src/services/jobs/cancel-job';
import { enqueueJob } from '../../src/services/jobs/enqueue-job';
import { claimJobs } from '../../src/services/jobs/job-leases';
import { getJob } from '../../src/services/jobs/job-row';
import type { JobHandlers } from '../../src/services/jobs/job-types';
import { secondConnection, testWorker, waitFor } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Workers side by side, crashed nodes and stops (services/jobs, docs/jobs.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { run: false } });
});
afterAll(async () => t?.close());

const statusOf = async (id: number) => (await getJob(t.db, id))?.status;

describe('leases', () => {
  it('runs again a job whose worker died (its lease ran out), and ends one out of attempts', async () => {
    const { job } = await enqueueJob(t.db, { kind: 'test.orphan', payload: null });
    const { job: last } = await enqueueJob(t.db, { kind: 'test.orphan', payload: null, maxAttempts: 1 });
    const { job: unwanted } = await enqueueJob(t.db, { kind: 'test.orphan', payload: null });
    // a node claims them and is killed before it runs them (SIGKILL: no release, no renewal)
    const claimed = await claimJobs(t.db, { owner: 'killed-node', kinds: ['test.orphan'], limit: 3, leaseMs: 150, now: Date.now() });
    expect(claimed.map((j) => j.id).sort()).toEqual([job.id, last.id, unwanted.id].sort());
    // cancelled while its node is gone: it ends cancelled once the lease ran out, and never runs
    expect((await cancelJob(t.db, unwanted.id))?.outcome).toBe('signalled');
    const ranAt: number[] = [];
    const worker = testWorker({ db: t.db, handlers: { 'test.orphan': async () => void ranAt.push(Date.now()) } });
    try {
      // the sweep that ends the other two runs at most every half lease, apart from the claim that takes the
      // first one again: the first may succeed before that sweep, so wait for all three to settle
      await waitFor(async () => (await statusOf(job.id)) === 'succeeded' && (await statusOf(last.id)) === 'failed' && (await statusOf(unwanted.id)) === 'cancelled');
      expect(await getJob(t.db, job.id)).toMatchObject({ attempts: 2 });
      expect(ranAt).toHaveLength(1);
      expect(await getJob(t.db, last.id)).toMatchObject({ status: 'failed', attempts: 1, lastError: JOB_MSG.interruptedTooOften });
      expect(await getJob(t.db, unwanted.id)).toMatchObject({ status: 'cancelled', attempts: 1, lastError: JOB_MSG.cancelled });
    } finally {
      await worker.stop();
    }
  });

  it('renews the lease of a handler that runs longer than the lease', async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      'test.long': async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 400)); // more than two leases of 150 ms
        return calls;
      },
    };
    const { job } = await enqueueJob(t.db, { kind: 'test.long', payload: null });
    const a = testWorker({ db: t.db, handlers, leaseMs: 150 });
    const b = testWorker({ db: t.db, handlers, leaseMs: 150, owner: 'other' });
    try {
      await waitFor(async () => (await statusOf(job.id)) === 'succeeded', 5_000);
      expect(calls).toBe(1);
      expect(await getJob(t.db, job.id)).toMatchObject({ attempts: 1, result: 1 });
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});

describe('two workers on one database', () => {
  it('run each of 60 jobs exactly once, also on separate connections', async () => {
    const other = secondConnection(t);
    const calls = new Map<number, number>();
    const byWorker = { a: 0, b: 0 };
    const handlersFor = (name: 'a' | 'b'): JobHandlers => ({
      'test.many': async (job) => {
        calls.set(job.id, (calls.get(job.id) ?? 0) + 1);
        byWorker[name] += 1;
        await new Promise((r) => setTimeout(r, 5 + (job.id % 5)));
        return name;
      },
    });
    const ids: number[] = [];
    for (let i = 0; i < 60; i += 1) ids.push((await enqueueJob(t.db, { kind: 'test.many', payload: { i } })).job.id);
    const a = testWorker({ db: t.db, handlers: handlersFor('a'), owner: 'a', concurrency: 3, pollMs: 5 });
    const b = testWorker({ db: other.db, handlers: handlersFor('b'), owner: 'b', concurrency: 3, pollMs: 5 });
    try {
      await waitFor(async () => {
        const left = await t.db.selectFrom('jobs').select('id').where('kind', '=', 'test.many').where('status', '!=', 'succeeded').limit(1).execute();
        return left.length === 0;
      }, 20_000, 'all 60 jobs succeeded');
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await other.close();
    }
    expect(ids.every((id) => calls.get(id) === 1)).toBe(true);
    expect(calls.size).toBe(60);
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
    const rows = await t.db.selectFrom('jobs').select(['attempts', 'result']).where('kind', '=', 'test.many').execute();
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    expect(rows.filter((r) => r.result === '"a"').length).toBe(byWorker.a);
  });
});

describe('stop()', () => {
  it('lets a running job finish within the timeout', async () => {
    const { job } = await enqueueJob(t.db, { kind: 'test.finish', payload: null });
    const worker = testWorker({ db: t.db, handlers: { 'test.finish': async () => new Promise((r) => setTimeout(() => r('done'), 150)) } });
    await waitFor(async () => (await statusOf(job.id)) === 'running');
    await worker.stop();
    expect(await getJob(t.db, job.id)).toMatchObject({ status: 'succeeded', result: 'done', attempts: 1 });
  });

  it('aborts and releases a job that outlasts the timeout, without counting the attempt; another worker runs it', async () => {
    let aborted = false;
    const { job } = await enqueueJob(t.db, { kind: 'test.slow', payload: null });
    const first = testWorker({
      db: t.db,
      stopTimeoutMs: 50,
      handlers: {
        'test.slow': (_job, ctx) =>
          new Promise((_resolve, reject) => {
            ctx.signal.addEventListener('abort', () => {
              aborted = true;
              reject(ctx.signal.reason as Error);
            });
          }),
      },
    });
    await waitFor(async () => (await statusOf(job.id)) === 'running');
    await first.stop();
    expect(aborted).toBe(true);
    const released = await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(released).toMatchObject({ status: 'queued', attempts: 0, lease_owner: null, lease_expires_at: null, last_error: null });
    const second = testWorker({ db: t.db, handlers: { 'test.slow': async () => 'second' } });
    try {
      await waitFor(async () => (await statusOf(job.id)) === 'succeeded');
      expect(await getJob(t.db, job.id)).toMatchObject({ attempts: 1, result: 'second' });
    } finally {
      await second.stop();
    }
  });
});

describe('the server’s worker', () => {
  it('runs the registered kinds, and a job interrupted by a shutdown runs again after the restart', async () => {
    let runs = 0;
    const handlers: JobHandlers = {
      'test.server': async (job, ctx) => {
        runs += 1;
        if ((job.payload as { wait: boolean }).wait && runs === 1) {
          await new Promise((_r, reject) => ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason as Error)));
        }
        return runs;
      },
    };
    const s = await createTestApp({ JOBS_POLL_MS: '50' }, { jobs: { handlers, leaseMs: 300, stopTimeoutMs: 50 } });
    let restarted: TestApp | undefined;
    try {
      const { job } = await enqueueJob(s.db, { kind: 'test.server', payload: { wait: true } });
      await waitFor(async () => (await getJob(s.db, job.id))?.status === 'running');
      restarted = await s.restart(); // app.close(): the worker stops, the job is released
      await waitFor(async () => (await getJob(restarted!.db, job.id))?.status === 'succeeded');
      expect(await getJob(restarted.db, job.id)).toMatchObject({ attempts: 1, result: 2 });
      const { job: next } = await enqueueJob(restarted.db, { kind: 'test.server', payload: { wait: false } });
      await waitFor(async () => (await getJob(restarted!.db, next.id))?.status === 'succeeded');
    } finally {
      await (restarted ?? s).close();
    }
  });
});
