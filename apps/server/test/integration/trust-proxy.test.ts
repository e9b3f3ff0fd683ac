import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@evidence/shared/constants';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * TRUST_PROXY decides which address the per-address rules count (login captcha and refusal, SMS,
 * extraction locks, rate limits, audit rows). Observed through login_failures.ip, the address the
 * login captcha rule counts, and through that rule itself (decision 226).
 */
const PROXY = '192.0.2.10';
const REAL_CLIENT = '203.0.113.5';

async function failedLogin(t: TestApp, from: string, forwardedFor?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: JSON.stringify({ phone: '13900009999', password: 'abc12345' }),
  });
  return res.json() as { code: number; msg: string; data: { needCaptcha?: boolean } | null };
}

const failureIps = async (t: TestApp) => (await t.db.selectFrom('login_failures').select('ip').orderBy('id').execute()).map((r) => r.ip);

describe('TRUST_PROXY=1 (one proxy that appends the address it saw)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', LOGIN_IP_CAPTCHA_AFTER: '10' });
  });
  afterAll(async () => t?.close());

  it('a forged leftmost X-Forwarded-For changes nothing: 14 failures count for the address the proxy saw', async () => {
    const answers = [];
    for (let i = 1; i <= 14; i += 1) answers.push(await failedLogin(t, PROXY, `198.51.100.${i}, ${REAL_CLIENT}`));
    // after LOGIN_IP_CAPTCHA_AFTER failures from one address, every login from there needs the captcha
    expect(answers.slice(0, 10).every((a) => a.msg === MSG.loginFailed)).toBe(true);
    expect(answers.slice(10).map((a) => a.msg)).toEqual(Array(4).fill(MSG.loginNeedCaptcha));
    expect(new Set(await failureIps(t))).toEqual(new Set([REAL_CLIENT]));
  });
});

describe('TRUST_PROXY=<address list>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: `${PROXY}, 198.18.0.0/15` });
  });
  afterAll(async () => t?.close());

  it('believes X-Forwarded-For only from a listed proxy, and only up to the first unlisted entry', async () => {
    await t.db.deleteFrom('login_failures').execute();
    await failedLogin(t, PROXY, '198.51.100.1, 203.0.113.7');
    // through two listed proxies: the client is the entry left of the last listed one
    await failedLogin(t, PROXY, '198.51.100.2, 203.0.113.8, 198.18.0.3');
    // a client talking to the server directly cannot choose its address
    await failedLogin(t, '203.0.113.99', '198.51.100.3');
    expect(await failureIps(t)).toEqual(['203.0.113.7', '203.0.113.8', '203.0.113.99']);
  });
});

describe('TRUST_PROXY unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('ignores X-Forwarded-For', async () => {
    await failedLogin(t, '203.0.113.20', '198.51.100.1, 203.0.113.5');
    expect(await failureIps(t)).toEqual(['203.0.113.20']);
  });
});

describe('TRUST_PROXY is checked at start', () => {
  it.each([['true'], ['yes'], ['1.2.3'], ['10.0.0.0/33'], ['10.0.0.1,'], ['99']])('refuses %j with a message naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*(proxies in front|not plausible)/);
  });

  it.each([
    ['0', false],
    ['', false],
    ['2', { hops: 2 }],
    ['10.0.0.2, 192.168.0.0/16,::1,loopback', { addresses: ['10.0.0.2', '192.168.0.0/16', '::1', 'loopback'] }],
  ])('reads %j', (value, setting) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(setting);
  });
});
