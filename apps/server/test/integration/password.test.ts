import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { call, freshIp, lastSmsCode, login, register, sendSms } from '../helpers/api';
import { counts, expectOk, expectRefused, expectSessionExpired, userRow } from '../helpers/checks';
import { seedDemo } from '../../src/services/demo/seed-demo';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PASSWORD = 'abc12345';
const EDIT = '/api/user/editPassword';
const RESET = '/api/login/resetPassword';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.config);
  for (const phone of ['13977770001', '13977770002', '13977770003']) await register(t.app, t.db, phone, PASSWORD);
});
afterAll(async () => t?.close());

const edit = (token: string | undefined, body: Record<string, unknown>, role?: string) =>
  call(t.app, 'POST', EDIT, { json: body, ip: freshIp(), ...(token ? { token } : {}), ...(role ? { role } : {}) });

const loginAnswer = (phone: string, password: string) => call(t.app, 'POST', '/api/login', { form: { phone, password }, ip: freshIp() });

describe('POST /api/user/editPassword', () => {
  it('without a session answers 408 before looking at the body', async () => {
    expectSessionExpired(await edit(undefined, { oldPassword: PASSWORD, password: 'new12345', confirmPassword: 'new12345' }));
    expectSessionExpired(await edit(undefined, {}));
    expectSessionExpired(await edit('garbage', { oldPassword: PASSWORD, password: 'new12345', confirmPassword: 'new12345' }));
  });

  it('refuses bad input with its message and keeps the password', async () => {
    const phone = '13977770001';
    const token = await login(t.app, phone, PASSWORD);
    const before = await userRow(t.db, phone);
    const beforeCounts = await counts(t.db);
    expectRefused(await edit(token, { oldPassword: 'wrong123', password: 'new12345', confirmPassword: 'new12345' }), MSG.oldPasswordWrong);
    expectRefused(await edit(token, { oldPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD }), MSG.passwordSameAsOld);
    expectRefused(await edit(token, { oldPassword: PASSWORD, password: 'new12345', confirmPassword: 'new123456' }), MSG.passwordMismatch);
    for (const bad of ['12345678', 'abcdefgh', 'ab1', 'a1'.repeat(10), 'new 12345']) {
      expectRefused(await edit(token, { oldPassword: PASSWORD, password: bad, confirmPassword: bad }), MSG.passwordRule);
    }
    expectRefused(await edit(token, { password: 'new12345', confirmPassword: 'new12345' }), MSG.oldPasswordRequired);
    expectRefused(await edit(token, { oldPassword: PASSWORD, password: 'new12345' }), MSG.confirmPasswordRequired);
    expectRefused(await edit(token, { oldPassword: PASSWORD, confirmPassword: 'new12345' }), MSG.passwordRule);
    expectRefused(await edit(token, { oldPassword: [PASSWORD], password: 'new12345', confirmPassword: 'new12345' }), MSG.oldPasswordRequired);
    expectRefused(await edit(token, { oldPassword: 'x'.repeat(51), password: 'new12345', confirmPassword: 'new12345' }), MSG.oldPasswordWrong);
    expectRefused(await edit(token, { oldPassword: PASSWORD, password: { a: 1 }, confirmPassword: 'new12345' }), MSG.passwordRule);
    expect((await userRow(t.db, phone)).password_hash).toBe(before.password_hash);
    expect(await counts(t.db)).toEqual(beforeCounts);
    // the session still works after refusals
    expectOk(await call(t.app, 'GET', '/api/user/getAuthInfo', { token }));
  });

  it('changes the password and ends every session of the account', async () => {
    const phone = '13977770002';
    const token = await login(t.app, phone, PASSWORD);
    const other = await login(t.app, phone, PASSWORD);
    const bystander = await login(t.app, '13977770001', PASSWORD);
    const r = await edit(token, { oldPassword: PASSWORD, password: 'new12345', confirmPassword: 'new12345' });
    expectOk(r);
    expect(r.body).toEqual({ code: 200, msg: MSG.passwordChanged, data: null });
    expectSessionExpired(await call(t.app, 'GET', '/api/user/getAuthInfo', { token }));
    expectSessionExpired(await call(t.app, 'GET', '/api/user/getAuthInfo', { token: other }));
    expectOk(await call(t.app, 'GET', '/api/user/getAuthInfo', { token: bystander }));
    expectRefused(await loginAnswer(phone, PASSWORD), MSG.loginFailed);
    expectOk(await loginAnswer(phone, 'new12345'));
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', '=', 'user.edit_password').execute();
    expect(audit).toHaveLength(1);
  });

  it("a sub-account acting for its company (role '2') may not change the password", async () => {
    const token = await login(t.app, '13800000003', 'demo1234');
    const before = await userRow(t.db, '13800000003');
    const r = await edit(token, { oldPassword: 'demo1234', password: 'new12345', confirmPassword: 'new12345' }, '2');
    expectRefused(r, MSG.subAccountNoPassword);
    // refused before the body is read: even an empty body gets the same answer
    expectRefused(await edit(token, {}, '2'), MSG.subAccountNoPassword);
    // leaving the role header out acts in the role chosen last (the company's), not personally
    expectRefused(await edit(token, { oldPassword: 'demo1234', password: 'new12345', confirmPassword: 'new12345' }), MSG.subAccountNoPassword);
    expect((await userRow(t.db, '13800000003')).password_hash).toBe(before.password_hash);
    expectOk(await call(t.app, 'GET', '/api/user/getAuthInfo', { token, role: '2' }));
    expectOk(await loginAnswer('13800000003', 'demo1234'));
  });

  it("the same person in the personal role ('1') may change it", async () => {
    const token = await login(t.app, '13800000003', 'demo1234');
    expectOk(await edit(token, { oldPassword: 'demo1234', password: 'demo5678', confirmPassword: 'demo5678' }, '1'));
    expectOk(await loginAnswer('13800000003', 'demo5678'));
  });
});

describe('POST /api/login/resetPassword', () => {
  const form = (phone: string, smsCode: string, smsToken: string, over: Record<string, string> = {}) => ({
    phone,
    smsCode,
    smsToken,
    password: 'reset123',
    confirmPassword: 'reset123',
    ...over,
  });

  it('sets a new password with the reset code and ends every session', async () => {
    const phone = '13977770003';
    const token = await login(t.app, phone, PASSWORD);
    await t.db.updateTable('users').set({ failed_logins: 4 }).where('phone', '=', phone).execute();
    const sent = await sendSms(t.app, phone, '/api/Register/sendResetSMS');
    expectOk(sent);
    const code = await lastSmsCode(t.db, phone);
    const r = await call(t.app, 'POST', RESET, { form: form(phone, code, sent.body.data.smsToken), ip: freshIp() });
    expectOk(r);
    expect(r.body).toEqual({ code: 200, msg: MSG.resetOk, data: null });
    expectSessionExpired(await call(t.app, 'GET', '/api/user/getAuthInfo', { token }));
    expect((await userRow(t.db, phone)).failed_logins).toBe(0);
    expectRefused(await loginAnswer(phone, PASSWORD), MSG.loginFailed);
    expectOk(await loginAnswer(phone, 'reset123'));
    // the code worked once
    expectRefused(await call(t.app, 'POST', RESET, { form: form(phone, code, sent.body.data.smsToken), ip: freshIp() }), MSG.smsExpired);
  });

  it('refuses a wrong code, a registration code, bad fields and an unregistered phone', async () => {
    const phone = '13977770001';
    const before = await userRow(t.db, phone);
    const sent = await sendSms(t.app, phone, '/api/Register/sendResetSMS');
    expectOk(sent);
    const code = await lastSmsCode(t.db, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const token = sent.body.data.smsToken;
    expectRefused(await call(t.app, 'POST', RESET, { form: form(phone, wrong, token), ip: freshIp() }), MSG.smsWrong);
    expectRefused(await call(t.app, 'POST', RESET, { form: form(phone, code, token, { password: 'short', confirmPassword: 'short' }), ip: freshIp() }), MSG.passwordRule);
    expectRefused(await call(t.app, 'POST', RESET, { form: form(phone, code, token, { confirmPassword: 'reset1234' }), ip: freshIp() }), MSG.confirmPasswordMismatch);
    expectRefused(await call(t.app, 'POST', RESET, { form: form(phone, 'abc', token), ip: freshIp() }), MSG.smsWrong);
    expectRefused(await call(t.app, 'POST', RESET, { form: form('139777700', code, token), ip: freshIp() }), MSG.phoneInvalid);
    expectRefused(await call(t.app, 'POST', RESET, { form: form('13977779999', code, token), ip: freshIp() }), MSG.phoneNotRegistered);
    expect((await userRow(t.db, phone)).password_hash).toBe(before.password_hash);

    // the right code still works after the refusals above (one wrong try counted)
    expectOk(await call(t.app, 'POST', RESET, { form: form(phone, code, token), ip: freshIp() }));
  });

  it('a registration code cannot reset a password', async () => {
    const phone = '13977770008';
    await register(t.app, t.db, phone, PASSWORD);
    // give the registration code a second life: it still must not pass for the reset purpose
    await t.db.updateTable('sms_codes').set({ consumed_at: null }).where('phone', '=', phone).execute();
    const regRow = await t.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    const regCode = await lastSmsCode(t.db, phone);
    expectRefused(await call(t.app, 'POST', RESET, { form: form(phone, regCode, regRow.token), ip: freshIp() }), MSG.smsTokenMissing);
    expectRefused(await call(t.app, 'POST', RESET, { form: form(phone, regCode, ''), ip: freshIp() }), MSG.smsTokenMissing);
    expectOk(await loginAnswer(phone, PASSWORD));
  });
});
