import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The help centre states the failed-login limits the server really applies (decision 860): getSiteConfig answers them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_CAPTCHA_AFTER: '4', LOGIN_IP_BLOCK_AFTER: '60', LOGIN_IP_WINDOW_MINUTES: '30' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/home/getSiteConfig loginLimits', () => {
  it('answers the configured limits, to anyone', async () => {
    const res = await call(t.app, 'GET', '/api/home/getSiteConfig');
    expect(res.body.code).toBe(200);
    expect(res.body.data.loginLimits).toEqual({ captchaAfter: 4, ipCaptchaAfter: 10, ipBlockAfter: 60, ipWindowMinutes: 30 });
  });
});
