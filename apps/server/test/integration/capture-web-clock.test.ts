import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshIp } from '../helpers/api';
import { startTestTsa, type TestTsa } from '../helpers/anchor/test-tsa';
import { startCaptureSite, type CaptureSite } from '../helpers/capture-site';
import { waitFor } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';

/**
 * A web capture whose clock check against the TSA measures an offset beyond the limit is refused: 取证失败
 * with the points back, not a report that still claims its times (issue 23 item 4; decision 642).
 */
let t: TestApp;
let who: Tenants;
let site: CaptureSite;
let tsa: TestTsa;

beforeAll(async () => {
  site = await startCaptureSite();
  tsa = await startTestTsa();
  const certFile = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'clock-tsa-')), 'tsa.pem');
  fs.writeFileSync(certFile, tsa.certPem);
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', CAPTURE_TEST_ALLOW_HOSTS: site.allowHosts, JOBS_POLL_MS: '50', ANCHOR_TSA_URL: tsa.url, ANCHOR_TSA_CERT_FILE: certFile });
  who = await tenants(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await site?.close();
  await tsa?.stop();
});

const balance = async (userId: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', userId).executeTakeFirstOrThrow()).points_cents);

describe('a web capture with the clock a minute off the TSA', () => {
  it('ends 取证失败 with the clean-environment reason and gives the points back', async () => {
    tsa.mode = 'skewed';
    const before = await balance(who.individual.userId);
    const r = await call(t.app, 'POST', '/api/Processforensics/addWebProcess', { token: who.individual.token, role: who.individual.role, form: { url: `${site.httpsUrl}/`, title: '时钟偏差' }, ip: freshIp() });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(await balance(who.individual.userId)).toBe(before - 500);
    const done = await waitFor(async () => {
      const c = await t.db.selectFrom('captures').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
      return c.status === 'succeeded' || c.status === 'failed' ? c : null;
    }, 90_000, 'the capture to end');
    expect(done.status).toBe('failed');
    expect(done.fail_reason).toContain('取证环境清洁性检查未通过');
    expect(done.evidence_id).toBeNull();
    expect(await balance(who.individual.userId)).toBe(before);
  });
});
