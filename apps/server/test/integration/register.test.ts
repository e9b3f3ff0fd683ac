import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { call, captcha, freshIp, lastSmsCode, login, sendSms } from '../helpers/api';
import { counts, expectOk, expectRefused, userRow } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PASSWORD = 'abc12345';

/** Sends the registration code and answers what the form needs. */
async function codeFor(phone: string): Promise<{ smsCode: string; smsToken: string }> {
  const sent = await sendSms(t.app, phone);
  expectOk(sent);
  return { smsCode: await lastSmsCode(t.db, phone), smsToken: sent.body.data.smsToken };
}

function form(phone: string, sms: { smsCode: string; smsToken?: string }, over: Record<string, string> = {}) {
  return { phone, password: PASSWORD, confirmPassword: PASSWORD, agree: '1', ...sms, ...over };
}

/** A fresh image captcha is added unless the body brings its own `captchaKey`. */
async function registerCall(body: Record<string, unknown>, json = false) {
  const full = 'captchaKey' in body ? body : { ...(await captcha(t.app)), ...body };
  return call(t.app, 'POST', '/api/Register', json ? { json: full, ip: freshIp() } : { form: full as Record<string, string>, ip: freshIp() });
}

/** A refusal must not create a user. */
async function expectNoUserCreated(run: () => Promise<void>): Promise<void> {
  const before = (await counts(t.db)).users;
  await run();
  expect((await counts(t.db)).users).toBe(before);
}

const wrongCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

describe('POST /api/Register', () => {
  it('creates an unverified account with a scrypt hash and an audit row', async () => {
    const phone = '13944440001';
    const r = await registerCall(form(phone, await codeFor(phone)));
    expectOk(r);
    expect(r.body).toEqual({ code: 200, msg: MSG.registerOk, data: null });
    const user = await userRow(t.db, phone);
    // the registration gift (POINTS_REGISTER_GIFT, 100 points): a paid, never invoiceable gift order and its ledger row
    expect(user).toMatchObject({ account_type: 0, verify_status: 1, points_cents: 10000, failed_logins: 0, last_role: '1' });
    const gift = await t.db.selectFrom('orders').selectAll().where('account_user_id', '=', user.id).execute();
    expect(gift).toHaveLength(1);
    expect(gift[0]).toMatchObject({ kind: 'recharge', pay_type: 1, pay_status: 2, money_cents: 0, points_cents: 10000, description: '注册赠送积分' });
    const ledger = await t.db.selectFrom('points_ledger').selectAll().where('account_user_id', '=', user.id).execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ move: 'gift', delta_cents: 10000, balance_after_cents: 10000, order_id: gift[0]!.id });
    expect(user.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(user.password_hash).not.toContain(PASSWORD);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.register').where('target_id', '=', String(user.id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_type: 'user', actor_id: user.id, target_type: 'user' });
    expect(await login(t.app, phone, PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts a JSON body and agree=true', async () => {
    const phone = '13944440002';
    expectOk(await registerCall({ ...form(phone, await codeFor(phone)), agree: true }, true));
  });

  it('refuses each bad field with its message and creates nothing', async () => {
    const phone = '13944440003';
    const sms = await codeFor(phone);
    await expectNoUserCreated(async () => {
      for (const bad of ['abc', '123456', 'abcdef', 'a1b2', 'a1'.repeat(10), 'abc 12345', 'abc12345！']) {
        expectRefused(await registerCall(form(phone, sms, { password: bad, confirmPassword: bad })), MSG.passwordRule);
      }
      expectRefused(await registerCall(form(phone, sms, { confirmPassword: 'abc123456' })), MSG.confirmPasswordMismatch);
      expectRefused(await registerCall(form(phone, sms, { confirmPassword: '' })), MSG.confirmPasswordRequired);
      const { agree: _agree, ...noAgree } = form(phone, sms);
      expectRefused(await registerCall(noAgree), MSG.clauseRequired);
      expectRefused(await registerCall(form(phone, sms, { agree: '0' })), MSG.clauseRequired);
      for (const bad of ['12345', '1234567', 'abcdef', '12 456']) {
        expectRefused(await registerCall(form(phone, sms, { smsCode: bad })), MSG.smsWrong);
      }
      expectRefused(await registerCall(form(phone, sms, { smsCode: '' })), MSG.smsRequired);
      expectRefused(await registerCall(form(phone, sms, { phone: '1394444000' })), MSG.phoneInvalid);
      expectRefused(await registerCall(form(phone, sms, { phone: '' })), MSG.phoneRequired);
      expectRefused(await registerCall({ ...form(phone, sms), password: 12345678 }, true), MSG.passwordRule);
      expectRefused(await registerCall({ ...form(phone, sms), smsCode: [sms.smsCode] }, true), MSG.smsRequired);
      expectRefused(await registerCall({ ...form(phone, sms), smsToken: { a: 1 } }, true), '参数格式不正确');
      expectRefused(await registerCall({ ...form(phone, sms), smsToken: 'x'.repeat(65) }, true), '长度不能超过64个字符');
    });
    // none of those refusals touched the code: it still registers
    expectOk(await registerCall(form(phone, sms)));
  });

  it('refuses an empty, wrong or spent image captcha before it looks at the SMS code', async () => {
    const phone = '13944440031';
    const sms = await codeFor(phone);
    await expectNoUserCreated(async () => {
      const c = await captcha(t.app);
      expectRefused(await registerCall({ ...form(phone, sms), captchaKey: c.captchaKey, imgCode: '' }), MSG.captchaRequired);
      expectRefused(await registerCall({ ...form(phone, sms), captchaKey: '', imgCode: c.imgCode }), MSG.captchaExpired);
      const wrong = await captcha(t.app);
      expectRefused(await registerCall({ ...form(phone, sms), captchaKey: wrong.captchaKey, imgCode: wrong.imgCode === 'zzzz' ? 'yyyy' : 'zzzz' }), MSG.captchaWrong);
      // each captcha answers once: the one the SMS send used, or one already tried, is spent
      expectRefused(await registerCall({ ...form(phone, sms), ...wrong }), MSG.captchaExpired);
    });
    // none of these spent a try of the SMS code: the right one still registers
    const row = await t.db.selectFrom('sms_codes').select('wrong_attempts').where('token', '=', sms.smsToken).executeTakeFirstOrThrow();
    expect(Number(row.wrong_attempts)).toBe(0);
    expectOk(await registerCall(form(phone, sms)));
  });

  it('a phone that never got a code is told to get one', async () => {
    await expectNoUserCreated(async () => {
      expectRefused(await registerCall(form('13944440004', { smsCode: '123456' })), MSG.smsTokenMissing);
      const other = await codeFor('13944440005');
      // a token of another phone does not help either
      expectRefused(await registerCall(form('13944440004', other)), MSG.smsTokenMissing);
    });
  });

  it('counts wrong codes: the 5th ends the code, after which even the right one is refused', async () => {
    const phone = '13944440006';
    const sms = await codeFor(phone);
    await expectNoUserCreated(async () => {
      for (let i = 1; i <= 4; i += 1) {
        expectRefused(await registerCall(form(phone, { ...sms, smsCode: wrongCode(sms.smsCode, i) })), MSG.smsWrong);
      }
      expectRefused(await registerCall(form(phone, { ...sms, smsCode: wrongCode(sms.smsCode, 5) })), MSG.smsTooManyWrong);
      expectRefused(await registerCall(form(phone, sms)), MSG.smsExpired);
    });
    const row = await t.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.wrong_attempts).toBe(5);
    expect(row.consumed_at).not.toBeNull();
  });

  it('a wrong code counts even when another field makes the registration fail later', async () => {
    const phone = '13944440007';
    const sms = await codeFor(phone);
    expectRefused(await registerCall(form(phone, { ...sms, smsCode: wrongCode(sms.smsCode) })), MSG.smsWrong);
    const row = await t.db.selectFrom('sms_codes').select('wrong_attempts').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.wrong_attempts).toBe(1);
    expectOk(await registerCall(form(phone, sms)));
  });

  it('a code works once', async () => {
    const phone = '13944440008';
    const sms = await codeFor(phone);
    expectOk(await registerCall(form(phone, sms)));
    const id = (await userRow(t.db, phone)).id;
    // the account's gift order and ledger row go first (they reference it)
    await t.db.deleteFrom('points_ledger').where('account_user_id', '=', id).execute();
    await t.db.deleteFrom('orders').where('account_user_id', '=', id).execute();
    await t.db.deleteFrom('users').where('phone', '=', phone).execute();
    expectRefused(await registerCall(form(phone, sms)), MSG.smsExpired);
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()).toBeUndefined();
  });

  it('an expired code is refused', async () => {
    const phone = '13944440009';
    const sms = await codeFor(phone);
    await t.db.updateTable('sms_codes').set({ expires_at: Date.now() - 1 }).where('phone', '=', phone).execute();
    await expectNoUserCreated(async () => {
      expectRefused(await registerCall(form(phone, sms)), MSG.smsExpired);
    });
  });

  it('an older code stops working once a newer one is sent', async () => {
    const phone = '13944440010';
    const first = await codeFor(phone);
    await t.db.updateTable('sms_codes').set((eb) => ({ created_at: eb('created_at', '-', 61_000) })).where('phone', '=', phone).execute();
    const second = await codeFor(phone);
    await expectNoUserCreated(async () => {
      expectRefused(await registerCall(form(phone, first)), MSG.smsExpired);
    });
    expectOk(await registerCall(form(phone, second)));
  });

  it('a registered phone cannot register again', async () => {
    const phone = '13944440001';
    const other = await codeFor('13944440011');
    const before = await userRow(t.db, phone);
    await expectNoUserCreated(async () => {
      expectRefused(await registerCall(form(phone, { smsCode: other.smsCode })), MSG.phoneRegistered);
    });
    expect((await userRow(t.db, phone)).password_hash).toBe(before.password_hash);
  });
});

describe('wrong codes under concurrent tries', () => {
  it('twenty wrong codes at once still end the code after five', async () => {
    const phone = '13944440020';
    const sms = await codeFor(phone);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => registerCall(form(phone, { ...sms, smsCode: wrongCode(sms.smsCode, i + 1) }))),
    );
    const checked = answers.filter((a) => a.body.msg === MSG.smsWrong || a.body.msg === MSG.smsTooManyWrong).length;
    // only five guesses may be compared with the code; the others find it spent
    expect(checked).toBeLessThanOrEqual(5);
    const row = await t.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.consumed_at).not.toBeNull();
    expectRefused(await registerCall(form(phone, sms)), MSG.smsExpired);
  });
});
