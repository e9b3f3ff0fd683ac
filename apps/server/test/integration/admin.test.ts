import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { ZLoginFailuresResponse, ZSmsOutboxResponse } from '@evidence/shared/contracts';
import { call, captcha, freshIp, login, register } from '../helpers/api';
import { counts, expectOk, expectRefused, expectSessionExpired } from '../helpers/checks';
import { upsertOperator } from '../../src/services/admin/create-operator';
import { createTestApp, type TestApp } from '../helpers/test-app';

const OP_PHONE = '13988880009';
const OP_PASSWORD = 'op123456';
const USER_PHONE = '13988880001';

let t: TestApp;
let opToken: string;
let userToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await upsertOperator(t.db, { phone: OP_PHONE, name: '公证处测试员', password: OP_PASSWORD });
  await upsertOperator(t.db, { phone: '13988880008', name: '锁定测试员', password: OP_PASSWORD });
  await register(t.app, t.db, USER_PHONE);
  userToken = await login(t.app, USER_PHONE, 'abc12345');
  opToken = (await call(t.app, 'POST', '/api/admin/login', { form: { phone: OP_PHONE, password: OP_PASSWORD }, ip: freshIp() })).body.data.token;
  // 12 more outbox rows: 11 for one phone, 1 for another (plus the registration's)
  const now = Date.now();
  for (let i = 0; i < 11; i += 1) {
    await t.db.insertInto('sms_outbox').values({ phone: '13988880002', text: `消息${i}`, purpose: 'register', provider: 'local', created_at: now + i }).execute();
  }
  await t.db.insertInto('sms_outbox').values({ phone: '13988880003', text: '最后一条', purpose: 'reset', provider: 'local', created_at: now + 20 }).execute();
});
afterAll(async () => t?.close());

const adminLogin = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/admin/login', { json: body, ip: freshIp() });
const outbox = (token: string | undefined, query?: Record<string, string>) =>
  call(t.app, 'GET', '/api/admin/smsOutbox', { ...(token ? { token } : {}), ...(query ? { query } : {}) });

describe('operator sign-in', () => {
  it('logs in and reads /api/admin/me', async () => {
    const r = await adminLogin({ phone: OP_PHONE, password: OP_PASSWORD });
    expectOk(r);
    expect(r.body.msg).toBe(MSG.loginOk);
    expect(r.body.data.operator).toMatchObject({ name: '公证处测试员', phone: OP_PHONE });
    const me = await call(t.app, 'GET', '/api/admin/me', { token: r.body.data.token });
    expectOk(me);
    expect(me.body.data).toEqual({ id: r.body.data.operator.id, name: '公证处测试员', phone: OP_PHONE, role: 'operator' });
  });

  it('operator and user sessions do not cross', async () => {
    expectSessionExpired(await call(t.app, 'GET', '/api/admin/me', { token: userToken }));
    expectSessionExpired(await call(t.app, 'GET', '/api/admin/me'));
    expectSessionExpired(await call(t.app, 'GET', '/api/user/getAuthInfo', { token: opToken }));
    // a user's password does not open the console, nor an operator's the user login
    expectRefused(await adminLogin({ phone: USER_PHONE, password: 'abc12345' }), MSG.loginFailed);
    expectRefused(await call(t.app, 'POST', '/api/login', { form: { phone: OP_PHONE, password: OP_PASSWORD }, ip: freshIp() }), MSG.loginFailed);
  });

  it('refuses bad input in Chinese', async () => {
    const before = await counts(t.db);
    expectRefused(await adminLogin({ password: OP_PASSWORD }), MSG.phoneRequired);
    expectRefused(await adminLogin({ phone: OP_PHONE }), '请输入密码');
    expectRefused(await adminLogin({ phone: { a: 1 }, password: OP_PASSWORD }), MSG.phoneRequired);
    expectRefused(await adminLogin({ phone: OP_PHONE, password: 'x'.repeat(51) }), '长度不能超过50个字符');
    expect(await counts(t.db)).toEqual(before);
  });

  it('an operator is never locked out: after 3 failures the captcha, and the right password with it logs in', async () => {
    const phone = '13988880008';
    for (let i = 1; i <= 3; i += 1) {
      const r = await adminLogin({ phone, password: 'wrong123' });
      expectRefused(r, MSG.loginFailed);
      expect(r.body.data).toEqual({ needCaptcha: i >= 3 });
    }
    expectRefused(await adminLogin({ phone, password: OP_PASSWORD }), MSG.loginNeedCaptcha);
    for (let i = 0; i < 5; i += 1) expectRefused(await adminLogin({ phone, password: 'wrong123', ...(await captcha(t.app)) }), MSG.loginFailed);
    expectOk(await adminLogin({ phone, password: OP_PASSWORD, ...(await captcha(t.app)) }));
    const row = await t.db.selectFrom('operators').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ failed_logins: 0 });
    // every refused sign-in is audited (8 wrong passwords, 1 without the captcha)
    const failed = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'operator.login_failed').where('target_id', '=', String(row.id)).execute();
    expect(failed).toHaveLength(9);
  });

  it('a disabled operator cannot sign in', async () => {
    await t.db.updateTable('operators').set({ disabled: 1 }).where('phone', '=', '13988880008').execute();
    expectRefused(await adminLogin({ phone: '13988880008', password: OP_PASSWORD }), MSG.loginFailed);
  });
});

describe('GET /api/admin/loginFailures', () => {
  it('shows operators the failed logins of the last day by account and by address; nobody else', async () => {
    const sprayer = freshIp();
    for (const phone of [USER_PHONE, USER_PHONE, '13988889999']) {
      expectRefused(await call(t.app, 'POST', '/api/login', { form: { phone, password: 'nope1234' }, ip: sprayer }), MSG.loginFailed);
    }
    // an operator from the same address (operator and user ids may be equal: still two accounts)
    expectRefused(await call(t.app, 'POST', '/api/admin/login', { form: { phone: OP_PHONE, password: 'nope1234' }, ip: sprayer }), MSG.loginFailed);
    expectSessionExpired(await call(t.app, 'GET', '/api/admin/loginFailures'));
    expectSessionExpired(await call(t.app, 'GET', '/api/admin/loginFailures', { token: userToken }));
    const r = await call(t.app, 'GET', '/api/admin/loginFailures', { token: opToken });
    expectOk(r);
    const data = ZLoginFailuresResponse.parse(r.body.data);
    expect(data.accounts).toContainEqual(expect.objectContaining({ kind: 'user', phone: USER_PHONE, name: null, failures: 2, addresses: 1 }));
    // the operator failures of the test above: 8 wrong passwords (the refusal for a missing captcha is no failure)
    expect(data.accounts).toContainEqual(expect.objectContaining({ kind: 'operator', phone: '13988880008', name: '锁定测试员', failures: 8 }));
    expect(data.addresses).toContainEqual(expect.objectContaining({ ip: sprayer, failures: 4, accounts: 2 }));
    expect(JSON.stringify(r.body)).not.toContain('nope1234');
  });
});

describe('GET /api/admin/smsOutbox', () => {
  it('is for operators only', async () => {
    expectSessionExpired(await outbox(undefined));
    expectSessionExpired(await outbox(userToken));
    expectSessionExpired(await outbox(userToken, { page: 'abc' }));
  });

  it('lists newest first with the count, ten a page', async () => {
    const r = await outbox(opToken);
    expectOk(r);
    const page1 = ZSmsOutboxResponse.parse(r.body.data);
    expect(page1.count).toBe(13);
    expect(page1.list).toHaveLength(10);
    expect(page1.list[0]).toMatchObject({ phone: '13988880003', text: '最后一条', purpose: 'reset', provider: 'local' });
    const ids = page1.list.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const page2 = ZSmsOutboxResponse.parse((await outbox(opToken, { page: '2' })).body.data);
    expect(page2.count).toBe(13);
    expect(page2.list).toHaveLength(3);
    expect(Math.max(...page2.list.map((i) => i.id))).toBeLessThan(Math.min(...ids));
    expect(page2.list.at(-1)!.phone).toBe(USER_PHONE);
    expect(page2.list.at(-1)!.text).toMatch(/验证码为\d{6}/);
    const page3 = ZSmsOutboxResponse.parse((await outbox(opToken, { page: '3' })).body.data);
    expect(page3).toEqual({ list: [], count: 13 });
  });

  it('filters by phone', async () => {
    const r = ZSmsOutboxResponse.parse((await outbox(opToken, { phone: '13988880002' })).body.data);
    expect(r.count).toBe(11);
    expect(r.list).toHaveLength(10);
    expect(r.list.every((i) => i.phone === '13988880002')).toBe(true);
    expect(r.list[0]!.text).toBe('消息10');
    const none = ZSmsOutboxResponse.parse((await outbox(opToken, { phone: '13900000000' })).body.data);
    expect(none).toEqual({ list: [], count: 0 });
  });

  it('refuses a bad page or phone in Chinese', async () => {
    for (const page of ['abc', '0', '-1', '1.5', '100001', '1e3x']) {
      expectRefused(await outbox(opToken, { page }), '页码格式不正确');
    }
    expectRefused(await outbox(opToken, { phone: '1'.repeat(12) }), '长度不能超过11个字符');
  });
});

describe('GET /api/admin/logout', () => {
  it('the user logout with an operator token ends that operator session too', async () => {
    const r = await adminLogin({ phone: OP_PHONE, password: OP_PASSWORD });
    const token = r.body.data.token as string;
    expectOk(await call(t.app, 'GET', '/api/user/logout', { token }));
    expectSessionExpired(await call(t.app, 'GET', '/api/admin/me', { token }));
  });

  it('ends the operator session', async () => {
    const r = await adminLogin({ phone: OP_PHONE, password: OP_PASSWORD });
    const token = r.body.data.token as string;
    expectOk(await call(t.app, 'GET', '/api/admin/me', { token }));
    expectOk(await call(t.app, 'GET', '/api/admin/logout', { token }));
    expectSessionExpired(await call(t.app, 'GET', '/api/admin/me', { token }));
    expectSessionExpired(await outbox(token));
    expectOk(await call(t.app, 'GET', '/api/admin/logout', { token }));
    // a user token on the operator logout ends nothing
    expectOk(await call(t.app, 'GET', '/api/admin/logout', { token: userToken }));
    expectOk(await call(t.app, 'GET', '/api/user/getAuthInfo', { token: userToken }));
    // the other operator session still works
    expectOk(await call(t.app, 'GET', '/api/admin/me', { token: opToken }));
  });
});
