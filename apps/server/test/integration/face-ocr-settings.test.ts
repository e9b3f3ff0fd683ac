import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { faceOcrSettingsReport } from '../../src/providers/face-ocr-settings';
import { configRefusal } from '../helpers/config-refusal';

/**
 * The settings of the real face and OCR providers: a configured provider with incomplete or wrong
 * settings stops the start naming the setting, whatever NODE_ENV; tencent and alipay count as real
 * providers in production; faceOcrSettingsReport (for `npm run doctor`) lists every row.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-face-settings-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const small = generateKeyPairSync('rsa', { modulusLength: 1024 });
const pem = (k: { export(o: object): string | Buffer }, type: string) => k.export({ type, format: 'pem' }).toString();
const TENCENT = { TENCENTCLOUD_SECRET_ID: 'AKIDabcdefghijklmnop1234', TENCENTCLOUD_SECRET_KEY: 'abcdefghijklmnopqrstuvwxyz123456', FACEID_RULE_ID: '1' };
const ALIPAY = { ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: pem(app.privateKey, 'pkcs8'), ALIPAY_PUBLIC_KEY: pem(alipay.publicKey, 'spki') };

const refusal = (env: Record<string, string>): string => configRefusal(dataDir, env);

describe('a configured face or OCR provider', () => {
  it('FACE_PROVIDER=tencent with nothing else names each missing setting', () => {
    const msg = refusal({ FACE_PROVIDER: 'tencent' });
    for (const s of ['TENCENTCLOUD_SECRET_ID: missing', 'TENCENTCLOUD_SECRET_KEY: missing', 'FACEID_RULE_ID: missing']) expect(msg).toContain(s);
  });

  it('OCR_PROVIDER=tencent needs the key but no RuleId', () => {
    const msg = refusal({ OCR_PROVIDER: 'tencent', TENCENTCLOUD_SECRET_ID: TENCENT.TENCENTCLOUD_SECRET_ID });
    expect(msg).toContain('TENCENTCLOUD_SECRET_KEY: missing');
    expect(msg).not.toContain('FACEID_RULE_ID');
    expect(loadConfig({ DATA_DIR: dataDir, OCR_PROVIDER: 'tencent', ...TENCENT }).ocr.tencent?.ocrEndpoint).toBe('ocr.tencentcloudapi.com');
  });

  it('the SecretKey may come from a file; an unreadable file, both at once, and an endpoint of another service are refused', () => {
    const file = path.join(dataDir, 'tc-key');
    fs.writeFileSync(file, `${TENCENT.TENCENTCLOUD_SECRET_KEY}\n`, { mode: 0o600 });
    const ok = loadConfig({ DATA_DIR: dataDir, FACE_PROVIDER: 'tencent', ...TENCENT, TENCENTCLOUD_SECRET_KEY: '', TENCENTCLOUD_SECRET_KEY_FILE: file });
    expect(ok.face.tencent?.credentials.secretKey).toBe(TENCENT.TENCENTCLOUD_SECRET_KEY);
    expect(refusal({ FACE_PROVIDER: 'tencent', ...TENCENT, TENCENTCLOUD_SECRET_KEY: '', TENCENTCLOUD_SECRET_KEY_FILE: path.join(dataDir, 'none') })).toContain('TENCENTCLOUD_SECRET_KEY_FILE: wrong: cannot read');
    expect(refusal({ FACE_PROVIDER: 'tencent', ...TENCENT, TENCENTCLOUD_SECRET_KEY_FILE: file })).toContain('TENCENTCLOUD_SECRET_KEY_FILE: wrong: give TENCENTCLOUD_SECRET_KEY or TENCENTCLOUD_SECRET_KEY_FILE, not both');
    expect(refusal({ FACE_PROVIDER: 'tencent', ...TENCENT, TENCENTCLOUD_FACEID_ENDPOINT: 'ocr.tencentcloudapi.com' })).toContain('TENCENTCLOUD_FACEID_ENDPOINT: wrong');
  });

  it('FACE_PROVIDER=alipay checks the APPID and both keys (the one ALIPAY_* report, shared with payment), never showing a key', () => {
    const none = refusal({ FACE_PROVIDER: 'alipay' });
    expect(none).toMatch(/ALIPAY_APP_ID: missing[\s\S]*ALIPAY_PRIVATE_KEY_FILE: missing[\s\S]*ALIPAY_PUBLIC_KEY_FILE: missing/);
    // each setting once, though face and the ALIPAY_* check both want it
    expect(none.match(/^ALIPAY_APP_ID: /gm)).toHaveLength(1);
    const bad = refusal({ FACE_PROVIDER: 'alipay', ALIPAY_APP_ID: '123', ALIPAY_PRIVATE_KEY: 'not a key', ALIPAY_PUBLIC_KEY: pem(small.publicKey, 'spki') });
    expect(bad).toContain('ALIPAY_APP_ID: wrong: an Alipay APPID is 16 digits');
    expect(bad).toContain('ALIPAY_PRIVATE_KEY: wrong: not a readable private key');
    expect(bad).toContain('ALIPAY_PUBLIC_KEY: wrong: an RSA key of 1024 bits');
    expect(bad).not.toContain('not a key');
    expect(refusal({ FACE_PROVIDER: 'alipay', ...ALIPAY, ALIPAY_GATEWAY: 'http://openapi.alipay.com/gateway.do' })).toContain('ALIPAY_GATEWAY: wrong: must be https');
  });

  it('Alipay keys as files, and as the bare base64 Alipay\'s key tool writes (PKCS#1 or PKCS#8)', () => {
    const priv = path.join(dataDir, 'app-private.pem');
    fs.writeFileSync(priv, ALIPAY.ALIPAY_PRIVATE_KEY);
    const fromFile = loadConfig({ DATA_DIR: dataDir, FACE_PROVIDER: 'alipay', ALIPAY_APP_ID: ALIPAY.ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_FILE: priv, ALIPAY_PUBLIC_KEY: ALIPAY.ALIPAY_PUBLIC_KEY });
    expect(fromFile.face.alipay?.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const bare = (type: 'pkcs1' | 'pkcs8') => app.privateKey.export({ type, format: 'der' }).toString('base64');
    for (const type of ['pkcs1', 'pkcs8'] as const) {
      const c = loadConfig({ DATA_DIR: dataDir, FACE_PROVIDER: 'alipay', ...ALIPAY, ALIPAY_PRIVATE_KEY: bare(type), ALIPAY_PUBLIC_KEY: alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64') });
      expect(c.face.alipay?.privateKeyPem).toBe(fromFile.face.alipay?.privateKeyPem);
      expect(c.face.alipay?.gateway).toBe('https://openapi.alipay.com/gateway.do');
    }
  });

  it('tencent and alipay count as real providers in production', () => {
    const msg = refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example', FACE_PROVIDER: 'tencent', OCR_PROVIDER: 'tencent', ...TENCENT });
    expect(msg).not.toContain('FACE_PROVIDER');
    expect(msg).not.toContain('OCR_PROVIDER');
    expect(refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://evidence.example', FACE_PROVIDER: 'alipay', ...ALIPAY })).not.toContain('FACE_PROVIDER');
  });
});

describe('faceOcrSettingsReport', () => {
  it('an empty configuration: the two providers are missing, with the fix', () => {
    expect(faceOcrSettingsReport({})).toEqual([
      { setting: 'FACE_PROVIDER', state: 'missing', fix: expect.stringContaining('FACE_PROVIDER=tencent or alipay') },
      { setting: 'OCR_PROVIDER', state: 'missing', fix: expect.stringContaining('OCR_PROVIDER=tencent') },
    ]);
  });

  it('a complete configuration is all ok; an incomplete one lists each setting', () => {
    const rows = faceOcrSettingsReport({ FACE_PROVIDER: 'tencent', OCR_PROVIDER: 'tencent', ...TENCENT });
    expect(rows.every((r) => r.state === 'ok')).toBe(true);
    expect(rows.map((r) => r.setting)).toEqual(['FACE_PROVIDER', 'OCR_PROVIDER', 'TENCENTCLOUD_SECRET_ID', 'TENCENTCLOUD_SECRET_KEY', 'FACEID_RULE_ID', 'TENCENTCLOUD_FACEID_ENDPOINT', 'TENCENTCLOUD_OCR_ENDPOINT']);
    expect(faceOcrSettingsReport({ FACE_PROVIDER: 'alipay', OCR_PROVIDER: 'off', ...ALIPAY }).every((r) => r.state === 'ok')).toBe(true);
    // FACE_PROVIDER=alipay's settings are the one ALIPAY_* report's (providers/alipay/settings-report.ts), not repeated here
    const half = faceOcrSettingsReport({ FACE_PROVIDER: 'alipay', OCR_PROVIDER: 'off', ALIPAY_APP_ID: ALIPAY.ALIPAY_APP_ID });
    expect(half.some((r) => r.setting.startsWith('ALIPAY_'))).toBe(false);
  });
});
