import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayChannel } from '@evidence/shared/constants';
import { loadConfig } from '../../src/config';
import { localProvidersIn, productionProblems } from '../../src/production-check';
import { wechatSettingsReport } from '../../src/providers/payment/wechat/settings-report';
import { wechatPaymentProvider } from '../../src/providers/payment/wechat/wechat-payment';
import { startWechatPayStandIn, type WechatPayStandIn } from '../support/standins/wechatpay';
import { startAlipayStandIn } from '../support/standins/alipay';
import { buildPaymentProviders } from '../../src/providers/payment/registry';
import { configRefusal } from '../helpers/config-refusal';

/** WECHATPAY_* at start and in `npm run doctor`'s report; platform certificate mode end to end. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-wechat-settings-'));
let s: WechatPayStandIn;
let certMode: WechatPayStandIn;

beforeAll(async () => {
  s = await startWechatPayStandIn();
  certMode = await startWechatPayStandIn({ mode: 'platform-cert', deliver: async () => ({ status: 204, body: '' }) });
});
afterAll(async () => {
  await s?.close();
  await certMode?.close();
  for (const dir of [dataDir, s?.files.dir, certMode?.files.dir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const refusal = (env: Record<string, string>): string => configRefusal(dataDir, env);

/** a production start with every other part in order */
const productionBase = { NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: false, PUBLIC_URL: 'https://evidence.example', SMS_PROVIDER: 'off', FACE_PROVIDER: 'off', OCR_PROVIDER: 'off', ANCHOR_EVM_LOCAL: false, ANCHOR_TSA_LOCAL: false, CAPTCHA_TEST_ECHO: false, CAPTURE_TEST_ALLOW_HOSTS: [], NOTARY_SIGNING_P12: 'a.p12', NOTARY_OFFICE_P12: 'b.p12', PLATFORM_OPERATOR_NAME: '某某公司', SERVICE_PHONE: '400-000-0000', NOTARY_OFFICE_NAME: '某某公证处', NOTARY_OFFICE_LICENCE: '1', NOTARY_OFFICE_ADDRESS: '某地', NOTARY_OFFICE_PHONE: '010-00000000' };

const stateOf = (rows: ReturnType<typeof wechatSettingsReport>) => Object.fromEntries(rows.map((r) => [r.setting, r.state]));

describe('WECHATPAY_* settings', () => {
  it('the stand-in\'s settings are all ok, in either verification mode, and load into config.payment.wechat', () => {
    expect(wechatSettingsReport(s.env).every((r) => r.state === 'ok')).toBe(true);
    expect(wechatSettingsReport(certMode.env).every((r) => r.state === 'ok')).toBe(true);
    const config = loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'wechat', ...s.env });
    expect(config.payment.wechat).toMatchObject({ mchid: s.mchid, appid: s.appid, serial: s.merchantSerial, publicKeyId: s.publicKeyId, baseUrl: s.baseUrl, timeoutMs: 10_000 });
    expect(loadConfig({ DATA_DIR: dataDir }).payment.wechat).toBeUndefined();
  });

  it('an empty configuration lists every missing setting with its fix', () => {
    const rows = wechatSettingsReport({});
    expect(stateOf(rows)).toEqual({
      WECHATPAY_MCHID: 'missing',
      WECHATPAY_APPID: 'missing',
      WECHATPAY_SERIAL: 'missing',
      WECHATPAY_PRIVATE_KEY_FILE: 'missing',
      WECHATPAY_APIV3_KEY: 'missing',
      WECHATPAY_PUBLIC_KEY_ID: 'missing',
      WECHATPAY_BASE_URL: 'ok',
    });
    for (const r of rows) if (r.state !== 'ok') expect(r.fix).not.toBe('');
  });

  it('wrong kinds are named: a public key as the private key, a private key as the public key, a 31-byte APIv3 key, letters in the mchid, http to a remote host', () => {
    const short = path.join(dataDir, 'short.key');
    fs.writeFileSync(short, 'x'.repeat(31));
    const rows = wechatSettingsReport({
      ...s.env,
      WECHATPAY_MCHID: '19000001AB',
      WECHATPAY_PRIVATE_KEY_FILE: s.files.publicKey,
      WECHATPAY_PUBLIC_KEY_FILE: s.files.privateKey,
      WECHATPAY_APIV3_KEY_FILE: short,
      WECHATPAY_PUBLIC_KEY_ID: 'KEY_1',
      WECHATPAY_BASE_URL: 'http://api.mch.weixin.qq.com/',
      WECHATPAY_PLATFORM_CERT_FILES: s.files.publicKey,
    });
    expect(stateOf(rows)).toMatchObject({
      WECHATPAY_MCHID: 'wrong',
      WECHATPAY_PRIVATE_KEY_FILE: 'wrong',
      WECHATPAY_PUBLIC_KEY_FILE: 'wrong',
      WECHATPAY_APIV3_KEY_FILE: 'wrong',
      WECHATPAY_PUBLIC_KEY_ID: 'wrong',
      WECHATPAY_BASE_URL: 'wrong',
      WECHATPAY_PLATFORM_CERT_FILES: 'wrong',
    });
    expect(rows.find((r) => r.setting === 'WECHATPAY_APIV3_KEY_FILE')!.fix).toBe('the APIv3 key is 32 bytes; this one is 31');
    const unreadable = wechatSettingsReport({ ...s.env, WECHATPAY_PRIVATE_KEY_FILE: path.join(dataDir, 'nope.pem') });
    expect(unreadable.find((r) => r.setting === 'WECHATPAY_PRIVATE_KEY_FILE')).toMatchObject({ state: 'wrong', fix: expect.stringContaining('cannot read') });
    // the report never prints a key
    expect(JSON.stringify(wechatSettingsReport({ ...s.env, WECHATPAY_APIV3_KEY: 'y'.repeat(31), WECHATPAY_APIV3_KEY_FILE: '' }))).not.toContain('y'.repeat(31));
  });

  it('the start refuses PAYMENT_PROVIDER=wechat without settings, and incomplete settings even without it, naming each', () => {
    const none = refusal({ PAYMENT_PROVIDER: 'wechat' });
    for (const k of ['WECHATPAY_MCHID: missing', 'WECHATPAY_PRIVATE_KEY_FILE: missing', 'WECHATPAY_APIV3_KEY: missing', 'WECHATPAY_PUBLIC_KEY_ID: missing']) expect(none).toContain(k);
    const { WECHATPAY_SERIAL: _serial, ...noSerial } = s.env;
    const half = refusal({ PAYMENT_PROVIDER: 'local', ...noSerial });
    expect(half).toContain('WECHATPAY_SERIAL: missing');
    expect(half).not.toContain('WECHATPAY_MCHID');
  });

  it('in production WeChat Pay is a real provider: PAYMENT_PROVIDER=wechat is not a local one', () => {
    const base = productionBase;
    expect(localProvidersIn({ ...base, PAYMENT_PROVIDER: ['wechat'] })).toEqual([]);
    expect(productionProblems({ ...base, PAYMENT_PROVIDER: ['wechat'] })).toEqual([]);
    expect(localProvidersIn({ ...base, PAYMENT_PROVIDER: ['wechat', 'local'] })).toEqual(['PAYMENT_PROVIDER=local (test cashier: credits points with no payment)']);
  });

  it('npm run doctor lists the WECHATPAY_* rows once each when WeChat Pay is chosen: missing when empty, ok on the stand-in\'s', async () => {
    const { doctorReport } = await import('../../src/doctor/doctor');
    const empty = doctorReport({ PAYMENT_PROVIDER: 'wechat' }).rows.filter((r) => r.setting.startsWith('WECHATPAY_'));
    expect(empty.map((r) => [r.setting, r.state])).toEqual([
      ['WECHATPAY_MCHID', 'missing'],
      ['WECHATPAY_APPID', 'missing'],
      ['WECHATPAY_SERIAL', 'missing'],
      ['WECHATPAY_PRIVATE_KEY_FILE', 'missing'],
      ['WECHATPAY_APIV3_KEY', 'missing'],
      ['WECHATPAY_PUBLIC_KEY_ID', 'missing'],
      ['WECHATPAY_BASE_URL', 'ok'],
    ]);
    const full = doctorReport({ PAYMENT_PROVIDER: 'wechat', ...s.env }).rows.filter((r) => r.setting.startsWith('WECHATPAY_'));
    expect(full.map((r) => r.state)).toEqual(Array(full.length).fill('ok'));
    expect(full.map((r) => r.setting)).toEqual(['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_SERIAL', 'WECHATPAY_PRIVATE_KEY_FILE', 'WECHATPAY_APIV3_KEY_FILE', 'WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_PUBLIC_KEY_FILE', 'WECHATPAY_BASE_URL']);
    expect(JSON.stringify(full)).not.toContain(s.apiV3Key.toString('utf8'));
    expect(doctorReport({ PAYMENT_PROVIDER: 'alipay' }).rows.some((r) => r.setting.startsWith('WECHATPAY_'))).toBe(false);
  });

  it('PAYMENT_PROVIDER=wechat,alipay: both real, each its own channel', async () => {
    const alipay = await startAlipayStandIn();
    try {
      const config = loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'wechat,alipay', ...s.env, ...alipay.env });
      const providers = buildPaymentProviders(config, { secret: Buffer.alloc(32), log: { warn: () => {} } as never });
      expect(providers.map((p) => [p.name, p.isLocal, p.channels])).toEqual([['wechat', false, [PayChannel.wechat]], ['alipay', false, [PayChannel.alipay]]]);
      expect(localProvidersIn({ ...productionBase, PAYMENT_PROVIDER: config.payment.providers })).toEqual([]);
    } finally {
      await alipay.close();
    }
  });

  it('platform certificate mode: answers and notices verified with the 平台证书 named by its serial', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'wechat', ...certMode.env });
    const wechat = wechatPaymentProvider(config.payment.wechat!, { log: { warn: () => {} } });
    const no = `CZ2026120318000${String(Date.now()).slice(-6)}`;
    const started = await wechat.start({ orderNo: no, moneyCents: 800, description: '购买积分', channel: PayChannel.wechat, siteBase: 'https://evidence.test', expiresAt: Date.now() + 600_000 });
    expect(started.codeUrl).toBe(`${certMode.baseUrl}pay/${no}`);
    await certMode.pay(no);
    const notice = certMode.paymentNotice(no);
    expect(notice.headers['Wechatpay-Serial']).toBe(certMode.platformCertSerial);
    const verified = await wechat.verifyNotify({ headers: Object.fromEntries(Object.entries(notice.headers).map(([k, v]) => [k.toLowerCase(), v])), rawBody: notice.body });
    expect(verified).toMatchObject({ kind: 'payment', notice: { orderNo: no, amountCents: 800 } });
    expect((await wechat.query(no, PayChannel.wechat)).state).toBe('SUCCESS');
  });
});
