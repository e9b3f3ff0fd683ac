import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { OPERATOR } from './accounts';
import type { ServerProcess } from './server-process';
import { startSharedServer } from './shared-server';

/**
 * Every test's baseURL is its worker's shared server, started when the worker first needs it and stopped
 * when the worker ends (support/shared-server.ts).
 */
export const test = base.extend<object, { sharedServer: ServerProcess }>({
  sharedServer: [
    async ({}, use) => {
      const server = await startSharedServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ sharedServer }, use) => {
    await use(sharedServer.baseUrl);
  },
});
export { expect };

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function envelope<T>(res: { json: () => Promise<unknown> }): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}

/** Reads the newest SMS code sent to `phone` from the operator outbox (local SMS provider). */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const login = await envelope<{ token: string }>(
    await request.post('/api/admin/login', { form: { phone: OPERATOR.phone, password: OPERATOR.password } }),
  );
  expect(login.code, login.msg).toBe(200);
  const outbox = await envelope<{ list: { text: string }[] }>(
    await request.get(`/api/admin/smsOutbox?page=1&phone=${phone}`, { headers: { Authorization: `Bearer ${login.data.token}` } }),
  );
  expect(outbox.code, outbox.msg).toBe(200);
  // the code follows 验证码为: a notarial signing's text names its order number first, whose digits are no code (decision 602)
  const text = outbox.data.list[0]?.text ?? '';
  const code = /验证码为(\d{6})/.exec(text)?.[1] ?? text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no SMS code in the outbox for ${phone}`);
  return code;
}

/** Logs in through the API and leaves the token where the web app keeps it. */
export async function loginAs(page: Page, request: APIRequestContext, phone: string, password: string): Promise<void> {
  const answer = await envelope<{ token: string; userInfo: { role: '1' | '2' } }>(
    await request.post('/api/login', { form: { phone, password } }),
  );
  expect(answer.code, answer.msg).toBe(200);
  // Any page of the origin gives access to its localStorage; a JSON answer costs the browser nothing, where
  // loading the app (as '/404' did) costs about 0.85 s of CPU (docs/testing.md, the test budget).
  await page.goto('/api/health');
  await page.evaluate(
    ([token, role]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('role', role);
    },
    [answer.data.token, answer.data.userInfo.role] as const,
  );
}

/** A fresh phone number per run so registration never collides with earlier data. */
export function randomPhone(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** Registers a new account through the API (captcha echo + SMS outbox); returns its phone. */
export async function registerViaApi(request: APIRequestContext, password: string): Promise<string> {
  const phone = randomPhone();
  const captcha = await envelope<{ captchaKey: string; testText?: string }>(await request.get('/api/Register/getImgCode'));
  expect(captcha.data.testText, 'server must run with CAPTCHA_TEST_ECHO=1').toBeTruthy();
  const sms = await envelope<{ smsToken: string }>(
    await request.post('/api/Register/sendSMS', { form: { phone, captchaKey: captcha.data.captchaKey, imgCode: captcha.data.testText ?? '' } }),
  );
  expect(sms.code, sms.msg).toBe(200);
  const smsCode = await latestSmsCode(request, phone);
  // the send spent that captcha; the registration needs a new one
  const second = await envelope<{ captchaKey: string; testText?: string }>(await request.get('/api/Register/getImgCode'));
  const done = await envelope<null>(
    await request.post('/api/Register', {
      form: { phone, captchaKey: second.data.captchaKey, imgCode: second.data.testText ?? '', password, confirmPassword: password, smsCode, smsToken: sms.data.smsToken, agree: '1' },
    }),
  );
  expect(done.code, done.msg).toBe(200);
  return phone;
}
