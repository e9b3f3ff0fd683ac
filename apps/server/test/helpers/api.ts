import type { App } from '../../src/context';
import type { Db } from '../../src/db/connect';

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

export interface CallOptions {
  form?: Record<string, string>;
  json?: unknown;
  token?: string;
  role?: string;
  query?: Record<string, string>;
  /** the caller's address: the per-route rate limits and the SMS per-IP limit count per address */
  ip?: string;
}

let ipCounter = 0;
/** A new client address for each call, so per-route rate limits (per IP) do not pile up in a file. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Calls the API as the browser does: form-encoded body, bearer token and role header. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer fields freely
export async function call<T = any>(app: App, method: 'GET' | 'POST', url: string, opts: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.role) headers.role = opts.role;
  let payload: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(opts.form).toString();
  } else if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.json);
  }
  const res = await app.inject({ method, url, headers, payload, query: opts.query, ...(opts.ip ? { remoteAddress: opts.ip } : {}) });
  return { status: res.statusCode, body: res.json() };
}

/** A fresh captcha and its text (the test server echoes it: CAPTCHA_TEST_ECHO=1). */
export async function captcha(app: App, ip: string = freshIp()): Promise<{ captchaKey: string; imgCode: string }> {
  const r = await call<{ captchaKey: string; testText: string }>(app, 'GET', '/api/Register/getImgCode', { ip });
  return { captchaKey: r.body.data.captchaKey, imgCode: r.body.data.testText };
}

/** The last code the local SMS provider wrote to the outbox for a phone. */
export async function lastSmsCode(db: Db, phone: string): Promise<string> {
  const row = await db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const code = /验证码为(\d{6})/.exec(row.text)?.[1];
  if (!code) throw new Error(`no code in: ${row.text}`);
  return code;
}

export async function sendSms(app: App, phone: string, path = '/api/Register/sendSMS', ip: string = freshIp()) {
  return call<{ smsToken: string; resendAfter: number }>(app, 'POST', path, { form: { phone, ...(await captcha(app)) }, ip });
}

/** Registers an account through the API (no login). */
export async function register(app: App, db: Db, phone: string, password = 'abc12345'): Promise<void> {
  const sent = await sendSms(app, phone);
  if (sent.body.code !== 200) throw new Error(sent.body.msg);
  const code = await lastSmsCode(db, phone);
  const reg = await call(app, 'POST', '/api/Register', {
    form: { phone, password, confirmPassword: password, smsCode: code, smsToken: sent.body.data.smsToken, agree: '1', ...(await captcha(app)) },
    ip: freshIp(),
  });
  if (reg.body.code !== 200) throw new Error(reg.body.msg);
}

/** Registers an account through the API and answers its token after logging in. */
export async function registerAndLogin(app: App, db: Db, phone: string, password = 'abc12345'): Promise<string> {
  await register(app, db, phone, password);
  return login(app, phone, password);
}

export async function login(app: App, phone: string, password: string): Promise<string> {
  const r = await call<{ token: string }>(app, 'POST', '/api/login', { form: { phone, password }, ip: freshIp() });
  if (r.body.code !== 200) throw new Error(r.body.msg);
  return r.body.data.token;
}
