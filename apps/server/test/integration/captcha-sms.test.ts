import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { call, captcha, freshIp, lastSmsCode, register, sendSms } from '../helpers/api';
import { ageSmsCodes, counts, expectEnvelope, expectOk, expectRefused } from '../helpers/checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

const REGISTERED = '13922220000';
const SEND = '/api/Register/sendSMS';
const SEND_RESET = '/api/Register/sendResetSMS';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await register(t.app, t.db, REGISTERED);
});
afterAll(async () => t?.close());

/** sendSMS with a fresh, right captcha and any phone value (JSON, so any type can be sent). */
async function sendWith(phone: unknown, path = SEND, ip = freshIp()) {
  return call(t.app, 'POST', path, { json: { phone, ...(await captcha(t.app)) }, ip });
}

describe('GET /api/Register/getImgCode', () => {
  it('answers a key and an SVG image, and stores only a hash of the text', async () => {
    const r = await call(t.app, 'GET', '/api/Register/getImgCode');
    expectOk(r);
    const { captchaKey, img, testText } = r.body.data as { captchaKey: string; img: string; testText: string };
    expect(captchaKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(img.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(testText).toMatch(/^[A-Za-z0-9]{4}$/);
    const row = await t.db.selectFrom('captchas').selectAll().where('id', '=', captchaKey).executeTakeFirstOrThrow();
    expect(row.text_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.text_hash).not.toContain(testText);
    expect(row.used_at).toBeNull();
    expect(row.expires_at - row.created_at).toBe(300_000);
  });
});

describe('POST /api/Register/sendSMS: bad input changes nothing', () => {
  it('refuses a missing, malformed or wrongly typed phone', async () => {
    const before = await counts(t.db);
    expectRefused(await call(t.app, 'POST', SEND, { form: { ...(await captcha(t.app)) }, ip: freshIp() }), MSG.phoneRequired);
    expectRefused(await sendWith(''), MSG.phoneRequired);
    expectRefused(await sendWith('   '), MSG.phoneRequired);
    for (const bad of ['12345678901', '1391234567a', '139123456789', '+8613912345678', '１３９１２３４５６７８', '23912345678']) {
      expectRefused(await sendWith(bad), MSG.phoneInvalid);
    }
    expectRefused(await sendWith(12345), MSG.phoneInvalid);
    for (const wrongType of [['13912345678'], { n: '13912345678' }, true, null]) {
      expectRefused(await sendWith(wrongType), MSG.phoneRequired);
    }
    const after = await counts(t.db);
    expect({ ...after, captchas: 0 }).toEqual({ ...before, captchas: 0 });
  });

  it('a phone sent as a JSON number is read as its digits (form bodies carry only text)', async () => {
    expectOk(await sendWith(13922220099));
    expect(await lastSmsCode(t.db, '13922220099')).toMatch(/^\d{6}$/);
  });

  it('refuses a missing, malformed or wrong captcha', async () => {
    const before = await counts(t.db);
    const phone = '13922220001';
    const c = await captcha(t.app);
    expectRefused(await call(t.app, 'POST', SEND, { form: { phone, captchaKey: c.captchaKey }, ip: freshIp() }), MSG.captchaRequired);
    expectRefused(await call(t.app, 'POST', SEND, { form: { phone, imgCode: c.imgCode }, ip: freshIp() }), MSG.captchaExpired);
    expectRefused(await call(t.app, 'POST', SEND, { form: { phone, captchaKey: c.captchaKey, imgCode: 'abcde' }, ip: freshIp() }), MSG.captchaWrong);
    expectRefused(await call(t.app, 'POST', SEND, { form: { phone, captchaKey: c.captchaKey, imgCode: 'a_b!' }, ip: freshIp() }), MSG.captchaWrong);
    const wrong = c.imgCode === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    expectRefused(await call(t.app, 'POST', SEND, { form: { phone, captchaKey: c.captchaKey, imgCode: wrong }, ip: freshIp() }), MSG.captchaWrong);
    // a wrong answer spends the captcha: the right one no longer works
    expectRefused(await call(t.app, 'POST', SEND, { form: { phone, ...c }, ip: freshIp() }), MSG.captchaExpired);
    // an unknown key
    expectRefused(await call(t.app, 'POST', SEND, { form: { phone, captchaKey: 'no-such-key', imgCode: 'abcd' }, ip: freshIp() }), MSG.captchaExpired);
    expect((await counts(t.db)).sms_codes).toBe(before.sms_codes);
    expect((await counts(t.db)).sms_outbox).toBe(before.sms_outbox);
  });

  it('a captcha answers once: reusing it is refused', async () => {
    const c = await captcha(t.app);
    expectOk(await call(t.app, 'POST', SEND, { form: { phone: '13922220002', ...c }, ip: freshIp() }));
    expectRefused(await call(t.app, 'POST', SEND, { form: { phone: '13922220003', ...c }, ip: freshIp() }), MSG.captchaExpired);
  });

  it('an expired captcha is refused', async () => {
    const c = await captcha(t.app);
    await t.db.updateTable('captchas').set({ expires_at: Date.now() - 1 }).where('id', '=', c.captchaKey).execute();
    expectRefused(await call(t.app, 'POST', SEND, { form: { phone: '13922220004', ...c }, ip: freshIp() }), MSG.captchaExpired);
  });

  it('the captcha is case-insensitive', async () => {
    const swap = (s: string) => [...s].map((ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())).join('');
    const c = await captcha(t.app);
    expectOk(await call(t.app, 'POST', SEND, { form: { phone: '13922220005', captchaKey: c.captchaKey, imgCode: swap(c.imgCode) }, ip: freshIp() }));
    const d = await captcha(t.app);
    expectOk(await call(t.app, 'POST', SEND, { form: { phone: '13922220006', captchaKey: d.captchaKey, imgCode: d.imgCode.toUpperCase() }, ip: freshIp() }));
  });

  it('a registered phone is told to log in; an unregistered one cannot ask for a reset code', async () => {
    const before = await counts(t.db);
    expectRefused(await sendWith(REGISTERED), MSG.phoneRegistered);
    expectRefused(await sendWith('13922220007', SEND_RESET), MSG.phoneNotRegistered);
    const after = await counts(t.db);
    expect([after.sms_codes, after.sms_outbox]).toEqual([before.sms_codes, before.sms_outbox]);
  });
});

describe('codes, outbox and resend', () => {
  it('writes one outbox message with a 6-digit code and stores only its hash', async () => {
    const phone = '13922220010';
    const r = await sendSms(t.app, phone);
    expectOk(r);
    expect(r.body.msg).toBe(MSG.smsSent);
    expect(r.body.data.resendAfter).toBe(60);
    expect(r.body.data.smsToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const out = await t.db.selectFrom('sms_outbox').selectAll().where('phone', '=', phone).execute();
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ purpose: 'register', provider: 'local' });
    const m = /^【数据存证平台】您正在注册账号，验证码为(\d{6})，10分钟内有效。如非本人操作，请忽略本短信。$/.exec(out[0]!.text);
    expect(m).not.toBeNull();
    const code = m![1]!;
    const rows = await t.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(Object.values(row).map(String)).not.toContain(code);
    expect(row).toMatchObject({ purpose: 'register', wrong_attempts: 0, consumed_at: null });
    expect(row.expires_at - row.created_at).toBe(600_000);
  });

  it('the reset code says so in the message', async () => {
    const r = await sendSms(t.app, REGISTERED, SEND_RESET);
    expectOk(r);
    const out = await t.db.selectFrom('sms_outbox').selectAll().where('phone', '=', REGISTERED).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(out.purpose).toBe('reset');
    expect(out.text).toMatch(/您正在找回密码，验证码为\d{6}，/);
  });

  it('refuses a resend inside 60 s with 429, and allows it once the last code is 61 s old', async () => {
    const phone = '13922220011';
    expectOk(await sendSms(t.app, phone));
    const first = await lastSmsCode(t.db, phone);
    const before = await counts(t.db);
    const again = await sendSms(t.app, phone);
    expectEnvelope(again, 429, 429, /^短信发送过于频繁，请(59|60)秒后再试$/);
    expect(await counts(t.db)).toMatchObject({ sms_codes: before.sms_codes, sms_outbox: before.sms_outbox });

    await ageSmsCodes(t.db, phone, 61_000);
    const later = await sendSms(t.app, phone);
    expectOk(later);
    const rows = await t.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).orderBy('id', 'asc').execute();
    expect(rows).toHaveLength(2);
    // the newer code ends the older one
    expect(rows[0]!.consumed_at).not.toBeNull();
    expect(rows[1]!.consumed_at).toBeNull();
    expect(await lastSmsCode(t.db, phone)).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
  });
});

describe('SMS limits', () => {
  let lim: TestApp;
  beforeAll(async () => {
    lim = await createTestApp({ SMS_PER_PHONE_DAILY: '2', SMS_PER_IP_HOURLY: '3' });
  });
  afterAll(async () => lim?.close());

  it('per phone per day', async () => {
    const phone = '13933330001';
    expectOk(await sendSms(lim.app, phone));
    await ageSmsCodes(lim.db, phone, 61_000);
    expectOk(await sendSms(lim.app, phone));
    await ageSmsCodes(lim.db, phone, 61_000);
    const before = await counts(lim.db);
    expectEnvelope(await sendSms(lim.app, phone), 429, 429, MSG.smsDailyLimit);
    expect(await counts(lim.db)).toMatchObject({ sms_codes: before.sms_codes, sms_outbox: before.sms_outbox });
  });

  it('per IP per hour', async () => {
    const ip = '10.200.0.1';
    for (const phone of ['13933330011', '13933330012', '13933330013']) expectOk(await sendSms(lim.app, phone, SEND, ip));
    const before = await counts(lim.db);
    expectEnvelope(await sendSms(lim.app, '13933330014', SEND, ip), 429, 429, MSG.smsIpLimit);
    expect(await counts(lim.db)).toMatchObject({ sms_codes: before.sms_codes, sms_outbox: before.sms_outbox });
    // another network is not affected
    expectOk(await sendSms(lim.app, '13933330014', SEND, '10.200.0.2'));
  });
});

describe('resend under concurrent requests', () => {
  it('five sends at once for one phone send one code', async () => {
    const phone = '13922220030';
    const captchas = await Promise.all(Array.from({ length: 5 }, () => captcha(t.app)));
    const answers = await Promise.all(captchas.map((c) => call(t.app, 'POST', SEND, { form: { phone, ...c }, ip: freshIp() })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await t.db.selectFrom('sms_outbox').selectAll().where('phone', '=', phone).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute()).toHaveLength(1);
  });
});
