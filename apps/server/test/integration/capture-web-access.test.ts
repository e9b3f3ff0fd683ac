import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT_MSG } from '@evidence/shared/constants';
import { call, freshIp } from '../helpers/api';
import { blobsOf } from '../helpers/esign/phone-calls';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { CaptureRefused } from '../../src/services/capture/web/capture-page';
import { sweepWebCaptures } from '../../src/services/capture/web/sweep-web-captures';
import { runWebCapture } from '../../src/services/capture/web/web-capture-job';

/**
 * The web capture's calls without a browser (the job does not run): the address rules before any charge,
 * roles, the exact refunds of a crashed or refused capture, the sweep, and the view of a capture in progress.
 */
let t: TestApp;
let who: Tenants;

beforeAll(async () => {
  t = await createTestApp({ LEDGER_BATCH_DELAY_MS: '2' }, { jobs: { run: false } });
  who = await tenants(t);
}, 60_000);
afterAll(async () => t?.close());

const post = (url: string, form: Record<string, string>, c?: Caller) => call(t.app, 'POST', url, { ...(c ? { token: c.token, role: c.role } : {}), form, ip: freshIp() });
const get = (url: string, c?: Caller) => call(t.app, 'GET', url, { ...(c ? { token: c.token, role: c.role } : {}), ip: freshIp() });
const balance = async (userId: number) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', userId).executeTakeFirstOrThrow()).points_cents);
const captures = async () => Number((await t.db.selectFrom('captures').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const add = (url: string, c: Caller, title = '网页取证') => post('/api/Processforensics/addWebProcess', { url, title }, c);
const ctxOf = async () => ({ db: t.db, config: t.config, ledger: t.ledger, blobs: blobsOf(t), log: (await import('pino')).default({ level: 'silent' }) }) as never;
const jctx = { reportProgress: async () => {}, signal: new AbortController().signal } as never;
const job = (captureId: number, attempts: number) => ({ id: 1, kind: 'capture.web', payload: { captureId }, attempts, maxAttempts: 2 }) as never;

describe('addWebProcess', () => {
  it.each([
    ['http://127.0.0.1:8080/', '本机回环地址'],
    ['http://localhost/', '本机回环地址'],
    ['http://[::1]/', '本机回环地址'],
    ['http://[::ffff:127.0.0.1]/', 'IPv4 映射地址'],
    ['http://[::ffff:7f00:1]/', 'IPv4 映射地址'],
    ['http://10.1.2.3/', '内网地址'],
    ['http://192.168.0.1/', '内网地址'],
    ['http://169.254.169.254/latest/meta-data/', '链路本地地址'],
    ['http://100.64.1.1/', '运营商级 NAT 地址'],
    ['http://0.0.0.0/', '未指定地址'],
    ['http://[fe80::1]/', '链路本地地址'],
    ['http://[fd00::1]/', '内网地址（ULA）'],
    ['http://[2002:7f00:1::1]/', '6to4 地址内含本机回环地址'],
    ['http://224.0.0.1/', '组播地址'],
    ['http://2130706433/', '本机回环地址'],
  ])('refuses %s before charging anything (%s)', async (url, reason) => {
    const [before, rows] = [await balance(who.individual.userId), await captures()];
    const r = await add(url, who.individual);
    expect(r.body.code).toBe(400);
    expect(r.body.msg.startsWith(`不能取证内网或保留地址（${reason}`)).toBe(true);
    expect(await balance(who.individual.userId)).toBe(before);
    expect(await captures()).toBe(rows);
  });

  it('refuses other schemes, credentials, empty fields and anonymous callers', async () => {
    expect((await add('ftp://8.8.8.8/', who.individual)).body.msg).toBe('只能取证 http 或 https 网址');
    expect((await add('file:///etc/passwd', who.individual)).body.msg).toBe('只能取证 http 或 https 网址');
    expect((await add('https://u:p@8.8.8.8/', who.individual)).body.msg).toBe('网址中不能包含用户名或密码');
    expect((await add('', who.individual)).body.msg).toBe('请填写取证网址');
    expect((await add(`https://8.8.8.8/${'a'.repeat(2048)}`, who.individual)).body.msg).toBe('网址不能超过2048个字符');
    expect((await add('https://8.8.8.8/', who.individual, '')).body.msg).toBe('请填写取证名称');
    expect((await post('/api/Processforensics/addWebProcess', { url: 'https://8.8.8.8/', title: 'x' })).body.code).toBe(408);
    expect(await captures()).toBe(0);
  });

  it('charges the company for its sub-account, queues the job, and refuses without enough points', async () => {
    const company = who.companyMain.userId;
    const before = await balance(company);
    const r = await add('https://8.8.8.8/a', who.companySub, '子账号取证');
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'queued', chargedPoints: 5 });
    expect(r.body.data.queuePosition).toBeGreaterThanOrEqual(1);
    expect(await balance(company)).toBe(before - 500);
    const row = await t.db.selectFrom('captures').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_user_id: company, creator_user_id: who.companySub.userId, kind: 'web', url: 'https://8.8.8.8/a', charged_cents: 500 });
    const j = await t.db.selectFrom('jobs').selectAll().where('id', '=', row.job_id!).executeTakeFirstOrThrow();
    expect(j).toMatchObject({ kind: 'capture.web', status: 'queued', max_attempts: 2 });
    await t.db.updateTable('users').set({ points_cents: 499 }).where('id', '=', who.individual.userId).execute();
    const poor = await add('https://8.8.8.8/', who.individual);
    expect(poor.body.code).toBe(400);
    expect(poor.body.msg).toContain('积分余额不足');
    expect(await t.db.selectFrom('captures').select('id').where('owner_user_id', '=', who.individual.userId).execute()).toHaveLength(0);
    expect(await balance(who.individual.userId)).toBe(499);
    await t.db.updateTable('users').set({ points_cents: 100_000 }).where('id', '=', who.individual.userId).execute();
  });
});

describe('a capture that crashes or is refused', () => {
  it('keeps the charge while the queue retries, then fails with every point back and no record', async () => {
    const before = await balance(who.individual.userId);
    const id = (await add('https://8.8.8.8/crash', who.individual)).body.data.id as number;
    expect(await balance(who.individual.userId)).toBe(before - 500);
    const crash = async () => {
      throw new Error('browser crashed');
    };
    const ctx = await ctxOf();
    await expect(runWebCapture(ctx, job(id, 1), jctx, crash)).rejects.toThrow('browser crashed');
    expect(await t.db.selectFrom('captures').select(['status', 'refunded_cents']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'running', refunded_cents: 0 });
    await expect(runWebCapture(ctx, job(id, 2), jctx, crash)).rejects.toThrow('browser crashed');
    const failed = await t.db.selectFrom('captures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'failed', fail_reason: '取证过程出错，已退还积分，请稍后重试', charged_cents: 500, refunded_cents: 500, evidence_id: null });
    expect(await balance(who.individual.userId)).toBe(before);
    expect(await t.db.selectFrom('evidence').select('id').where('owner_user_id', '=', who.individual.userId).execute()).toHaveLength(0);
    expect(await runWebCapture(ctx, job(id, 2), jctx, crash)).toEqual({ skipped: 'failed' });
    expect(await balance(who.individual.userId)).toBe(before);
    const order = await t.db.selectFrom('orders').select('description').where('id', '=', failed.order_id!).executeTakeFirstOrThrow();
    expect(order.description).toContain('已退还 5 积分');
  });

  it('fails at once with the reason the user reads when the page cannot be captured honestly', async () => {
    const before = await balance(who.individual.userId);
    const id = (await add('https://8.8.8.8/refused', who.individual)).body.data.id as number;
    const refused = async () => {
      throw new CaptureRefused('网页跳转到了被禁止的地址（本机回环地址）');
    };
    expect(await runWebCapture(await ctxOf(), job(id, 1), jctx, refused)).toEqual({ failed: '网页跳转到了被禁止的地址（本机回环地址）' });
    const list = await post('/api/processlist/getProList', { type: '2' }, who.individual);
    const row = list.body.data.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ statusName: '取证失败', failReason: '网页跳转到了被禁止的地址（本机回环地址）', refundedPoints: 5 });
    expect(await balance(who.individual.userId)).toBe(before);
  });

  it('is failed and refunded once by the sweep when its job ended without the handler', async () => {
    const before = await balance(who.individual.userId);
    const id = (await add('https://8.8.8.8/interrupted', who.individual)).body.data.id as number;
    const c = await t.db.selectFrom('captures').select('job_id').where('id', '=', id).executeTakeFirstOrThrow();
    await t.db.updateTable('captures').set({ status: 'running' }).where('id', '=', id).execute();
    await t.db.updateTable('jobs').set({ status: 'failed', last_error: '任务多次中断，已停止重试' }).where('id', '=', c.job_id!).execute();
    const ctx = await ctxOf();
    expect(await sweepWebCaptures(ctx)).toBe(1);
    expect(await sweepWebCaptures(ctx)).toBe(0);
    expect(await t.db.selectFrom('captures').select(['status', 'refunded_cents']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'failed', refunded_cents: 500 });
    expect(await balance(who.individual.userId)).toBe(before);
  });
});

describe('the view of a capture in progress', () => {
  it('shows the owner its queue place and nobody else anything', async () => {
    const r = await add('https://8.8.8.8/queued', who.companyMain, '排队中的取证');
    const no = r.body.data.captureNo as string;
    const owner = await get(`/api/share/getElecView?baoquan=${no}`, who.companyMain);
    expect(owner.body.code, owner.body.msg).toBe(200);
    expect(owner.body.data).toMatchObject({ status: 'queued', statusName: '排队中', facts: null, files: [], evidence: null, viewToken: null, isOwner: true });
    expect(owner.body.data.queuePosition).toBeGreaterThanOrEqual(1);
    // the company's sub-account did not start it: another scope, the same refusal as anyone's
    expect((await get(`/api/share/getElecView?baoquan=${no}`, who.companySub)).body.msg).toBe(CERT_MSG.needViewToken);
    expect((await get(`/api/share/getElecView?baoquan=${no}`, who.otherCompany)).body.msg).toBe(CERT_MSG.needViewToken);
    expect((await get(`/api/share/getElecView?baoquan=${no}&viewToken=abc`, who.otherCompany)).body.msg).toBe(CERT_MSG.badViewToken);
    expect((await get(`/api/share/getElecView?baoquan=bad`, who.companyMain)).body.msg).toBe('取证编号不正确');
    const file = await t.app.inject({ method: 'GET', url: `/api/share/getElecFile?baoquan=${no}&role=report`, headers: { authorization: `Bearer ${who.companyMain.token}`, role: '1' } });
    expect(file.json()).toMatchObject({ code: 400, msg: '取证尚未完成' });
    expect((await post('/api/processlist/downloadBatch', { idStr: String(r.body.data.id) }, who.companyMain)).body.msg).toBe('无下载文件');
    // 取证中: the owner sees the job's progress and its note
    const c = await t.db.selectFrom('captures').select('job_id').where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
    await t.db.updateTable('captures').set({ status: 'running' }).where('id', '=', r.body.data.id).execute();
    await t.db.updateTable('jobs').set({ status: 'running', progress: 60, progress_note: '正在生成取证报告和证据包' }).where('id', '=', c.job_id!).execute();
    const running = await get(`/api/share/getElecView?baoquan=${no}`, who.companyMain);
    expect(running.body.data).toMatchObject({ statusName: '取证中', queuePosition: null, progress: 60, progressNote: '正在生成取证报告和证据包' });
  });
});
