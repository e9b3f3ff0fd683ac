import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import { CAPTURE_MSG, CERT_MSG, PROCESS_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { putSession } from '../helpers/capture-process';
import { createTestApp, openTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';

/**
 * Process recording (过程取证) and OTT sessions without a browser (the engine and a real session are in
 * capture-process-engine.test.ts and capture-process-session.test.ts): reservations and their charge, every
 * call × roles, the exact refunds (cancel in queue = all, abandon = all, confirm = the unused minutes), one
 * evidence row per confirmation, the public view's access rule, the recording's ranges, and — after a
 * restart — the 24-hour auto-confirm and a session cut by the restart ending failed with everything back.
 */
let t: TestApp;
let who: Tenants;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2', CAPTURE_SESSION_MAX_MINUTES: '20', JOBS_POLL_MS: '50' }, { jobs: { run: false } });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

const post = (url: string, form: Record<string, string>, c?: Caller) => call(t.app, 'POST', url, { ...(c ? { token: c.token, role: c.role } : {}), form, ip: freshIp() });
const get = (url: string, query: Record<string, string>, c?: Caller) => call(t.app, 'GET', url, { ...(c ? { token: c.token, role: c.role } : {}), query, ip: freshIp() });
const balance = async (userId: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', userId).executeTakeFirstOrThrow()).points_cents);
const capture = (id: number) => t.db.selectFrom('captures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('addVmProcess and addOttProcess', () => {
  it('charges every reserved minute with an order of the kind, queues one session job, and lists it', async () => {
    const before = await balance(who.individual.userId);
    const r = await post('/api/Processforensics/addVmProcess', { title: '过程取证测试', minutes: '3', label: '合同' }, who.individual);
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.chargedPoints).toBe(6);
    expect(await balance(who.individual.userId)).toBe(before - 600);
    const row = await capture(r.body.data.id);
    expect(row).toMatchObject({ kind: 'vm', status: 'queued', reserved_minutes: 3, charged_cents: 600, label: '合同' });
    const job = await t.db.selectFrom('jobs').selectAll().where('id', '=', Number(row.job_id)).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'capture.session', status: 'queued', max_attempts: 2 });
    expect(Number((await t.db.selectFrom('orders').select('bus_type').where('id', '=', Number(row.order_id)).executeTakeFirstOrThrow()).bus_type)).toBe(9);
    const ott = await post('/api/Processforensics/addOttProcess', { title: '电视盒子', minutes: '1' }, who.companySub);
    expect(ott.body.code, ott.body.msg).toBe(200);
    const ottRow = await capture(ott.body.data.id);
    expect(ottRow).toMatchObject({ kind: 'ott', owner_user_id: who.companyMain.userId, creator_user_id: who.companySub.userId });
    expect(Number((await t.db.selectFrom('orders').select('bus_type').where('id', '=', Number(ottRow.order_id)).executeTakeFirstOrThrow()).bus_type)).toBe(8);
    const prices = await call(t.app, 'GET', '/api/points/priceList', { ip: freshIp() });
    expect(prices.body.data).toMatchObject({ vmMinute: 2, ottMinute: 2 });
    const look = await post('/api/processlist/look', { id: String(row.id) }, who.individual);
    expect(look.body.data).toMatchObject({ status: 'queued', statusName: '排队中', reservedMinutes: 3 });
    expect(look.body.data.queuePosition).toBeGreaterThan(0);
    expect(look.body.data.estimatedWaitSeconds).toBeGreaterThanOrEqual(0);
    expect((await post('/api/processlist/look', { id: String(row.id) }, who.otherCompany)).body.msg).toBe(CAPTURE_MSG.notFound);
  });

  it('refuses bad minutes, the configured cap, bad or private start addresses, too few points and anonymous callers, writing nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('captures').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count();
    const add = (form: Record<string, string>, c: Caller | undefined = who.individual) => post('/api/Processforensics/addVmProcess', { title: '测试', ...form }, c);
    expect((await add({ minutes: '0' })).body.msg).toBe(PROCESS_MSG.badMinutes);
    expect((await add({ minutes: 'x' })).body.msg).toBe(PROCESS_MSG.badMinutes);
    expect((await add({ minutes: '31' })).body.msg).toBe(PROCESS_MSG.tooManyMinutes(30));
    expect((await add({ minutes: '25' })).body.msg).toBe(PROCESS_MSG.tooManyMinutes(20));
    expect((await add({ minutes: '2', url: 'ftp://example.com/' })).body.msg).toBe('只能取证 http 或 https 网址');
    expect((await add({ minutes: '2', url: 'http://127.0.0.1:8080/' })).body.msg).toMatch(/^不能取证内网或保留地址/);
    expect((await add({ minutes: '2', title: '' })).body.msg).toBe(CAPTURE_MSG.titleRequired);
    expect((await post('/api/Processforensics/addVmProcess', { title: '测试', minutes: '2' })).body.code).toBe(408);
    await t.db.updateTable('users').set({ points_cents: 100 }).where('id', '=', who.otherCompany.userId).execute();
    expect((await add({ minutes: '2' }, who.otherCompany)).body.msg).toMatch(/积分余额不足/);
    expect(await count()).toBe(n);
    expect(await balance(who.otherCompany.userId)).toBe(100);
    await t.db.updateTable('users').set({ points_cents: 1_000_000 }).where('id', '=', who.otherCompany.userId).execute();
  });
});

describe('cancelButton', () => {
  it('cancels a queued session with everything back once, and its job', async () => {
    const before = await balance(who.individual.userId);
    const r = await post('/api/Processforensics/addVmProcess', { title: '取消测试', minutes: '4' }, who.individual);
    expect(await balance(who.individual.userId)).toBe(before - 800);
    expect((await post('/api/processlist/cancelButton', { id: String(r.body.data.id) }, who.otherCompany)).body.msg).toBe(CAPTURE_MSG.notFound);
    const c = await post('/api/processlist/cancelButton', { id: String(r.body.data.id) }, who.individual);
    expect(c.body).toMatchObject({ code: 200, msg: PROCESS_MSG.cancelled, data: { status: 'cancelled', refundedPoints: 8 } });
    expect(await balance(who.individual.userId)).toBe(before);
    const row = await capture(r.body.data.id);
    expect((await t.db.selectFrom('jobs').select('status').where('id', '=', Number(row.job_id)).executeTakeFirstOrThrow()).status).toBe('cancelled');
    expect((await post('/api/processlist/cancelButton', { id: String(r.body.data.id) }, who.individual)).body.msg).toBe(PROCESS_MSG.notQueuedOrPending);
    expect(await balance(who.individual.userId)).toBe(before);
  });

  it('abandons a session at 待确认: everything back, its recording deleted; 处理中 waits', async () => {
    const before = await balance(who.individual.userId);
    const s = await putSession(t, who.individual, { reservedMinutes: 5 });
    expect(await balance(who.individual.userId)).toBe(before - 1_000);
    const a = await post('/api/processlist/cancelButton', { id: String(s.id) }, who.individual);
    expect(a.body).toMatchObject({ code: 200, msg: PROCESS_MSG.abandoned, data: { status: 'abandoned', refundedPoints: 10 } });
    expect(await balance(who.individual.userId)).toBe(before);
    expect(await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'capture').where('target_id', '=', String(s.id)).where('action', '=', 'capture.abandon').executeTakeFirst()).toBeDefined();
    const p = await putSession(t, who.individual, { status: 'processing' });
    expect((await post('/api/processlist/cancelButton', { id: String(p.id) }, who.individual)).body.msg).toBe(PROCESS_MSG.processing);
    expect((await post('/api/processlist/clickAddProcess', { id: String(p.id) }, who.individual)).body.msg).toBe(PROCESS_MSG.notPending);
  });
});

describe('the outside review', () => {
  it('an abandon while a confirmation holds its claim refunds and deletes nothing; the confirmation then completes', async () => {
    const before = await balance(who.individual.userId);
    const s = await putSession(t, who.individual, { reservedMinutes: 5, usedMs: 61_000 });
    // the state confirmProcess is in while it writes the evidence row and its ledger leaf
    await t.db.updateTable('captures').set({ confirmed_at: Date.now() }).where('id', '=', s.id).execute();
    const a = await post('/api/processlist/cancelButton', { id: String(s.id) }, who.individual);
    expect(a.body.msg).toBe(PROCESS_MSG.confirming);
    expect((await capture(Number(s.id))).status).toBe('pending_confirm');
    expect(await balance(who.individual.userId)).toBe(before - 1_000);
    const files = JSON.parse((await capture(Number(s.id))).files_json!) as Array<{ blobKey: string }>;
    for (const f of files) expect(await blobStoreFromConfig(t.config).stat(f.blobKey)).not.toBeNull();
    // the claim released (a confirmation that failed), the capture can be confirmed, once
    await t.db.updateTable('captures').set({ confirmed_at: null }).where('id', '=', s.id).execute();
    const c = await post('/api/processlist/clickAddProcess', { id: String(s.id) }, who.individual);
    expect(c.body.data).toMatchObject({ status: 'succeeded', refundedPoints: 6 });
    expect(await balance(who.individual.userId)).toBe(before - 400);
  });

  it('refuses to confirm a package or recording changed since it was made, and changes nothing', async () => {
    const before = await balance(who.individual.userId);
    const s = await putSession(t, who.individual, { reservedMinutes: 5, usedMs: 61_000 });
    const pkg = (JSON.parse((await capture(Number(s.id))).files_json!) as Array<{ role: string; blobKey: string }>).find((f) => f.role === 'package')!;
    await blobStoreFromConfig(t.config).put(pkg.blobKey, Readable.from([Buffer.from('not the package that was hashed')]));
    const c = await post('/api/processlist/clickAddProcess', { id: String(s.id) }, who.individual);
    expect(c.body.msg).toBe(CAPTURE_MSG.fileMismatch);
    expect(await capture(Number(s.id))).toMatchObject({ status: 'pending_confirm', confirmed_at: null, evidence_id: null });
    expect(await t.db.selectFrom('evidence').select('id').where('blob_key', '=', pkg.blobKey).execute()).toHaveLength(0);
    expect(await balance(who.individual.userId)).toBe(before - 1_000);
  });
});

describe('a company and its sub-account', () => {
  it('the sub-account confirms its own session; the main account sees and may cancel it; the sub-account never sees the main account\'s', async () => {
    const company = who.companyMain.userId;
    const before = await balance(company);
    const subs = await putSession(t, who.companySub, { reservedMinutes: 3, usedMs: 30_000, company });
    expect(await balance(company)).toBe(before - 600);
    const mains = await putSession(t, who.companyMain, {});
    expect((await post('/api/processlist/look', { id: String(mains.id) }, who.companySub)).body.msg).toBe(CAPTURE_MSG.notFound);
    expect((await post('/api/processlist/clickAddProcess', { id: String(mains.id) }, who.companySub)).body.msg).toBe(CAPTURE_MSG.notFound);
    expect((await post('/api/processlist/look', { id: String(subs.id) }, who.companyMain)).body.data.status).toBe('pending_confirm');
    expect((await post('/api/processlist/look', { id: String(subs.id) }, who.subPersonal)).body.msg).toBe(CAPTURE_MSG.notFound);
    const ok = await post('/api/processlist/clickAddProcess', { id: String(subs.id) }, who.companySub);
    expect(ok.body.data).toMatchObject({ status: 'succeeded', refundedPoints: 4 });
    expect(await balance(company)).toBe(before - 1_000 - 200);
    const queued = await post('/api/Processforensics/addVmProcess', { title: '成员排队', minutes: '2' }, who.companySub);
    expect((await post('/api/processlist/cancelButton', { id: String(queued.body.data.id) }, who.companyMain)).body.data.status).toBe('cancelled');
    expect(await balance(company)).toBe(before - 1_000 - 200);
  });
});

describe('clickAddProcess, look, getProView, downloads', () => {
  it('confirms once: one evidence row of the package, the unused whole minutes back exactly once', async () => {
    const before = await balance(who.individual.userId);
    const s = await putSession(t, who.individual, { reservedMinutes: 5, usedMs: 61_000, title: '确认测试' });
    const look = await post('/api/processlist/look', { id: String(s.id) }, who.individual);
    expect(look.body.data).toMatchObject({ status: 'pending_confirm', confirmCostPoints: 4, confirmRefundPoints: 6 });
    expect(look.body.data.actions[0].text).toContain('服务器 IP 93.184.216.34');
    expect((await post('/api/processlist/clickAddProcess', { id: String(s.id) }, who.otherCompany)).body.msg).toBe(CAPTURE_MSG.notFound);
    const c = await post('/api/processlist/clickAddProcess', { id: String(s.id) }, who.individual);
    expect(c.body).toMatchObject({ code: 200, msg: PROCESS_MSG.confirmed, data: { status: 'succeeded', refundedPoints: 6 } });
    expect(await balance(who.individual.userId)).toBe(before - 400);
    const row = await capture(Number(s.id));
    const ev = await t.db.selectFrom('evidence').selectAll().where('id', '=', Number(row.evidence_id)).executeTakeFirstOrThrow();
    const pkg = (JSON.parse(row.files_json!) as Array<{ role: string; sha256: string; sm3: string; blobKey: string }>).find((f) => f.role === 'package')!;
    expect(ev).toMatchObject({ sha256: pkg.sha256, sm3: pkg.sm3, blob_key: pkg.blobKey, owner_user_id: who.individual.userId, title: '确认测试' });
    expect((await post('/api/processlist/clickAddProcess', { id: String(s.id) }, who.individual)).body.msg).toBe(PROCESS_MSG.notPending);
    expect((await post('/api/processlist/cancelButton', { id: String(s.id) }, who.individual)).body.msg).toBe(PROCESS_MSG.notQueuedOrPending);
    expect(await t.db.selectFrom('evidence').select('id').where('blob_key', '=', pkg.blobKey).execute()).toHaveLength(1);
    expect(await balance(who.individual.userId)).toBe(before - 400);
  });

  it('keeps all reserved minutes when they were all used (nothing to give back)', async () => {
    const before = await balance(who.individual.userId);
    const s = await putSession(t, who.individual, { reservedMinutes: 2, usedMs: 120_000 });
    const c = await post('/api/processlist/clickAddProcess', { id: String(s.id) }, who.individual);
    expect(c.body.data).toMatchObject({ status: 'succeeded', refundedPoints: 0 });
    expect(await balance(who.individual.userId)).toBe(before - 400);
  });

  it('streams the recording by ranges from the signed URL, and refuses a forged one', async () => {
    const s = await putSession(t, who.individual, {});
    const url: string = (await post('/api/processlist/look', { id: String(s.id) }, who.individual)).body.data.videoUrl;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 10-19/1000');
    expect(part.body).toBe('0123456789');
    const forged = await t.app.inject({ method: 'GET', url: `${url.slice(0, -3)}abc` });
    expect(forged.json().code).toBe(400);
  });

  it('opens /evidencesPro for the owner and a view token holder only; downloads for the verified owner only', async () => {
    const s = await putSession(t, who.individual, {});
    const no = s.capture_no;
    expect((await get('/api/share/getProView', { id: no }, who.individual)).body.msg).toBe(PROCESS_MSG.notConfirmed);
    expect((await post('/api/processlist/downVmOttBaoquan', { id: String(s.id) }, who.individual)).body.msg).toBe(PROCESS_MSG.notConfirmed);
    await post('/api/processlist/clickAddProcess', { id: String(s.id) }, who.individual);
    const mine = await get('/api/share/getProView', { id: no }, who.individual);
    expect(mine.body.code, mine.body.msg).toBe(200);
    expect(mine.body.data).toMatchObject({ captureNo: no, kind: 'vm', kindName: '过程取证', canDownload: true, environmentClean: true });
    const share: string = mine.body.data.shareUrl;
    const token = new URL(share, 'http://x').searchParams.get('viewToken')!;
    expect((await get('/api/share/getProView', { id: no }, who.otherCompany)).body.msg).toBe(CERT_MSG.needViewToken);
    expect((await get('/api/share/getProView', { id: no })).body.msg).toBe(CERT_MSG.needViewToken);
    expect((await get('/api/share/getProView', { id: no, viewToken: `${token.slice(0, -2)}xx` })).body.msg).toBe(CERT_MSG.badViewToken);
    const visitor = await get('/api/share/getProView', { id: no, viewToken: token });
    expect(visitor.body.data).toMatchObject({ shareUrl: null, canDownload: false });
    expect(visitor.body.data.ownerName).not.toBe(mine.body.data.ownerName);
    const dl = await post('/api/processlist/downVmOttBaoquan', { id: String(s.id) }, who.individual);
    expect(dl.body.data.downUrl).toMatch(/^\/api\/download\/package\//);
    expect((await post('/api/share/downProBaoquan', { id: no }, who.individual)).body.data.downUrl).toMatch(/^\/api\/download\/package\//);
    expect((await post('/api/processlist/downVmOttBaoquan', { id: String(s.id) }, who.otherCompany)).body.msg).toBe(CAPTURE_MSG.notFound);
    expect((await post('/api/share/downProBaoquan', { id: no }, who.otherCompany)).body.msg).toBe(CAPTURE_MSG.notFound);
    expect((await post('/api/share/downProBaoquan', { id: no })).body.code).toBe(408);
  });

  it('gives a socket ticket only for a running session of the caller', async () => {
    const s = await putSession(t, who.individual, {});
    expect((await post('/api/Processforensics/getSessionTicket', { id: String(s.id) }, who.individual)).body.msg).toBe(PROCESS_MSG.notLive);
    expect((await post('/api/Processforensics/getSessionTicket', { id: String(s.id) }, who.otherCompany)).body.msg).toBe(CAPTURE_MSG.notFound);
    const sub = await putSession(t, who.companySub, { status: 'running', company: who.companyMain.userId });
    // the main account sees its member's session in the list, but does not drive its screen
    expect((await post('/api/Processforensics/getSessionTicket', { id: String(sub.id) }, who.companyMain)).body.msg).toBe(CAPTURE_MSG.notFound);
    expect((await post('/api/Processforensics/getSessionTicket', { id: String(sub.id) }, who.companySub)).body.msg).toBe(PROCESS_MSG.notOnThisNode);
  });
});

describe('after a restart', () => {
  it('auto-confirms sessions past their 24 hours and fails a session the restart cut, with everything back', async () => {
    const before = await balance(who.individual.userId);
    const due = await putSession(t, who.individual, { reservedMinutes: 5, usedMs: 150_000 });
    await t.db.updateTable('captures').set({ confirm_deadline: Date.now() - 1000 }).where('id', '=', due.id).execute();
    const notDue = await putSession(t, who.individual, { reservedMinutes: 5 });
    const cut = await putSession(t, who.individual, { status: 'running', reservedMinutes: 3 });
    await t.db.insertInto('jobs').values({ kind: 'capture.session', payload: JSON.stringify({ captureId: Number(cut.id) }), status: 'queued', attempts: 1, max_attempts: 2, run_after: 0, created_at: Date.now(), updated_at: Date.now() }).execute();
    expect(await balance(who.individual.userId)).toBe(before - 2_600);
    // the earlier tests' queued sessions must not start browsers here: only the cut one's job runs
    await t.db.updateTable('jobs').set({ status: 'cancelled' }).where('kind', '=', 'capture.session').where('status', '=', 'queued').where('payload', '!=', JSON.stringify({ captureId: Number(cut.id) })).execute();
    await t.app.close();
    t = await openTestApp(t.dataDir, t.pgSchema, { LEDGER_BATCH_DELAY_MS: '2', CAPTURE_SESSION_MAX_MINUTES: '20', JOBS_POLL_MS: '50' });
    for (let i = 0; i < 200; i += 1) {
      const [a, b] = await Promise.all([capture(Number(due.id)), capture(Number(cut.id))]);
      if (a.status === 'succeeded' && b.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await capture(Number(due.id))).status).toBe('succeeded');
    expect((await capture(Number(due.id))).evidence_id).not.toBeNull();
    expect((await capture(Number(notDue.id))).status).toBe('pending_confirm');
    expect(await capture(Number(cut.id))).toMatchObject({ status: 'failed', fail_reason: PROCESS_MSG.restartFailed, refunded_cents: 600 });
    // due: 3 of 5 minutes kept (2.5 rounded up) → 400 back; cut: 600 back; notDue: still charged 1000
    expect(await balance(who.individual.userId)).toBe(before - 2_600 + 400 + 600);
    expect(await t.db.selectFrom('audit_log').select('action').where('target_id', '=', String(due.id)).where('action', '=', 'capture.auto_confirm').executeTakeFirst()).toBeDefined();
  });
});
