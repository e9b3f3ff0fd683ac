import fs from 'node:fs';
import path from 'node:path';
import { X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto';

import type { DoctorRow } from '../../../doctor/doctor-row';

/** One line of `npm run doctor`'s table; an ok row says what was found (never a secret). */
export type SettingRow = DoctorRow;

type Env = Record<string, unknown>;

/** The settings that say "this deployment takes WeChat Pay": any one of them set asks for all. */
export const WECHATPAY_CREDENTIAL_SETTINGS = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL',
  'WECHATPAY_PRIVATE_KEY_FILE',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_APIV3_KEY_FILE',
  'WECHATPAY_PUBLIC_KEY_ID',
  'WECHATPAY_PUBLIC_KEY_FILE',
  'WECHATPAY_PLATFORM_CERT_FILES',
] as const;

const str = (env: Env, k: string): string | undefined => {
  const v = env[k];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

export function wechatSettingsConfigured(env: Env): boolean {
  return WECHATPAY_CREDENTIAL_SETTINGS.some((k) => str(env, k) !== undefined);
}

/** Platform certificate files: comma-separated paths. */
export function certFileList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

function readFile(file: string): Buffer | string {
  try {
    return fs.readFileSync(path.resolve(file));
  } catch (err) {
    return `cannot read ${path.resolve(file)} (${(err as NodeJS.ErrnoException).code ?? 'error'})`;
  }
}

const ok = (setting: string, found: string): SettingRow => ({ setting, state: 'ok', fix: found });
const missing = (setting: string, fix: string): SettingRow => ({ setting, state: 'missing', fix });
const wrong = (setting: string, fix: string): SettingRow => ({ setting, state: 'wrong', fix });

function privateKeyRow(file: string | undefined): SettingRow {
  const k = 'WECHATPAY_PRIVATE_KEY_FILE';
  if (!file) return missing(k, 'the path of apiclient_key.pem, the merchant API private key from 商户平台 → 账户中心 → API安全 → 申请API证书');
  const bytes = readFile(file);
  if (typeof bytes === 'string') return wrong(k, bytes);
  if (!bytes.toString('latin1').includes('PRIVATE KEY-----')) return wrong(k, 'not a PEM private key (apiclient_key.pem begins -----BEGIN PRIVATE KEY-----)');
  try {
    const key = createPrivateKey(bytes);
    if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) return wrong(k, 'WeChat Pay API v3 signs with RSA 2048: this is another kind of key');
    return ok(k, `${path.resolve(file)} (RSA ${key.asymmetricKeyDetails?.modulusLength ?? ''} private key)`);
  } catch {
    return wrong(k, 'a PEM file that is not a readable private key (encrypted or damaged?)');
  }
}

function apiV3KeyRow(value: string | undefined, file: string | undefined): SettingRow {
  const k = 'WECHATPAY_APIV3_KEY';
  if (value !== undefined && file !== undefined) return wrong(k, 'set WECHATPAY_APIV3_KEY or WECHATPAY_APIV3_KEY_FILE, not both');
  let bytes: Buffer;
  if (value !== undefined) bytes = Buffer.from(value, 'utf8');
  else if (file !== undefined) {
    const read = readFile(file);
    if (typeof read === 'string') return wrong('WECHATPAY_APIV3_KEY_FILE', read);
    bytes = Buffer.from(read.toString('utf8').replace(/\r?\n$/, ''), 'utf8');
  } else return missing(k, 'the APIv3 key (32 characters) set in 商户平台 → 账户中心 → API安全 → 设置APIv3密钥, or WECHATPAY_APIV3_KEY_FILE naming a file that holds it');
  if (bytes.length !== 32) return wrong(value !== undefined ? k : 'WECHATPAY_APIV3_KEY_FILE', `the APIv3 key is 32 bytes; this one is ${bytes.length}`);
  return value !== undefined ? ok(k, '32 bytes (set as a value)') : ok('WECHATPAY_APIV3_KEY_FILE', `${path.resolve(file!)} (32 bytes)`);
}

function publicKeyRows(id: string | undefined, file: string | undefined): SettingRow[] {
  const rows: SettingRow[] = [];
  if (!id) rows.push(missing('WECHATPAY_PUBLIC_KEY_ID', 'the 微信支付公钥ID (PUB_KEY_ID_…) shown beside the public key in 商户平台 → API安全, needed with WECHATPAY_PUBLIC_KEY_FILE'));
  else if (!/^PUB_KEY_ID_[0-9A-Za-z]+$/.test(id)) rows.push(wrong('WECHATPAY_PUBLIC_KEY_ID', 'a 微信支付公钥ID begins PUB_KEY_ID_ followed by letters and digits'));
  else rows.push(ok('WECHATPAY_PUBLIC_KEY_ID', id));
  const k = 'WECHATPAY_PUBLIC_KEY_FILE';
  if (!file) {
    rows.push(missing(k, 'the path of pub_key.pem, the 微信支付公钥 downloaded from 商户平台 → API安全, needed with WECHATPAY_PUBLIC_KEY_ID'));
    return rows;
  }
  const bytes = readFile(file);
  if (typeof bytes === 'string') rows.push(wrong(k, bytes));
  else if (!bytes.toString('latin1').includes('-----BEGIN PUBLIC KEY-----')) rows.push(wrong(k, 'not a PEM public key (pub_key.pem begins -----BEGIN PUBLIC KEY-----)'));
  else {
    try {
      createPublicKey(bytes);
      rows.push(ok(k, `${path.resolve(file)} (微信支付公钥)`));
    } catch {
      rows.push(wrong(k, 'a PEM file that is not a readable public key'));
    }
  }
  return rows;
}

function platformCertRow(value: string | undefined): SettingRow {
  const k = 'WECHATPAY_PLATFORM_CERT_FILES';
  const found: string[] = [];
  for (const file of certFileList(value)) {
    const bytes = readFile(file);
    if (typeof bytes === 'string') return wrong(k, bytes);
    try {
      const cert = new X509Certificate(bytes);
      if (Date.parse(cert.validTo) < Date.now()) return wrong(k, `${file}: the platform certificate expired on ${cert.validTo}: download the current one (or move to 微信支付公钥 mode)`);
      found.push(`serial ${cert.serialNumber.toUpperCase()} until ${cert.validTo}`);
    } catch {
      return wrong(k, `${file}: not a PEM X.509 certificate (the platform certificate, -----BEGIN CERTIFICATE-----)`);
    }
  }
  return ok(k, found.join('; '));
}

function baseUrlRow(value: string | undefined): SettingRow {
  const k = 'WECHATPAY_BASE_URL';
  if (value === undefined) return ok(k, 'https://api.mch.weixin.qq.com/ (default)');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return wrong(k, 'not a URL: leave unset for https://api.mch.weixin.qq.com/');
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return wrong(k, 'must be https (plain http only for a loopback test stand-in)');
  return ok(k, url.href);
}

/**
 * The WeChat Pay settings checked without starting anything, for `npm run doctor` and for the start
 * itself (config.ts refuses any row that is not ok). Reads the key files, never prints them. Either
 * verification mode will do — 微信支付公钥 (new merchants have no platform certificate) or platform
 * certificates — and both together while a merchant moves from one to the other.
 */
export function wechatSettingsReport(env: Env): SettingRow[] {
  const rows: SettingRow[] = [];
  const mchid = str(env, 'WECHATPAY_MCHID');
  if (!mchid) rows.push(missing('WECHATPAY_MCHID', 'the 商户号 (digits) from 商户平台 → 账户中心 → 商户信息'));
  else rows.push(/^\d{6,32}$/.test(mchid) ? ok('WECHATPAY_MCHID', mchid) : wrong('WECHATPAY_MCHID', 'a 商户号 is digits only'));
  const appid = str(env, 'WECHATPAY_APPID');
  if (!appid) rows.push(missing('WECHATPAY_APPID', 'the AppID (wx…) bound to the merchant in 商户平台 → 产品中心 → AppID账号管理'));
  else rows.push(/^wx[0-9A-Za-z]{16}$/.test(appid) ? ok('WECHATPAY_APPID', appid) : wrong('WECHATPAY_APPID', 'an AppID is wx followed by 16 letters or digits'));
  const serial = str(env, 'WECHATPAY_SERIAL');
  if (!serial) rows.push(missing('WECHATPAY_SERIAL', 'the 商户API证书序列号 (hex) shown in 商户平台 → API安全 → 管理证书'));
  else rows.push(/^[0-9A-Fa-f]{8,64}$/.test(serial) ? ok('WECHATPAY_SERIAL', serial) : wrong('WECHATPAY_SERIAL', 'a certificate serial number is hexadecimal'));
  rows.push(privateKeyRow(str(env, 'WECHATPAY_PRIVATE_KEY_FILE')));
  rows.push(apiV3KeyRow(str(env, 'WECHATPAY_APIV3_KEY'), str(env, 'WECHATPAY_APIV3_KEY_FILE')));
  const pubId = str(env, 'WECHATPAY_PUBLIC_KEY_ID');
  const pubFile = str(env, 'WECHATPAY_PUBLIC_KEY_FILE');
  const certs = str(env, 'WECHATPAY_PLATFORM_CERT_FILES');
  if (pubId || pubFile) rows.push(...publicKeyRows(pubId, pubFile));
  if (certs) rows.push(platformCertRow(certs));
  if (!pubId && !pubFile && !certs) {
    rows.push(missing('WECHATPAY_PUBLIC_KEY_ID', 'WeChat Pay\'s key that signs its answers and notices: WECHATPAY_PUBLIC_KEY_ID + WECHATPAY_PUBLIC_KEY_FILE (微信支付公钥, new merchants), or WECHATPAY_PLATFORM_CERT_FILES (平台证书)'));
  }
  rows.push(baseUrlRow(str(env, 'WECHATPAY_BASE_URL')));
  return rows;
}
