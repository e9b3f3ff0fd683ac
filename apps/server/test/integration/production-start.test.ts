import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { call, freshIp, registerAndLogin } from '../helpers/api';
import { expectOk } from '../helpers/checks';
import { makeP12 } from '../helpers/signing/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { configRefusal } from '../helpers/config-refusal';

/** What a start with NODE_ENV=production refuses and accepts (issue 14; decisions 184–186). */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-prod-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const refusal = (env: Record<string, string>): string => configRefusal(dataDir, env);

describe('NODE_ENV=production', () => {
  it('refuses a PUBLIC_URL that is not https, except a loopback test address', () => {
    expect(refusal({ NODE_ENV: 'production', PUBLIC_URL: 'http://evidence.example', ALLOW_LOCAL_PROVIDERS: '1' })).toMatch(/PUBLIC_URL: must be https/);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000', ALLOW_LOCAL_PROVIDERS: '1' }).production).toBe(true);
  });

  it('refuses the defaults: local providers without ALLOW_LOCAL_PROVIDERS and no PUBLIC_URL, naming each', () => {
    const msg = refusal({ NODE_ENV: 'production' });
    expect(msg).toContain('PUBLIC_URL: required with NODE_ENV=production');
    expect(msg).toContain('ALLOW_LOCAL_PROVIDERS: NODE_ENV=production with local test providers');
    for (const v of ['PAYMENT_PROVIDER=local', 'SMS_PROVIDER=local', 'FACE_PROVIDER=local', 'OCR_PROVIDER=local']) expect(msg).toContain(v);
    expect(msg).toContain('set ALLOW_LOCAL_PROVIDERS=1 to state that this is a demo');
  });

  it('refuses local providers with a PUBLIC_URL, and a missing PUBLIC_URL on a declared demo', () => {
    const local = refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example' });
    expect(local).toContain('ALLOW_LOCAL_PROVIDERS');
    expect(local).not.toContain('PUBLIC_URL: required');
    // only what is still local is named
    const fewer = refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example', FACE_PROVIDER: 'off', OCR_PROVIDER: 'off', ANCHOR_TSA_URL: 'https://tsa.example', ANCHOR_TSA_LOCAL: '1' });
    expect(fewer).not.toContain('FACE_PROVIDER');
    expect(fewer).not.toContain('OCR_PROVIDER');
    expect(fewer).toContain('ANCHOR_TSA_LOCAL=1');
    expect(fewer).toContain('PAYMENT_PROVIDER=local');
    const noUrl = refusal({ NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: '1' });
    expect(noUrl).toContain('PUBLIC_URL: required');
    expect(noUrl).not.toContain('ALLOW_LOCAL_PROVIDERS:');
  });

  it('refuses the local test signing certificate unless ALLOW_LOCAL_PROVIDERS=1, and accepts a configured PKCS#12', () => {
    const msg = refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example' });
    expect(msg).toContain('NOTARY_SIGNING_P12 unset (documents are signed with a self-signed local test certificate)');
    const p12 = path.join(dataDir, 'office.p12');
    makeP12(p12, 'pw');
    const withP12 = refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example', NOTARY_SIGNING_P12: p12, NOTARY_SIGNING_P12_PASSWORD: 'pw' });
    expect(withP12).not.toContain('NOTARY_SIGNING_P12');
    expect(withP12).toContain('PAYMENT_PROVIDER=local');
    const demo = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example', ALLOW_LOCAL_PROVIDERS: '1' });
    expect(demo.signing.p12File).toBeUndefined();
  });

  it('checks the PKCS#12 at start: password required, the file must exist and open, the password never shown', () => {
    const p12 = path.join(dataDir, 'start.p12');
    makeP12(p12, 'right-password');
    expect(refusal({ NOTARY_SIGNING_P12: p12 })).toContain('NOTARY_SIGNING_P12: needs NOTARY_SIGNING_P12_PASSWORD');
    expect(refusal({ NOTARY_SIGNING_P12_PASSWORD: 'x' })).toContain('NOTARY_SIGNING_P12_PASSWORD: needs NOTARY_SIGNING_P12');
    expect(refusal({ NOTARY_SIGNING_P12: path.join(dataDir, 'missing.p12'), NOTARY_SIGNING_P12_PASSWORD: 'x' })).toMatch(/NOTARY_SIGNING_P12: cannot read .*missing\.p12: ENOENT/);
    const wrong = refusal({ NOTARY_SIGNING_P12: p12, NOTARY_SIGNING_P12_PASSWORD: 'wrong-password' });
    expect(wrong).toContain('cannot be opened with NOTARY_SIGNING_P12_PASSWORD');
    expect(wrong).not.toContain('wrong-password');
    const ok = loadConfig({ DATA_DIR: dataDir, NOTARY_SIGNING_P12: p12, NOTARY_SIGNING_P12_PASSWORD: 'right-password' });
    expect(ok.signing).toMatchObject({ p12File: p12, p12Password: 'right-password' });
  });

  it('refuses the notary office’s local test certificate unless ALLOW_LOCAL_PROVIDERS=1, and checks NOTARY_OFFICE_P12 like the platform’s (issue 23 item 3)', () => {
    const platform = path.join(dataDir, 'platform-real.p12');
    const officeP12 = path.join(dataDir, 'office-real.p12');
    makeP12(platform, 'pw', 'Platform');
    makeP12(officeP12, 'office-pw', '示例市公证处');
    // the platform's identity configured: the office's local test certificate is still named among the refused
    const real = { NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example', NOTARY_SIGNING_P12: platform, NOTARY_SIGNING_P12_PASSWORD: 'pw' };
    const msg = refusal(real);
    expect(msg).toContain('NOTARY_OFFICE_P12 unset (the notary office certifies its 公证书 with a self-signed local test certificate)');
    const withOffice = refusal({ ...real, NOTARY_OFFICE_P12: officeP12, NOTARY_OFFICE_P12_PASSWORD: 'office-pw' });
    expect(withOffice).not.toContain('NOTARY_OFFICE_P12');
    const demo = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example', ALLOW_LOCAL_PROVIDERS: '1' });
    expect(demo.officeSigning).toMatchObject({ p12File: undefined, localTest: { commonName: '本地演示公证处 本地测试签名证书 (local test certificate, not for production)' } });
    // checked at start like NOTARY_SIGNING_P12, and never the platform's own file
    expect(refusal({ NOTARY_OFFICE_P12: officeP12 })).toContain('NOTARY_OFFICE_P12: needs NOTARY_OFFICE_P12_PASSWORD');
    expect(refusal({ NOTARY_OFFICE_P12_PASSWORD: 'x' })).toContain('NOTARY_OFFICE_P12_PASSWORD: needs NOTARY_OFFICE_P12');
    const wrong = refusal({ NOTARY_OFFICE_P12: officeP12, NOTARY_OFFICE_P12_PASSWORD: 'wrong-password' });
    expect(wrong).toContain('cannot be opened with NOTARY_OFFICE_P12_PASSWORD');
    expect(wrong).not.toContain('wrong-password');
    expect(refusal({ NOTARY_SIGNING_P12: platform, NOTARY_SIGNING_P12_PASSWORD: 'pw', NOTARY_OFFICE_P12: platform, NOTARY_OFFICE_P12_PASSWORD: 'pw' })).toContain('NOTARY_OFFICE_P12: must be the notary office\'s own identity');
    // a copy of the platform's file under another name is the same key (the path check alone let it through)
    const copy = path.join(dataDir, 'platform-copy.p12');
    fs.copyFileSync(platform, copy);
    expect(refusal({ NOTARY_SIGNING_P12: platform, NOTARY_SIGNING_P12_PASSWORD: 'pw', NOTARY_OFFICE_P12: copy, NOTARY_OFFICE_P12_PASSWORD: 'pw' })).toContain('NOTARY_OFFICE_P12: must be the notary office\'s own identity');
    expect(() => loadConfig({ DATA_DIR: dataDir, NOTARY_SIGNING_P12: platform, NOTARY_SIGNING_P12_PASSWORD: 'pw', NOTARY_OFFICE_P12: officeP12, NOTARY_OFFICE_P12_PASSWORD: 'office-pw' })).not.toThrow();
    expect(loadConfig({ DATA_DIR: dataDir, NOTARY_OFFICE_P12: officeP12, NOTARY_OFFICE_P12_PASSWORD: 'office-pw' }).officeSigning).toMatchObject({ p12File: officeP12, p12Password: 'office-pw' });
  });

  it('refuses the default 演示 operator and partner office identity unless ALLOW_LOCAL_PROVIDERS=1 states a demo, naming only what still says 演示 (issue 24 item 4)', () => {
    const base = { NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example' };
    const msg = refusal(base);
    expect(msg).toContain('PLATFORM_OPERATOR_NAME, SERVICE_PHONE, NOTARY_OFFICE_NAME, NOTARY_OFFICE_LICENCE, NOTARY_OFFICE_ADDRESS, NOTARY_OFFICE_PHONE still say 演示');
    const real = {
      PLATFORM_OPERATOR_NAME: '示例数据科技有限公司',
      SERVICE_PHONE: '400-123-4567',
      NOTARY_OFFICE_NAME: '示例市公证处',
      NOTARY_OFFICE_LICENCE: '公证执业证 123456',
      NOTARY_OFFICE_ADDRESS: '示例市示例路 1 号',
      NOTARY_OFFICE_PHONE: '010-12345678',
    };
    const named = refusal({ ...base, ...real });
    expect(named).not.toContain('still say 演示');
    // the other local stand-ins are still refused on their own
    expect(named).toContain('PAYMENT_PROVIDER=local');
    // one identity left at its default is named alone
    const oneLeft = refusal({ ...base, ...real, NOTARY_OFFICE_ADDRESS: '演示地址（本地测试，无实际办公地点）' });
    expect(oneLeft).toContain('NOTARY_OFFICE_ADDRESS still say 演示');
    expect(oneLeft).not.toContain('NOTARY_OFFICE_NAME');
    // a declared demo starts with the 演示 identity and shows it as such
    const demo = loadConfig({ DATA_DIR: dataDir, ...base, ALLOW_LOCAL_PROVIDERS: '1' });
    expect(demo.operator.name).toContain('演示');
    expect(demo.notary.office).toMatchObject({ name: '本地演示公证处', licence: '演示执业证号 000000' });
    // outside production the defaults start
    expect(loadConfig({ DATA_DIR: dataDir }).notary.office.phone).toContain('演示');
  });

  it('outside production nothing changes: the defaults start without PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).publicUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).allowLocalProviders).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: '' }).production).toBe(false);
  });

  it('refuses a NODE_ENV that only looks like production: it would have started without the checks (outside review of issue 25)', () => {
    for (const v of ['Production', 'prod', 'PRODUCTION', 'staging']) expect(refusal({ NODE_ENV: v })).toMatch(/NODE_ENV: production, development or test/);
  });
});

describe('a declared production demo', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('starts, builds pay links from PUBLIC_URL whatever Host the caller sends, and health names no database', async () => {
    t = await createTestApp({ NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: '1', PUBLIC_URL: 'https://evidence.example' });
    const health = await call(t.app, 'GET', '/api/health');
    expectOk(health);
    expect(health.body.data).toEqual({ status: 'ok', ledger: 'ok' });
    expect(JSON.stringify(health.body)).not.toMatch(/sqlite|postgres/i);

    const token = await registerAndLogin(t.app, t.db, '13966660001');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Evidences/pay',
      headers: { authorization: `Bearer ${token}`, role: '1', host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'integral=10&type=2',
      remoteAddress: freshIp(),
    });
    const body = res.json() as { code: number; data: { codeUrl: string } };
    expect(body.code).toBe(200);
    expect(body.data.codeUrl).toMatch(/^https:\/\/evidence\.example\/mobile\/cashier\//);
    expect(JSON.stringify(body)).not.toContain('evil.example');
  });
});
