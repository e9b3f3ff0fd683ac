import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SMS_RESEND_SECONDS, fillMessage } from '@evidence/shared/constants';
import { smsProviderFromConfig } from '../../src/providers/sms/sms-from-config';
import { SMS_TEMPLATE_KEYS, templateSetting } from '../../src/providers/sms/sms-templates';
import { SMS_REASON } from '../../src/providers/sms/sms-refusals';
import { call, captcha, freshIp, sendSms } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startAliyunSmsStandIn, startTencentSmsStandIn, type AliyunSmsStandIn, type TencentSmsStandIn } from '../support/standins';

/**
 * Issue 25 item 3: SMS through Tencent Cloud SMS and Aliyun dysmsapi, each through its real SDK against a loopback
 * stand-in of its HTTP API that checks our signatures (TC3-HMAC-SHA256, ACS3-HMAC-SHA256) as the carrier does.
 * A refused or unreachable gateway: a Chinese reason, and no code counts (decision 892).
 */

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

interface Carrier {
  name: 'tencent' | 'aliyun';
  start(): Promise<TencentSmsStandIn | AliyunSmsStandIn>;
  templates(): Record<string, string>;
  wrongSecret: Record<string, string>;
  refuseTemplate: { status: string } | { code: string };
  templateCode: string;
  rateLimit: { status: string } | { code: string };
  rateCode: string;
  wrongSecretCode: string;
  codeOf(s: TencentSmsStandIn | AliyunSmsStandIn, phone: string): string | undefined;
  unreachable(port: number): Record<string, string>;
}

const carriers: Carrier[] = [
  {
    name: 'tencent',
    start: () => startTencentSmsStandIn(),
    templates: () => Object.fromEntries(SMS_TEMPLATE_KEYS.map((k, i) => [templateSetting(k), String(2_000_000 + i)])),
    wrongSecret: { SMS_TENCENT_SECRET_KEY: 'not-the-key-the-stand-in-made' },
    refuseTemplate: { status: 'FailedOperation.TemplateIncorrectOrUnapproved' },
    templateCode: 'FailedOperation.TemplateIncorrectOrUnapproved',
    rateLimit: { status: 'LimitExceeded.PhoneNumberDailyLimit' },
    rateCode: 'LimitExceeded.PhoneNumberDailyLimit',
    wrongSecretCode: 'AuthFailure.SignatureFailure',
    codeOf: (s, phone) => (s as TencentSmsStandIn).messages.filter((m) => m.phone === phone).at(-1)?.params[0],
    unreachable: (port) => ({ SMS_TENCENT_ENDPOINT: `http://sms.tencentcloudapi.com:${port}` }),
  },
  {
    name: 'aliyun',
    start: () => startAliyunSmsStandIn(),
    templates: () => Object.fromEntries(SMS_TEMPLATE_KEYS.map((k, i) => [templateSetting(k), `SMS_${470_000_000 + i}`])),
    wrongSecret: { SMS_ALIYUN_ACCESS_KEY_SECRET: 'not-the-secret-the-stand-in-made' },
    refuseTemplate: { code: 'isv.SMS_TEMPLATE_ILLEGAL' },
    templateCode: 'isv.SMS_TEMPLATE_ILLEGAL',
    rateLimit: { code: 'isv.BUSINESS_LIMIT_CONTROL' },
    rateCode: 'isv.BUSINESS_LIMIT_CONTROL',
    wrongSecretCode: 'SignatureDoesNotMatch',
    codeOf: (s, phone) => (s as AliyunSmsStandIn).messages.filter((m) => m.phone === phone).at(-1)?.params.code,
    unreachable: (port) => ({ SMS_ALIYUN_ENDPOINT: `http://127.0.0.1:${port}` }),
  },
];

describe.each(carriers)('SMS through $name', (carrier) => {
  let t: TestApp;
  let standIn: TencentSmsStandIn | AliyunSmsStandIn;
  let env: Record<string, string>;
  const lines: string[] = [];
  let n = 0;
  const phone = () => `139${carrier.name === 'tencent' ? '1' : '2'}${String(Date.now() % 1_000_000).padStart(6, '0')}${n++ % 10}`;

  beforeAll(async () => {
    standIn = await carrier.start();
    env = { ...standIn.env(carrier.templates()), SMS_TIMEOUT_MS: '300', LOG_LEVEL: 'info' };
    t = await createTestApp(env, { logStream: { write: (line) => void lines.push(line) } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const codesOf = (p: string) => t.db.selectFrom('sms_codes').select('id').where('phone', '=', p).execute();
  const lastDelivery = (p: string) => t.db.selectFrom('sms_deliveries').selectAll().where('phone', '=', p).orderBy('id', 'desc').executeTakeFirstOrThrow();

  /** A refused or failed send: the user's Chinese reason, no code row, the outcome recorded; the next send goes at once. */
  async function refusedThenAllowed(p: string, reason: string, outcome: 'refused' | 'failed', code: string) {
    const ip = freshIp();
    const sent = await sendSms(t.app, p, '/api/Register/sendSMS', ip);
    expect(sent.body.msg).toBe(reason);
    expect(sent.body.code).not.toBe(200);
    expect(await codesOf(p)).toHaveLength(0);
    expect(await lastDelivery(p)).toMatchObject({ provider: carrier.name, template: 'code_register', outcome, provider_code: code, reason });
    // the failure's log lines (ours and the request's error) name neither the phone nor the code's parameters
    // (the captured log is the first start's: a restarted app logs elsewhere)
    const log = lines.join('');
    expect(log).not.toContain(p);
    expect(log).not.toMatch(/TemplateParam|%22code%22/);
  }

  it('registers a user by an SMS code sent through the real SDK; the outcome is recorded and the log shows the phone masked', async () => {
    const p = phone();
    const sent = await sendSms(t.app, p);
    expect(sent.body.code, sent.body.msg).toBe(200);
    const code = carrier.codeOf(standIn, p);
    expect(code).toMatch(/^\d{6}$/);
    const reg = await call(t.app, 'POST', '/api/Register', {
      form: { phone: p, password: 'abc12345', confirmPassword: 'abc12345', smsCode: code!, smsToken: sent.body.data.smsToken, agree: '1', ...(await captcha(t.app)) },
      ip: freshIp(),
    });
    expect(reg.body.code, reg.body.msg).toBe(200);
    expect(await lastDelivery(p)).toMatchObject({ outcome: 'sent', template: 'code_register', provider_code: null });
    expect((await lastDelivery(p)).provider_ref).toBeTruthy();
    const log = lines.join('');
    expect(log).toContain(`${p.slice(0, 3)}****${p.slice(-4)}`);
    expect(log).not.toContain(p);
    expect(log).not.toContain(code!);
    // nothing went to the local outbox
    expect(await t.db.selectFrom('sms_outbox').select('id').where('phone', '=', p).execute()).toHaveLength(0);
  });

  it('a template the carrier has not approved: told in Chinese, nothing counts, the next send goes at once', async () => {
    const p = phone();
    standIn.failNext(carrier.refuseTemplate as never);
    await refusedThenAllowed(p, SMS_REASON.template, 'refused', carrier.templateCode);
    expect((await sendSms(t.app, p)).body.code).toBe(200);
  });

  it('the carrier\'s rate limit: told in Chinese, nothing counts, the next send goes at once', async () => {
    const p = phone();
    standIn.failNext(carrier.rateLimit as never);
    await refusedThenAllowed(p, SMS_REASON.rateLimited, 'refused', carrier.rateCode);
    expect((await sendSms(t.app, p)).body.code).toBe(200);
  });

  it('a gateway that does not answer in time: the message may still arrive, so it counts (the resend wait), its code is never usable', async () => {
    const p = phone();
    standIn.failNext({ hang: true });
    const sent = await sendSms(t.app, p);
    expect(sent.body.msg).toBe(fillMessage(MSG.smsTimeoutWait, { seconds: SMS_RESEND_SECONDS }));
    expect(sent.body.data ?? null).toBeNull();
    expect(await lastDelivery(p)).toMatchObject({ outcome: 'failed', provider_code: 'timeout', reason: SMS_REASON.timeout });
    // the row stays, spent: the wait holds and the day's budget counts it
    const rows = await codesOf(p);
    expect(rows).toHaveLength(1);
    expect(await t.db.selectFrom('sms_codes').select('consumed_at').where('phone', '=', p).executeTakeFirstOrThrow()).toMatchObject({ consumed_at: expect.any(Number) });
    expect(lines.join('')).toContain(`${p.slice(0, 3)}****${p.slice(-4)}`);
    const again = await sendSms(t.app, p);
    expect(again.body.code).toBe(429);
    expect(again.body.msg).toMatch(/^短信发送过于频繁，请\d+秒后再试$/);
  });

  it('a wrong secret: the stand-in refuses the signature, the user is told, nothing counts', async () => {
    t = await t.restart({ ...env, LOG_LEVEL: 'silent', ...carrier.wrongSecret });
    const p = phone();
    await refusedThenAllowed(p, SMS_REASON.auth, 'refused', carrier.wrongSecretCode);
    expect(standIn.refusals).toContain(carrier.wrongSecretCode);
    t = await t.restart({ ...env, LOG_LEVEL: 'silent' });
    expect((await sendSms(t.app, p)).body.code).toBe(200);
  }, 60_000);

  it('a gateway that refuses the connection: told in Chinese; neither the phone\'s daily nor the address\'s hourly budget is spent', async () => {
    // budgets of one: had the failed code counted, the next send would be refused on both
    const one = { SMS_PER_PHONE_DAILY: '1', SMS_PER_IP_HOURLY: '1' };
    t = await t.restart({ ...env, LOG_LEVEL: 'silent', ...one, ...carrier.unreachable(await closedPort()) });
    const p = phone();
    const ip = freshIp();
    const failed = await sendSms(t.app, p, '/api/Register/sendSMS', ip);
    expect(failed.body.msg).toBe(SMS_REASON.unreachable);
    expect(await codesOf(p)).toHaveLength(0);
    expect(await lastDelivery(p)).toMatchObject({ outcome: 'failed', provider_code: 'connection-refused' });
    t = await t.restart({ ...env, LOG_LEVEL: 'silent', ...one });
    expect((await sendSms(t.app, p, '/api/Register/sendSMS', ip)).body.code).toBe(200);
    // and the budget of one is then spent: the limits still hold
    expect((await sendSms(t.app, phone(), '/api/Register/sendSMS', ip)).body.code).toBe(429);
    t = await t.restart({ ...env, LOG_LEVEL: 'silent' });
  }, 60_000);

  it('while a code is being sent it counts: a second request at once waits, and still after a timeout', async () => {
    const p = phone();
    standIn.failNext({ hang: true });
    const first = sendSms(t.app, p);
    // the first request's row is in (the stand-in holds its call) before the second asks
    await expect.poll(async () => (await codesOf(p)).length, { timeout: 5_000, interval: 20 }).toBe(1);
    const second = await sendSms(t.app, p);
    expect(second.body.code).toBe(429);
    expect((await first).body.msg).toBe(fillMessage(MSG.smsTimeoutWait, { seconds: SMS_RESEND_SECONDS }));
    // a timeout counts (the carrier may have delivered it): the wait still holds after it
    expect(await codesOf(p)).toHaveLength(1);
    expect((await sendSms(t.app, p)).body.code).toBe(429);
  });

  it('a notice goes as its template: a signing link reaches the carrier as its path only, the name and title whole or cut', async () => {
    const sms = smsProviderFromConfig(t.config, t.db, pino({ level: 'silent' }));
    const p = phone();
    await sms.send({ phone: p, purpose: 'esign-link', template: 'esign_invite', params: { name: '张三', sender: '某某科技有限公司', title: '二〇二六年度房屋租赁合同补充协议', date: '2026年12月31日', link: 'https://e.example.cn/h5elesign?token=abc' } });
    const values = carrier.name === 'tencent' ? (standIn as TencentSmsStandIn).messages.at(-1)!.params : Object.values((standIn as AliyunSmsStandIn).messages.at(-1)!.params);
    expect(values).toEqual(['张三', '某某科技有限公司', '二〇二六年度房屋租赁合…', '2026年12月31日', 'h5elesign?token=abc']);
    expect(await lastDelivery(p)).toMatchObject({ outcome: 'sent', template: 'esign_invite', purpose: 'esign-link' });
  });
});

/** The stand-ins check what the carriers check: a request signed by the SDK's own signer, but stale or replayed, fails. */
describe('the SMS stand-ins refuse what the carriers refuse', () => {
  it('Tencent: a TC3 signature of a timestamp outside 5 minutes, or of another service, is refused', async () => {
    const s = await startTencentSmsStandIn();
    try {
      const { default: Sign } = (await import('tencentcloud-sdk-nodejs-common/tencentcloud/common/sign.js')) as unknown as { default: { sign3(a: Record<string, unknown>): string } };
      const post = async (timestamp: number, service: string) => {
        const payload = { PhoneNumberSet: ['+8613900000000'], SmsSdkAppId: s.sdkAppId, SignName: s.signName, TemplateId: '1', TemplateParamSet: ['123456'] };
        const headers = { 'Content-Type': 'application/json' };
        const authorization = Sign.sign3({ method: 'POST', url: 'http://sms.tencentcloudapi.com/', payload, timestamp, service, secretId: s.secretId, secretKey: s.secretKey, headers });
        // node:http, not fetch: fetch will not send a Host header of our choosing
        const text = await new Promise<string>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port: s.port, path: '/', method: 'POST', headers: { ...headers, Host: 'sms.tencentcloudapi.com', Authorization: authorization, 'X-TC-Action': 'SendSms', 'X-TC-Version': '2021-01-11', 'X-TC-Timestamp': String(timestamp) } }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString('utf8')));
            res.on('end', () => resolve(body));
          });
          req.on('error', reject);
          req.end(JSON.stringify(payload));
        });
        return (JSON.parse(text) as { Response: { Error?: { Code: string }; SendStatusSet?: Array<{ Code: string }> } }).Response;
      };
      const now = Math.floor(Date.now() / 1000);
      expect((await post(now, 'sms')).SendStatusSet?.[0]?.Code).toBe('Ok');
      expect((await post(now - 600, 'sms')).Error?.Code).toBe('AuthFailure.SignatureExpire');
      expect((await post(now, '127')).Error?.Code).toBe('AuthFailure.InvalidAuthorization');
    } finally {
      await s.close();
    }
  });

  it('Aliyun: an ACS3 request replayed with its nonce, or dated outside 15 minutes, is refused', async () => {
    const s = await startAliyunSmsStandIn();
    try {
      const { default: Utils } = (await import('@alicloud/openapi-core/dist/utils.js')) as unknown as { default: { getAuthorization(r: unknown, alg: string, payload: string, ak: string, sk: string): string } };
      const send = async (date: string, nonce: string) => {
        const query = { PhoneNumbers: '13900000000', SignName: s.signName, TemplateCode: 'SMS_1', TemplateParam: '{"code":"123456"}' };
        const headers: Record<string, string> = { host: `127.0.0.1:${s.port}`, 'x-acs-version': '2017-05-25', 'x-acs-action': 'SendSms', 'x-acs-date': date, 'x-acs-signature-nonce': nonce, 'x-acs-content-sha256': createHash('sha256').update('').digest('hex') };
        headers.Authorization = Utils.getAuthorization({ pathname: '/', method: 'POST', query, headers }, 'ACS3-HMAC-SHA256', headers['x-acs-content-sha256']!, s.accessKeyId, s.accessKeySecret);
        const res = await fetch(`${s.url}/?${new URLSearchParams(query).toString().replace(/\+/g, '%20')}`, { method: 'POST', headers });
        return (await res.json()) as { Code: string };
      };
      const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
      expect((await send(now, 'nonce-1')).Code).toBe('OK');
      expect((await send(now, 'nonce-1')).Code).toBe('SignatureNonceUsed');
      expect((await send(new Date(Date.now() - 20 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'), 'nonce-2')).Code).toBe('InvalidTimeStamp.Expired');
    } finally {
      await s.close();
    }
  });
});
