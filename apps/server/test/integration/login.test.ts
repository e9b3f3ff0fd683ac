import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { ZUserInfo } from '@evidence/shared/contracts';
import { call, captcha, freshIp, register } from '../helpers/api';
import { counts, expectOk, expectRefused, userRow } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PASSWORD = 'abc12345';
const ADDRESS_BLOCKED = '当前网络登录失败次数过多，请15分钟后再试';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const phone of ['13955550001', '13955550002', '13955550003', '13955550004', '13955550005', '13955550006']) await register(t.app, t.db, phone, PASSWORD);
});
afterAll(async () => t?.close());

const loginCall = (body: Record<string, unknown>, ip = freshIp()) => call(t.app, 'POST', '/api/login', { json: body, ip });
const withCaptcha = async (phone: string, password: string, ip = freshIp()) => loginCall({ phone, password, ...(await captcha(t.app)) }, ip);
const notices = async (phone: string) => {
  const { id } = await userRow(t.db, phone);
  return t.db.selectFrom('notifications').select(['content', 'created_at']).where('user_id', '=', id).execute();
};
/** Failures from `ip` as if they had happened `agoMs` ago (the address-level rules read these rows). */
async function pastFailures(ip: string, n: number, agoMs = 60_000): Promise<void> {
  const at = Date.now() - agoMs;
  for (let i = 0; i < n; i += 1) await t.db.insertInto('login_failures').values({ at, ip, account_kind: 'user', account_id: null }).execute();
}

describe('POST /api/login', () => {
  it('answers a token and the user info of the contract', async () => {
    const r = await loginCall({ phone: '13955550001', password: PASSWORD });
    expectOk(r);
    expect(r.body.msg).toBe(MSG.loginOk);
    expect(r.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = ZUserInfo.parse(r.body.data.userInfo);
    expect(info).toMatchObject({ phone: '13955550001', status: 0, userStatus: 1, role: '1', pid: null, company: null, points: 100, newsNum: 0 });
    const session = await t.db.selectFrom('sessions').selectAll().where('subject_id', '=', info.userId).where('subject_type', '=', 'user').execute();
    expect(session).toHaveLength(1);
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', '=', 'user.login').where('actor_id', '=', info.userId).execute();
    expect(audit).toHaveLength(1);
  });

  it('a wrong password and an unknown phone answer alike, without a session', async () => {
    const before = await counts(t.db);
    const wrong = await loginCall({ phone: '13955550001', password: 'abc123456' });
    expectRefused(wrong, MSG.loginFailed);
    expect(wrong.body.data).toEqual({ needCaptcha: false });
    const unknown = await loginCall({ phone: '13955559999', password: PASSWORD });
    expectRefused(unknown, MSG.loginFailed);
    expect(unknown.body.data).toEqual({ needCaptcha: false });
    // Chinese text in the phone field is accepted input (001 §5) that matches no account
    const chinese = await loginCall({ phone: '张三的手机', password: PASSWORD });
    expectRefused(chinese, MSG.loginFailed);
    expect((await counts(t.db)).sessions).toBe(before.sessions);
    // a success resets the failure count
    expectOk(await loginCall({ phone: '13955550001', password: PASSWORD }));
    expect((await userRow(t.db, '13955550001')).failed_logins).toBe(0);
  });

  it('after 3 failures asks for the captcha, even with the right password', async () => {
    const phone = '13955550002';
    for (let i = 1; i <= 3; i += 1) {
      const r = await loginCall({ phone, password: 'wrong123' });
      expectRefused(r, MSG.loginFailed);
      expect(r.body.data).toEqual({ needCaptcha: i >= 3 });
    }
    const before = await counts(t.db);
    const noCaptcha = await loginCall({ phone, password: PASSWORD });
    expectRefused(noCaptcha, MSG.loginNeedCaptcha);
    expect(noCaptcha.body.data).toEqual({ needCaptcha: true });
    const c = await captcha(t.app);
    const badCaptcha = await loginCall({ phone, password: PASSWORD, captchaKey: c.captchaKey, imgCode: c.imgCode === 'ZZZZ' ? 'YYYY' : 'ZZZZ' });
    expectRefused(badCaptcha, MSG.captchaWrong);
    expect(badCaptcha.body.data).toEqual({ needCaptcha: true });
    expect((await counts(t.db)).sessions).toBe(before.sessions);
    expect((await userRow(t.db, phone)).failed_logins).toBe(3);

    const ok = await withCaptcha(phone, PASSWORD);
    expectOk(ok);
    expect(await userRow(t.db, phone)).toMatchObject({ failed_logins: 0, locked_until: null });
    // counters reset: no captcha needed any more
    expectOk(await loginCall({ phone, password: PASSWORD }));
  });

  it('nobody can lock an account: after twelve wrong passwords the right one with a captcha logs in', { timeout: 60_000 }, async () => {
    const phone = '13955550003';
    const attacker = freshIp();
    for (let i = 1; i <= 3; i += 1) expectRefused(await loginCall({ phone, password: 'wrong123' }, attacker), MSG.loginFailed);
    for (let i = 0; i < 9; i += 1) {
      const r = await withCaptcha(phone, 'wrong123', attacker);
      expectRefused(r, MSG.loginFailed);
      expect(r.body.data).toEqual({ needCaptcha: true });
    }
    expect((await userRow(t.db, phone)).failed_logins).toBe(12);
    // the holder, from their own address: the captcha is asked for, never a lock
    expectRefused(await loginCall({ phone, password: PASSWORD }), MSG.loginNeedCaptcha);
    expectOk(await withCaptcha(phone, PASSWORD));
    expect(await userRow(t.db, phone)).toMatchObject({ failed_logins: 0 });
  });

  it('tells the holder once the captcha is needed, then at most once an hour, without the password', { timeout: 60_000 }, async () => {
    const phone = '13955550004';
    for (let i = 0; i < 2; i += 1) expectRefused(await loginCall({ phone, password: 'guess111' }), MSG.loginFailed);
    expect(await notices(phone)).toHaveLength(0);
    expectRefused(await loginCall({ phone, password: 'guess111' }), MSG.loginFailed);
    const first = await notices(phone);
    expect(first).toHaveLength(1);
    expect(first[0]!.content).toBe('您的账号近期多次登录失败（3次），登录已改为需要输入图形验证码。如非本人操作，请尽快修改密码。');
    for (let i = 0; i < 2; i += 1) expectRefused(await withCaptcha(phone, 'guess111'), MSG.loginFailed);
    expect(await notices(phone)).toHaveLength(1);
    // an hour later failures go on: one more notice
    await t.db.updateTable('audit_log').set({ at: Date.now() - 3_700_000 }).where('action', '=', 'user.login_failure_notice').execute();
    expectRefused(await withCaptcha(phone, 'guess111'), MSG.loginFailed);
    const second = await notices(phone);
    expect(second).toHaveLength(2);
    expect(second.map((n) => n.content)).toContain('您的账号近期多次登录失败（6次），登录已改为需要输入图形验证码。如非本人操作，请尽快修改密码。');
    // neither the notices nor the audit rows hold what was typed
    const audit = await t.db.selectFrom('audit_log').select(['detail']).execute();
    expect(JSON.stringify([second, audit])).not.toContain('guess111');
    expectOk(await withCaptcha(phone, PASSWORD));
  });

  it('an address with many failures needs the captcha for every account, then is refused; others are not', async () => {
    const phone = '13955550005';
    const sprayer = freshIp();
    await pastFailures(sprayer, 10);
    // an account without failures of its own, from that address: the captcha
    const r = await loginCall({ phone, password: PASSWORD }, sprayer);
    expectRefused(r, MSG.loginNeedCaptcha);
    expect(r.body.data).toEqual({ needCaptcha: true });
    // unknown phones from there are asked alike (no telling which accounts exist)
    expectRefused(await loginCall({ phone: '13955559998', password: PASSWORD }, sprayer), MSG.loginNeedCaptcha);
    expectOk(await withCaptcha(phone, PASSWORD, sprayer));
    // at 50 failures in the window the address is refused, the right password with a captcha too
    await pastFailures(sprayer, 40);
    const blocked = await withCaptcha(phone, PASSWORD, sprayer);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 429, msg: ADDRESS_BLOCKED, data: null });
    // the account itself is free: from another address no captcha is needed
    expectOk(await loginCall({ phone, password: PASSWORD }));
    // failures older than the window (15 minutes) no longer count
    const old = freshIp();
    await pastFailures(old, 60, 16 * 60_000);
    expectOk(await loginCall({ phone, password: PASSWORD }, old));
  });

  it('successes leave nothing behind: twelve logins from one address need no captcha', { timeout: 60_000 }, async () => {
    const phone = '13955550006';
    const office = freshIp();
    for (let i = 0; i < 12; i += 1) expectOk(await loginCall({ phone, password: PASSWORD }, office));
    const rows = await t.db.selectFrom('login_failures').select('id').where('ip', '=', office).execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses missing or wrongly typed fields in Chinese and changes nothing', async () => {
    const before = await counts(t.db);
    const phone = '13955550004';
    expectRefused(await loginCall({ password: PASSWORD }), MSG.phoneRequired);
    expectRefused(await loginCall({ phone: '  ', password: PASSWORD }), MSG.phoneRequired);
    expectRefused(await loginCall({ phone }), '请输入密码');
    expectRefused(await loginCall({ phone, password: '' }), '请输入密码');
    expectRefused(await loginCall({ phone: [phone], password: PASSWORD }), MSG.phoneRequired);
    expectRefused(await loginCall({ phone: { $ne: '' }, password: PASSWORD }), MSG.phoneRequired);
    expectRefused(await loginCall({ phone, password: ['a'] }), '请输入密码');
    expectRefused(await loginCall({ phone, password: true }), '请输入密码');
    expectRefused(await loginCall({ phone: '1'.repeat(51), password: PASSWORD }), '长度不能超过50个字符');
    expectRefused(await loginCall({ phone, password: 'a1'.repeat(26) }), '长度不能超过50个字符');
    expectRefused(await loginCall({ phone, password: PASSWORD, captchaKey: { a: 1 } }), '参数格式不正确');
    expectRefused(await loginCall({ phone, password: PASSWORD, imgCode: 'x'.repeat(11) }), '长度不能超过10个字符');
    expectRefused(await call(t.app, 'POST', '/api/login', { ip: freshIp() }), MSG.badRequest);
    expect(await counts(t.db)).toEqual(before);
    expect((await userRow(t.db, phone)).failed_logins).toBe(0);
  });
});

describe('failed logins under concurrent tries', () => {
  it('ten wrong passwords at once: only three reach the password check, then the captcha is required', { timeout: 60_000 }, async () => {
    const phone = '13955550101';
    await register(t.app, t.db, phone, PASSWORD);
    const answers = await Promise.all(Array.from({ length: 10 }, () => loginCall({ phone, password: 'wrong123' })));
    // every try is counted before the password is compared: parallel guesses cannot pass the limit
    expect(answers.filter((a) => a.body.msg === MSG.loginFailed)).toHaveLength(3);
    expect(answers.filter((a) => a.body.msg === MSG.loginNeedCaptcha)).toHaveLength(7);
    // the tries refused for want of a captcha are given back
    expect((await userRow(t.db, phone)).failed_logins).toBe(3);
    // even the right password cannot log in without a captcha now
    expectRefused(await loginCall({ phone, password: PASSWORD }), MSG.loginNeedCaptcha);
    // five more wrong tries at once, each with a captcha: each is a counted failure, none a lock
    const withCodes = await Promise.all(Array.from({ length: 5 }, () => withCaptcha(phone, 'wrong123')));
    expect(withCodes.every((a) => a.body.msg === MSG.loginFailed)).toBe(true);
    expect((await userRow(t.db, phone)).failed_logins).toBe(8);
    expectOk(await withCaptcha(phone, PASSWORD));
  });
});
