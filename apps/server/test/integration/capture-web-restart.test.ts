import { afterAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../helpers/api';
import { startCaptureSite, type CaptureSite } from '../helpers/capture-site';
import { waitFor } from '../helpers/jobs';
import { createTestApp, openTestApp, type TestApp } from '../helpers/test-app';
import { tenants } from '../helpers/tenants';

/**
 * The queue survives a restart: a capture accepted by a server that runs no jobs and is then stopped is captured
 * by the next server on the same data directory and database.
 */
let site: CaptureSite | undefined;
let later: TestApp | undefined;
afterAll(async () => {
  await later?.close();
  await site?.close();
});

describe('a web capture across a restart', () => {
  it('stays queued while the server is down and is captured after it starts again', async () => {
    site = await startCaptureSite();
    const env = { LEDGER_BATCH_DELAY_MS: '2', CAPTURE_TEST_ALLOW_HOSTS: site.allowHosts, JOBS_POLL_MS: '50' };
    const first = await createTestApp(env, { jobs: { run: false } });
    const who = await tenants(first);
    const r = await call(first.app, 'POST', '/api/Processforensics/addWebProcess', { token: who.individual.token, role: '1', form: { url: `${site.httpsUrl}/`, title: '重启前提交的取证' }, ip: freshIp() });
    expect(r.body.code, r.body.msg).toBe(200);
    const id = r.body.data.id as number;
    expect((await first.db.selectFrom('captures').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('queued');
    await first.app.close();
    later = await openTestApp(first.dataDir, first.pgSchema, env);
    const done = await waitFor(async () => {
      const c = await later!.db.selectFrom('captures').select(['status', 'evidence_id', 'fail_reason']).where('id', '=', id).executeTakeFirstOrThrow();
      return c.status === 'succeeded' || c.status === 'failed' ? c : null;
    }, 90_000, 'the capture after the restart');
    expect(done.fail_reason).toBeNull();
    expect(done.status).toBe('succeeded');
    expect(done.evidence_id).not.toBeNull();
  });
});
