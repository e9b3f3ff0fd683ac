import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MSG } from '@evidence/shared/constants';
import { refuse } from '../../src/errors';
import { cancelJob } from '../../src/services/jobs/cancel-job';
import { enqueueJob } from '../../src/services/jobs/enqueue-job';
import { getJob } from '../../src/services/jobs/job-row';
import type { JobHandlers } from '../../src/services/jobs/job-types';
import { gate, testWorker, waitFor } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The job queue's own rules (services/jobs, docs/jobs.md), with workers the tests start themselves. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: { run: false } });
});
afterAll(async () => t?.close());

const countOf = async (kind: string) => Number((await t.db.selectFrom('jobs').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', kind).executeTakeFirstOrThrow()).n);
const finished = (id: number) => waitFor(async () => {
  const job = await getJob(t.db, id);
  return job && ['succeeded', 'failed', 'cancelled'].includes(job.status) ? job : undefined;
}, 5_000, `job ${id} finished`);

describe('enqueueJob', () => {
  it('adds nothing when the caller’s transaction rolls back, and the job when it commits', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, { kind: 'test.rollback', payload: { n: 1 } });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(await countOf('test.rollback')).toBe(0);
    const { job, created } = await t.db.transaction().execute((trx) => enqueueJob(trx, { kind: 'test.rollback', payload: { n: 2 } }));
    expect(created).toBe(true);
    expect(job).toMatchObject({ status: 'queued', payload: { n: 2 }, attempts: 0, maxAttempts: 5, progress: null, result: null });
    expect(await countOf('test.rollback')).toBe(1);
  });

  it('returns the existing job for a dedupe key, also when two transactions race', async () => {
    const first = await enqueueJob(t.db, { kind: 'test.dedupe', payload: { v: 1 }, dedupeKey: 'same' });
    const again = await enqueueJob(t.db, { kind: 'test.dedupe', payload: { v: 2 }, dedupeKey: 'same' });
    expect(again).toMatchObject({ created: false, job: { id: first.job.id, payload: { v: 1 } } });
    const racing = await Promise.all([1, 2, 3, 4].map((v) => t.db.transaction().execute((trx) => enqueueJob(trx, { kind: 'test.dedupe', payload: { v }, dedupeKey: 'raced' }))));
    expect(new Set(racing.map((r) => r.job.id)).size).toBe(1);
    expect(racing.filter((r) => r.created)).toHaveLength(1);
    // jobs without a key are never merged
    await enqueueJob(t.db, { kind: 'test.dedupe', payload: null });
    await enqueueJob(t.db, { kind: 'test.dedupe', payload: null });
    expect(await countOf('test.dedupe')).toBe(4);
  });

  it('refuses a malformed kind or attempt count', async () => {
    await expect(enqueueJob(t.db, { kind: 'Bad Kind', payload: null })).rejects.toThrow(/bad kind/);
    await expect(enqueueJob(t.db, { kind: 'test.x', payload: null, maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });
});

describe('a worker', () => {
  it('runs a job, records its progress while it runs and its result', async () => {
    const hold = gate();
    const handlers: JobHandlers = {
      'test.progress': async (job, ctx) => {
        await ctx.reportProgress(39.6, '正在核对原件');
        await hold.promise;
        return { checked: (job.payload as { files: number }).files };
      },
    };
    const { job } = await enqueueJob(t.db, { kind: 'test.progress', payload: { files: 3 } });
    const worker = testWorker({ db: t.db, handlers });
    try {
      const running = await waitFor(async () => ((await getJob(t.db, job.id))?.progress === 40 ? getJob(t.db, job.id) : undefined));
      expect(running).toMatchObject({ status: 'running', progressNote: '正在核对原件', attempts: 1 });
      hold.open();
      const done = await finished(job.id);
      expect(done).toMatchObject({ status: 'succeeded', result: { checked: 3 }, progress: 100, attempts: 1, lastError: null });
      expect(done.finishedAt).toBeGreaterThanOrEqual(done.createdAt);
      const row = await t.db.selectFrom('jobs').select(['lease_owner', 'lease_expires_at']).where('id', '=', job.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ lease_owner: null, lease_expires_at: null });
    } finally {
      await worker.stop();
    }
  });

  it('retries with growing, capped waits, keeps an AppError’s Chinese message and fails after max attempts', async () => {
    const calls: number[] = [];
    const dueAt: number[] = [];
    const handlers: JobHandlers = {
      'test.refused': async (job) => {
        calls.push(Date.now());
        dueAt.push(job.runAfter);
        throw refuse('原件已被删除，无法核验');
      },
    };
    const { job } = await enqueueJob(t.db, { kind: 'test.refused', payload: null, maxAttempts: 4 });
    const worker = testWorker({ db: t.db, handlers });
    try {
      const done = await finished(job.id);
      expect(done).toMatchObject({ status: 'failed', attempts: 4, lastError: '原件已被删除，无法核验', result: null });
      expect(calls).toHaveLength(4);
      // waited 40 ms, 80 ms, then the 80 ms cap (never 160): each run came no earlier than its due
      // time, which was set that long after the failed run (a few ms of recording on top)
      const waits = dueAt.slice(1).map((due, i) => due - calls[i]!);
      expect(calls.slice(1).every((at, i) => at >= dueAt[i + 1]!)).toBe(true);
      expect(waits[0]).toBeGreaterThanOrEqual(40);
      expect(waits[1]).toBeGreaterThanOrEqual(80);
      expect(waits[2]).toBeGreaterThanOrEqual(80);
      expect(waits[2]).toBeLessThan(140);
    } finally {
      await worker.stop();
    }
  });

  it('keeps other errors’ messages out of last_error and succeeds on a later attempt', async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      'test.flaky': async () => {
        calls += 1;
        if (calls === 1) throw new Error('connect ECONNREFUSED postgres://app:s3cret@10.0.0.5/evidence');
        return 'ok';
      },
    };
    const { job } = await enqueueJob(t.db, { kind: 'test.flaky', payload: null });
    const worker = testWorker({ db: t.db, handlers });
    try {
      const retried = await waitFor(async () => ((await getJob(t.db, job.id))?.lastError ? getJob(t.db, job.id) : undefined));
      expect(retried?.lastError).toBe(JOB_MSG.internal);
      expect(JSON.stringify(await t.db.selectFrom('jobs').selectAll().where('id', '=', job.id).execute())).not.toContain('s3cret');
      expect(await finished(job.id)).toMatchObject({ status: 'succeeded', attempts: 2, result: 'ok' });
    } finally {
      await worker.stop();
    }
  });

  it('claims only the kinds it has a handler for', async () => {
    const { job } = await enqueueJob(t.db, { kind: 'test.unknown-here', payload: null });
    const worker = testWorker({ db: t.db, handlers: { 'test.other': async () => null } });
    await new Promise((r) => setTimeout(r, 100));
    await worker.stop();
    expect(await getJob(t.db, job.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('cancelJob', () => {
  it('cancels a queued job before it runs and signals a running one', async () => {
    let ran = 0;
    let sawAbort = false;
    const handlers: JobHandlers = {
      'test.cancel': async (_job, ctx) => {
        ran += 1;
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
        sawAbort = true;
        throw ctx.signal.reason;
      },
    };
    const queued = await enqueueJob(t.db, { kind: 'test.cancel', payload: null, runAfter: Date.now() + 60_000 });
    expect(await cancelJob(t.db, queued.job.id)).toMatchObject({ outcome: 'cancelled', job: { status: 'cancelled', lastError: JOB_MSG.cancelled } });
    const running = await enqueueJob(t.db, { kind: 'test.cancel', payload: null });
    const worker = testWorker({ db: t.db, handlers });
    try {
      await waitFor(async () => (await getJob(t.db, running.job.id))?.status === 'running');
      expect((await cancelJob(t.db, running.job.id))?.outcome).toBe('signalled');
      expect(await finished(running.job.id)).toMatchObject({ status: 'cancelled', lastError: JOB_MSG.cancelled, cancelRequested: true });
      expect(sawAbort).toBe(true);
      expect(ran).toBe(1);
      expect((await cancelJob(t.db, running.job.id))?.outcome).toBe('finished');
      expect(await cancelJob(t.db, 987_654_321)).toBeUndefined();
      expect(await getJob(t.db, queued.job.id)).toMatchObject({ status: 'cancelled', attempts: 0 });
    } finally {
      await worker.stop();
    }
  });
});
