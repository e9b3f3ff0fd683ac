import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipaySettingsOf, alipaySettingsReport } from '../../../src/providers/alipay/settings-report';
import { loadConfig } from '../../../src/config';

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs1 = app.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
const pkcs8 = app.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const bare = (pem: string) => pem.split('\n').filter((l) => l && !l.startsWith('-----')).join('');
const alipayPub = bare(alipay.publicKey.export({ format: 'pem', type: 'spki' }).toString());
const ownPub = bare(app.publicKey.export({ format: 'pem', type: 'spki' }).toString());
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alipay-keys-'));
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, text);
  return p;
};
const good = { ALIPAY_APP_ID: '2021000100000001', ALIPAY_PRIVATE_KEY_FILE: file('app-private.pem', pkcs1), ALIPAY_PUBLIC_KEY: alipayPub };
const stateOf = (env: Record<string, string>) => Object.fromEntries(alipaySettingsReport(env).map((r) => [r.setting, r.state]));
const fixOf = (env: Record<string, string>, setting: string) => alipaySettingsReport(env).find((r) => r.setting === setting)?.fix ?? '';

describe('ALIPAY_* settings', () => {
  it('all ok: the key file PKCS#1, PKCS#8 or bare base64, Alipay\'s key bare or PEM; keys come out as PKCS#8 / SPKI PEM', () => {
    expect(alipaySettingsReport(good)).toEqual([
      { setting: 'ALIPAY_APP_ID', state: 'ok', fix: '2021000100000001' },
      { setting: 'ALIPAY_PRIVATE_KEY_FILE', state: 'ok', fix: `RSA 2048 in ${good.ALIPAY_PRIVATE_KEY_FILE}` },
      { setting: 'ALIPAY_PUBLIC_KEY', state: 'ok', fix: 'RSA 2048' },
      { setting: 'ALIPAY_GATEWAY', state: 'ok', fix: 'https://openapi.alipay.com/gateway.do (default)' },
      { setting: 'ALIPAY_TIMEOUT_MS', state: 'ok', fix: '10000 ms' },
    ]);
    for (const key of [pkcs1, pkcs8, bare(pkcs8), bare(pkcs1)]) {
      const s = alipaySettingsOf({ ...good, ALIPAY_PRIVATE_KEY_FILE: undefined, ALIPAY_PRIVATE_KEY: key } as never);
      expect(s?.privateKeyPem.startsWith('-----BEGIN PRIVATE KEY-----')).toBe(true);
    }
    // a key in one line with \n written out (an environment variable)
    expect(alipaySettingsOf({ ...good, ALIPAY_PRIVATE_KEY_FILE: undefined, ALIPAY_PRIVATE_KEY: pkcs8.replace(/\n/g, '\\n') } as never)).not.toBeNull();
    const s = alipaySettingsOf({ ...good, ALIPAY_PUBLIC_KEY: undefined, ALIPAY_PUBLIC_KEY_FILE: file('alipay.pem', alipay.publicKey.export({ format: 'pem', type: 'spki' }).toString()) } as never)!;
    expect(s).toMatchObject({ appId: '2021000100000001', gateway: 'https://openapi.alipay.com/gateway.do', timeoutMs: 10_000 });
    expect(s.alipayPublicKeyPem.startsWith('-----BEGIN PUBLIC KEY-----')).toBe(true);
  });

  it('missing and wrong settings, each named with its fix (never the key itself)', () => {
    expect(stateOf({})).toEqual({ ALIPAY_APP_ID: 'missing', ALIPAY_PRIVATE_KEY_FILE: 'missing', ALIPAY_PUBLIC_KEY_FILE: 'missing', ALIPAY_GATEWAY: 'ok', ALIPAY_TIMEOUT_MS: 'ok' });
    expect(stateOf({ ...good, ALIPAY_APP_ID: '2021-0001' }).ALIPAY_APP_ID).toBe('wrong');
    expect(stateOf({ ...good, ALIPAY_PRIVATE_KEY_FILE: path.join(dir, 'nope.pem') }).ALIPAY_PRIVATE_KEY_FILE).toBe('wrong');
    expect(fixOf({ ...good, ALIPAY_PRIVATE_KEY_FILE: path.join(dir, 'nope.pem') }, 'ALIPAY_PRIVATE_KEY_FILE')).toMatch(/cannot read .*nope\.pem \(ENOENT\)/);
    expect(fixOf({ ...good, ALIPAY_PRIVATE_KEY_FILE: file('pub-as-private.pem', alipay.publicKey.export({ format: 'pem', type: 'spki' }).toString()) }, 'ALIPAY_PRIVATE_KEY_FILE')).toMatch(/^a public key/);
    expect(stateOf({ ...good, ALIPAY_PRIVATE_KEY: pkcs8 }).ALIPAY_PRIVATE_KEY).toBe('wrong');
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(fixOf({ ...good, ALIPAY_PRIVATE_KEY_FILE: file('weak.pem', weak) }, 'ALIPAY_PRIVATE_KEY_FILE')).toMatch(/1024 bits: RSA2 needs 2048/);
    // the application's own public key given as Alipay's: the classic mix-up
    expect(fixOf({ ...good, ALIPAY_PUBLIC_KEY: ownPub }, 'ALIPAY_PUBLIC_KEY')).toMatch(/your own 应用公钥/);
    expect(fixOf({ ...good, ALIPAY_PUBLIC_KEY: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' }, 'ALIPAY_PUBLIC_KEY')).toMatch(/certificate mode \(公钥证书\) is not supported/);
    expect(stateOf({ ...good, ALIPAY_GATEWAY: 'http://openapi.alipay.com/gateway.do' }).ALIPAY_GATEWAY).toBe('wrong');
    expect(stateOf({ ...good, ALIPAY_GATEWAY: 'http://127.0.0.1:8080/gateway.do' }).ALIPAY_GATEWAY).toBe('ok');
    expect(stateOf({ ...good, ALIPAY_TIMEOUT_MS: '5s' }).ALIPAY_TIMEOUT_MS).toBe('wrong');
    const text = JSON.stringify(alipaySettingsReport({ ...good, ALIPAY_PUBLIC_KEY: ownPub, ALIPAY_PRIVATE_KEY: pkcs8 }));
    expect(text).not.toContain(bare(pkcs8).slice(20, 60));
    expect(text).not.toContain(ownPub.slice(20, 60));
  });

  it('a half configuration stops the start, naming the setting; none at all is no Alipay', () => {
    const base = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    expect(() => loadConfig({ ...base, ALIPAY_APP_ID: '2021000100000001' })).toThrow(/ALIPAY_PRIVATE_KEY_FILE: missing: .*\nALIPAY_PUBLIC_KEY_FILE: missing/);
    expect(() => loadConfig({ ...base, ...good, ALIPAY_PUBLIC_KEY: ownPub })).toThrow(/ALIPAY_PUBLIC_KEY: wrong: this is your own 应用公钥/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'alipay' })).toThrow(/ALIPAY_APP_ID: missing/);
    // chosen for payments and for identity verification: each setting named once
    let both = '';
    try {
      loadConfig({ ...base, PAYMENT_PROVIDER: 'alipay', FACE_PROVIDER: 'alipay', ALIPAY_APP_ID: '2021000100000001' });
    } catch (err) {
      both = String(err);
    }
    expect(both.match(/^ALIPAY_PRIVATE_KEY\S*: /gm)).toHaveLength(1);
    expect(both.match(/^ALIPAY_PUBLIC_KEY\S*: /gm)).toHaveLength(1);
    expect(loadConfig({ ...base, ...good, PAYMENT_PROVIDER: 'alipay', FACE_PROVIDER: 'alipay', ALIPAY_PUBLIC_KEY: alipayPub }).payment.alipay).not.toBeNull();
    expect(loadConfig(base).payment.alipay).toBeNull();
    expect(loadConfig({ ...base, ...good }).payment.alipay).toMatchObject({ appId: '2021000100000001', timeoutMs: 10_000 });
  });
});

describe('a production start with Alipay', () => {
  it('counts alipay as a real provider: only the others still local are named', () => {
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'alipay-prod-'));
    const env = { DATA_DIR: dir2, LOG_LEVEL: 'silent', NODE_ENV: 'production', PUBLIC_URL: 'https://notary.example.cn', ...good };
    const local = (providers: string) => {
      try {
        loadConfig({ ...env, PAYMENT_PROVIDER: providers });
        return '';
      } catch (err) {
        return String(err);
      }
    };
    expect(local('alipay')).not.toContain('PAYMENT_PROVIDER=local');
    expect(local('alipay')).toContain('SMS_PROVIDER=local');
    expect(local('alipay,local')).toContain('PAYMENT_PROVIDER=local');
  });
});

describe('npm run doctor with Alipay', () => {
  it('lists the ALIPAY_* rows once each when Alipay is chosen: missing on an empty configuration, ok on a complete one', async () => {
    const { doctorReport } = await import('../../../src/doctor/doctor');
    const empty = doctorReport({ PAYMENT_PROVIDER: 'alipay' }).rows.filter((r) => r.setting.startsWith('ALIPAY_'));
    expect(empty.map((r) => [r.setting, r.state])).toEqual([
      ['ALIPAY_APP_ID', 'missing'],
      ['ALIPAY_PRIVATE_KEY_FILE', 'missing'],
      ['ALIPAY_PUBLIC_KEY_FILE', 'missing'],
      ['ALIPAY_GATEWAY', 'ok'],
      ['ALIPAY_TIMEOUT_MS', 'ok'],
    ]);
    const full = doctorReport({ PAYMENT_PROVIDER: 'alipay', ...good }).rows.filter((r) => r.setting.startsWith('ALIPAY_'));
    expect(full.every((r) => r.state === 'ok')).toBe(true);
    expect(full).toHaveLength(5);
    expect(doctorReport({ PAYMENT_PROVIDER: 'wechat' }).rows.some((r) => r.setting.startsWith('ALIPAY_'))).toBe(false);
  });

  it('the same rows, once each, when Alipay verifies identities too (FACE_PROVIDER=alipay) or only that', async () => {
    const { doctorReport } = await import('../../../src/doctor/doctor');
    const rowsOf = (env: NodeJS.ProcessEnv) => doctorReport(env).rows.filter((r) => r.setting.startsWith('ALIPAY_')).map((r) => [r.setting, r.state]);
    const payOnly = rowsOf({ PAYMENT_PROVIDER: 'alipay', ALIPAY_APP_ID: '123' });
    expect(payOnly.map(([s]) => s)).toEqual(['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE', 'ALIPAY_GATEWAY', 'ALIPAY_TIMEOUT_MS']);
    expect(rowsOf({ PAYMENT_PROVIDER: 'alipay', FACE_PROVIDER: 'alipay', ALIPAY_APP_ID: '123' })).toEqual(payOnly);
    expect(rowsOf({ PAYMENT_PROVIDER: 'wechat', FACE_PROVIDER: 'alipay', ALIPAY_APP_ID: '123' })).toEqual(payOnly);
    expect(rowsOf({ PAYMENT_PROVIDER: 'wechat', FACE_PROVIDER: 'alipay', ...good })).toHaveLength(5);
  });
});
