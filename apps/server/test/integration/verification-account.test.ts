import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, VERIFY_MSG } from '@evidence/shared/constants';
import { call, freshIp, lastSmsCode, login } from '../helpers/api';
import { ageSmsCodes, expectOk, expectRefused, userRow } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Tenants } from '../helpers/tenants';
import { newUser } from '../helpers/verification';

/**
 * A verified company changes its public account — the phone it logs in with (000 §5 "Change
 * company account") — with an SMS code sent to the new phone: accountCode, then updateAccount.
 */
let t: TestApp;
let who: Tenants;
let company: Awaited<ReturnType<typeof newUser>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await tenants(t);
  company = await newUser(t.app, t.db, '13988881001');
  // verified company (the review path is in verification-state.test.ts)
  await t.db.updateTable('users').set({ account_type: 2, verify_status: 3, company: '账号测试有限公司' }).where('id', '=', company.userId).execute();
});
afterAll(async () => t?.close());

const code = (token: string, mobile: string, ip = freshIp()) => call(t.app, 'POST', '/api/user/accountCode', { token, form: { mobile }, ip });
const update = (token: string, form: Record<string, string>) => call(t.app, 'POST', '/api/user/updateAccount', { token, form, ip: freshIp() });

describe('POST /api/user/accountCode', () => {
  it('is for a verified company only', async () => {
    const fresh = await newUser(t.app, t.db, '13988881002');
    expectRefused(await code(fresh.token, '13988881999'), VERIFY_MSG.notCompany);
    expectRefused(await code(who.individual.token, '13988881999'), VERIFY_MSG.notCompany);
    await t.db.updateTable('users').set({ account_type: 2, verify_status: 4 }).where('id', '=', fresh.userId).execute();
    expectRefused(await code(fresh.token, '13988881999'), VERIFY_MSG.notCompany);
    expectRefused(await call(t.app, 'POST', '/api/user/accountCode', { token: who.companySub.token, role: '2', form: { mobile: '13988881999' } }), VERIFY_MSG.subAccountRefused);
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', '13988881999').execute()).toEqual([]);
  });

  it('checks the phone: required, format, not the current one, not another account\'s', async () => {
    expectRefused(await code(company.token, ''), VERIFY_MSG.newPhoneRequired);
    expectRefused(await code(company.token, '1398888100'), MSG.phoneInvalid);
    expectRefused(await code(company.token, company.phone), VERIFY_MSG.samePhone);
    expectRefused(await code(company.token, who.individual.phone), VERIFY_MSG.phoneTaken);
  });

  it('sends a code to the new phone and answers its token; a second within 60 s is refused', async () => {
    const r = await code(company.token, '13988881100');
    expectOk(r);
    expect(r.body.msg).toBe(MSG.smsSent);
    expect(r.body.data).toEqual({ smsCodeToken: expect.stringMatching(/^\S{20,}$/), resendAfter: 60 });
    const sms = await t.db.selectFrom('sms_outbox').selectAll().where('phone', '=', '13988881100').execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toMatch(/修改企业账号手机号，验证码为\d{6}/);
    expect(sms[0]!.purpose).toBe('account');
    const again = await code(company.token, '13988881100');
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^短信发送过于频繁，请(60|59)秒后再试$/);
  });
});

describe('POST /api/user/updateAccount', () => {
  it('asks for the token, then refuses a wrong or expired code and a token of another phone', async () => {
    const sent = await code(company.token, '13988881200');
    const token = sent.body.data.smsCodeToken as string;
    const right = await lastSmsCode(t.db, '13988881200');
    const wrong = right === '000000' ? '111111' : '000000';
    expectRefused(await update(company.token, { contactPhone: '13988881200', smsCode: right }), '请获取短信验证码');
    expectRefused(await update(company.token, { contactPhone: '13988881200', smsCode: right, smsCodeToken: '' }), '请获取短信验证码');
    expectRefused(await update(company.token, { contactPhone: '', smsCode: right, smsCodeToken: token }), '请输入新手机号');
    expectRefused(await update(company.token, { contactPhone: '13988881200', smsCode: '', smsCodeToken: token }), MSG.smsRequired);
    expectRefused(await update(company.token, { contactPhone: '13988881200', smsCode: wrong, smsCodeToken: token }), MSG.smsWrong);
    // the token belongs to one phone
    expectRefused(await update(company.token, { contactPhone: '13988881201', smsCode: right, smsCodeToken: token }), '请获取短信验证码');
    await ageSmsCodes(t.db, '13988881200', 11 * 60_000);
    expectRefused(await update(company.token, { contactPhone: '13988881200', smsCode: right, smsCodeToken: token }), MSG.smsExpired);
    expect((await userRow(t.db, company.phone)).phone).toBe(company.phone);
  });

  it('the right code changes the login phone: the new one logs in, the old does not; a notice and an audit row', async () => {
    const sent = await code(company.token, '13988881300');
    const token = sent.body.data.smsCodeToken as string;
    const smsCode = await lastSmsCode(t.db, '13988881300');
    const r = await update(company.token, { contactPhone: '13988881300', smsCode, smsCodeToken: token });
    expectOk(r);
    expect(r.body).toMatchObject({ msg: VERIFY_MSG.accountChanged, data: { phone: '13988881300' } });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', company.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: '13988881300', verify_status: 3, account_type: 2 });
    // the session goes on; the user info shows the new public account
    const infoAnswer = await call(t.app, 'GET', '/api/user/getAuthInfo', { token: company.token });
    expect(infoAnswer.body.data).toMatchObject({ phone: '13988881300', contactPhone: '13988881300' });
    await expect(login(t.app, company.phone, 'abc12345')).rejects.toThrow(MSG.loginFailed);
    expect(await login(t.app, '13988881300', 'abc12345')).toMatch(/\S+/);
    const notice = await t.db.selectFrom('notifications').select('content').where('user_id', '=', company.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.content).toContain('139****1300');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'verification.account_change').where('actor_id', '=', company.userId).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detail!)).toEqual({ from: '139****1001', to: '139****1300' });
    // a code is spent once
    expectRefused(await update(company.token, { contactPhone: '13988881300', smsCode, smsCodeToken: token }), VERIFY_MSG.samePhone);
  });

  it('a phone that became another account\'s meanwhile is refused, and the code is not spent on it', async () => {
    const sent = await code(company.token, '13988881400');
    const smsCode = await lastSmsCode(t.db, '13988881400');
    await newUser(t.app, t.db, '13988881400');
    expectRefused(await update(company.token, { contactPhone: '13988881400', smsCode, smsCodeToken: sent.body.data.smsCodeToken }), VERIFY_MSG.phoneTaken);
    expect((await userRow(t.db, '13988881300')).id).toBe(company.userId);
  });
});
