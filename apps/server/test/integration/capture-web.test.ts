import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_MSG, EVIDENCE_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { startCaptureSite, type CaptureSite } from '../helpers/capture-site';
import { blobsOf } from '../helpers/esign/phone-calls';
import { waitFor } from '../helpers/jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { runVerify } from '../helpers/verify/run-verify';
import { loadWaczSigner, verifyWacz } from '../../src/services/capture/package';
import { runWebCapture } from '../../src/services/capture/web/web-capture-job';
import { expectCustomerText } from '../helpers/customer-language/expect-customer-text';

/**
 * A real web capture end to end through the server's own job worker: a page served over HTTPS with a
 * self-signed certificate (CAPTURE_TEST_ALLOW_HOSTS lets the browser reach its two 127.0.0.1 ports), the package, the
 * report, the evidence record, the view's access rule, the batch download and `npm run verify`.
 */
let t: TestApp;
let who: Tenants;
let site: CaptureSite;

beforeAll(async () => {
  site = await startCaptureSite();
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', CAPTURE_TEST_ALLOW_HOSTS: site.allowHosts, JOBS_POLL_MS: '50' });
  who = await tenants(t);
}, 60_000);
afterAll(async () => {
  await site?.close();
  await t?.close();
});

const post = (url: string, form: Record<string, string>, c?: Caller) => call(t.app, 'POST', url, { ...(c ? { token: c.token, role: c.role } : {}), form, ip: freshIp() });
const get = (url: string, c?: Caller) => call(t.app, 'GET', url, { ...(c ? { token: c.token, role: c.role } : {}), ip: freshIp() });
const balance = async (userId: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', userId).executeTakeFirstOrThrow()).points_cents);

describe('a web capture of an HTTPS page', () => {
  let id = 0;
  let no = '';

  it('is accepted, charged, captured, packaged, reported and preserved as one record', async () => {
    const before = await balance(who.individual.userId);
    const r = await post('/api/Processforensics/addWebProcess', { url: `${site.httpsUrl}/`, title: '测试网页取证', label: '合同' }, who.individual);
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.msg).toBe('已提交取证，正在排队');
    id = r.body.data.id;
    no = r.body.data.captureNo;
    expect(r.body.data.chargedPoints).toBe(5);
    expect(await balance(who.individual.userId)).toBe(before - 500);
    const done = await waitFor(async () => {
      const c = await t.db.selectFrom('captures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return c.status === 'succeeded' || c.status === 'failed' ? c : null;
    }, 90_000, 'the capture to end');
    expect(done.fail_reason).toBeNull();
    expect(done.status).toBe('succeeded');
    const evidence = await t.db.selectFrom('evidence').selectAll().where('owner_user_id', '=', who.individual.userId).where('blob_key', 'like', 'capture/web/%').execute();
    expect(evidence).toHaveLength(1);
    expect(Number(done.evidence_id)).toBe(Number(evidence[0]!.id));
    expect(evidence[0]!.leaf_index).not.toBeNull();
    expect(evidence[0]!.label).toBe('合同');
    const files = JSON.parse(done.files_json!) as Array<{ role: string; blobKey: string; sha256: string }>;
    expect(files.map((f) => f.role)).toEqual(['package', 'report', 'screenshot']);
    const read = async (key: string) => Buffer.concat(await (await blobsOf(t).get(key)).toArray());
    const wacz = await read(files[0]!.blobKey);
    const v = await verifyWacz(wacz, loadWaczSigner(t.config.signing.dataDir).fingerprint);
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    expect([...v.resources.keys()].sort()).toEqual(['certificates.json', 'environment.json', 'headers.json', 'page.html', 'page.pdf', 'provenance.json', 'report.pdf', 'screenshot.png']);
    expect(v.resources.get('page.html')!.toString()).toContain('取证测试页面');
    // the report inside the package is the report kept for reading, byte for byte
    const report = await read(files[1]!.blobKey);
    expect(report.equals(v.resources.get('report.pdf')!)).toBe(true);
    const pdfFile = path.join(t.dataDir, 'report.pdf');
    fs.writeFileSync(pdfFile, report);
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    for (const s of [no, '网页取证报告', '检查明细', '127.0.0.1', '不受信', 'DEPTH_ZERO_SELF_SIGNED_CERT', '浏览器扩展', 'screenshot.png']) expect(text).toContain(s);
    // a real capture's report, Chromium's own background connections included (issue 24 item 2, decision 836)
    expectCustomerText(text, 'the real report');
    const facts = JSON.parse(done.facts_json!) as { serverIp: string; httpStatus: number; tls: { probe: { authorized: boolean } } };
    expect(facts).toMatchObject({ serverIp: '127.0.0.1', httpStatus: 200, tls: { probe: { authorized: false } } });
    const notices = await t.db.selectFrom('notifications').select('content').where('user_id', '=', who.individual.userId).execute();
    expect(notices.filter((n) => n.content.includes(no))).toHaveLength(1);
  });

  it('changes nothing when its handler runs again', async () => {
    const pino = (await import('pino')).default;
    const ctx = { db: t.db, config: t.config, ledger: t.ledger, blobs: blobsOf(t), log: pino({ level: 'silent' }) } as never;
    const before = await t.db.selectFrom('captures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const job = { id: 1, kind: 'capture.web', payload: { captureId: id }, attempts: 2, maxAttempts: 2 } as never;
    const throwIfCalled = async () => {
      throw new Error('the browser must not run again');
    };
    expect(await runWebCapture(ctx, job, { reportProgress: async () => {}, signal: new AbortController().signal } as never, throwIfCalled)).toEqual({ skipped: 'succeeded' });
    expect(await t.db.selectFrom('captures').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await t.db.selectFrom('evidence').select('id').where('blob_key', 'like', 'capture/web/%').execute()).toHaveLength(1);
  });

  it('opens its view for the owner, for a view token, and for nobody else', async () => {
    const owner = await get(`/api/share/getElecView?baoquan=${no}`, who.individual);
    expect(owner.body.code, owner.body.msg).toBe(200);
    const view = owner.body.data;
    expect(view).toMatchObject({ captureNo: no, status: 'succeeded', statusName: '取证成功', isOwner: true });
    expect(view.facts.environment.length).toBeGreaterThan(8);
    expect(view.facts.tls.find((r: { label: string }) => r.label === '证书链是否受信').value).toContain('不受信');
    expect(view.files.map((f: { role: string }) => f.role)).toEqual(['package', 'report', 'screenshot']);
    const token = view.viewToken as string;
    expect(token).toBeTruthy();
    expect((await get(`/api/share/getElecView?baoquan=${no}`, who.otherCompany)).body.msg).toBe(CERT_MSG.needViewToken);
    expect((await get(`/api/share/getElecView?baoquan=${no}`)).body.msg).toBe(CERT_MSG.needViewToken);
    expect((await get(`/api/share/getElecView?baoquan=${no}&viewToken=${token}x`)).body.msg).toBe(CERT_MSG.badViewToken);
    // a number that does not exist answers exactly like an existing one without the right token
    expect((await get(`/api/share/getElecView?baoquan=WQ99999999999999999999`)).body.msg).toBe(CERT_MSG.needViewToken);
    expect((await get(`/api/share/getElecView?baoquan=WQ99999999999999999999&viewToken=${token}`)).body.msg).toBe(CERT_MSG.badViewToken);
    const shared = await get(`/api/share/getElecView?baoquan=${no}&viewToken=${token}`);
    expect(shared.body.code, shared.body.msg).toBe(200);
    expect(shared.body.data).toMatchObject({ isOwner: false, viewToken: null, evidence: { id: null } });
    const shot = await t.app.inject({ method: 'GET', url: `/api/share/getElecFile?baoquan=${no}&role=screenshot&viewToken=${token}` });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const refused = await t.app.inject({ method: 'GET', url: `/api/share/getElecFile?baoquan=${no}&role=report` });
    expect(refused.json()).toMatchObject({ code: 400, msg: CERT_MSG.needViewToken });
  });

  it('downloads in a batch for the owner only, and its evidence package passes npm run verify', async () => {
    const mine = await post('/api/processlist/downloadBatch', { idStr: String(id) }, who.individual);
    expect(mine.body.code, mine.body.msg).toBe(200);
    expect(mine.body.data.files).toHaveLength(1);
    expect(mine.body.data.files[0].fileName).toMatch(/\.wacz$/);
    expect((await post('/api/processlist/downloadBatch', { idStr: String(id) }, who.otherCompany)).body.msg).toBe(EVIDENCE_MSG.noDownloadFiles);
    expect((await post('/api/processlist/downloadBatch', { idStr: '' }, who.individual)).body.msg).toBe('请选择需要下载的取证记录');
    const evidenceId = (await t.db.selectFrom('captures').select('evidence_id').where('id', '=', id).executeTakeFirstOrThrow()).evidence_id;
    const down = await post('/api/data/downBaoquan', { dataId: String(evidenceId) }, who.individual);
    expect(down.body.code, down.body.msg).toBe(200);
    const zip = (await t.app.inject({ method: 'GET', url: down.body.data.downUrl })).rawPayload;
    const file = path.join(t.dataDir, '网页取证证据包.zip');
    fs.writeFileSync(file, zip);
    const key = (await call<{ verifierKey: string }>(t.app, 'GET', '/api/ledger/publicKey')).body.data.verifierKey;
    const run = await runVerify(file, '--key', key);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('.wacz');
    expect(run.stdout).toMatch(/✔ \[wacz\] WACZ 证据包：\d+ 个文件与包描述一致/);
    expect(run.stdout).toContain(loadWaczSigner(t.config.signing.dataDir).fingerprint);
  });
});
