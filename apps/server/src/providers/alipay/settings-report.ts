import fs from 'node:fs';
import path from 'node:path';
import { isOwnPublicKey, readAlipayPublicKey, readAppPrivateKey, type KeyRead } from './keys';
import { ALIPAY_DEFAULT_GATEWAY, ALIPAY_DEFAULT_TIMEOUT_MS, ALIPAY_SANDBOX_GATEWAY, type AlipayEnv, type AlipaySettings } from './settings';

/** One row of `npm run doctor`'s table. */
export interface SettingRow {
  setting: string;
  state: 'ok' | 'missing' | 'wrong';
  /** for ok: what was found (never a key); otherwise what to change */
  fix: string;
}

const given = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v : undefined);

/** A key given as a value or as a file (`…_FILE`), read and checked. */
function keySetting(
  valueVar: string,
  fileVar: string,
  value: string | undefined,
  file: string | undefined,
  read: (text: string) => KeyRead,
  what: string,
): { row: SettingRow; key: KeyRead | null } {
  if (value && file) return { row: { setting: valueVar, state: 'wrong', fix: `set ${fileVar} or ${valueVar}, not both` }, key: null };
  if (!value && !file) return { row: { setting: fileVar, state: 'missing', fix: `the path of ${what} (or ${valueVar} with its text)` }, key: null };
  let text: string;
  if (file) {
    try {
      text = fs.readFileSync(path.resolve(file), 'utf8');
    } catch (err) {
      return { row: { setting: fileVar, state: 'wrong', fix: `cannot read ${path.resolve(file)} (${(err as NodeJS.ErrnoException).code ?? 'error'}): give the path of ${what}` }, key: null };
    }
  } else text = value!.replace(/\\n/g, '\n');
  const key = read(text);
  const setting = file ? fileVar : valueVar;
  if (!key.ok) return { row: { setting, state: 'wrong', fix: `${key.why}: give ${what}` }, key };
  const bits = key.key.asymmetricKeyDetails?.modulusLength ?? 0;
  return { row: { setting, state: 'ok', fix: `RSA ${bits}${file ? ` in ${path.resolve(file)}` : ''}` }, key };
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function gatewayRow(v: string | undefined): SettingRow {
  if (!v) return { setting: 'ALIPAY_GATEWAY', state: 'ok', fix: `${ALIPAY_DEFAULT_GATEWAY} (default)` };
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return { setting: 'ALIPAY_GATEWAY', state: 'wrong', fix: `not a URL: ${ALIPAY_DEFAULT_GATEWAY} (or the sandbox ${ALIPAY_SANDBOX_GATEWAY})` };
  }
  // http only to this machine: the tests' loopback stand-in of the gateway
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))) return { setting: 'ALIPAY_GATEWAY', state: 'ok', fix: url.href };
  return { setting: 'ALIPAY_GATEWAY', state: 'wrong', fix: `must be https: ${ALIPAY_DEFAULT_GATEWAY} (or the sandbox ${ALIPAY_SANDBOX_GATEWAY})` };
}

function timeoutOf(v: string | number | undefined): number | null {
  if (v === undefined || v === '') return ALIPAY_DEFAULT_TIMEOUT_MS;
  const n = Number(v);
  return Number.isInteger(n) && n >= 100 && n <= 120_000 ? n : null;
}

interface Resolved {
  rows: SettingRow[];
  settings: AlipaySettings | null;
}

function resolve(env: AlipayEnv): Resolved {
  const appId = given(env.ALIPAY_APP_ID)?.trim();
  const rows: SettingRow[] = [];
  if (!appId) rows.push({ setting: 'ALIPAY_APP_ID', state: 'missing', fix: 'the APPID of the application in 支付宝开放平台 (16 digits)' });
  else if (!/^\d{16}$/.test(appId)) rows.push({ setting: 'ALIPAY_APP_ID', state: 'wrong', fix: 'an Alipay APPID is 16 digits: the APPID of the application in 支付宝开放平台' });
  else rows.push({ setting: 'ALIPAY_APP_ID', state: 'ok', fix: appId });

  const priv = keySetting('ALIPAY_PRIVATE_KEY', 'ALIPAY_PRIVATE_KEY_FILE', given(env.ALIPAY_PRIVATE_KEY), given(env.ALIPAY_PRIVATE_KEY_FILE), readAppPrivateKey, 'the application private key (应用私钥, RSA2, PKCS#1 or PKCS#8)');
  const pub = keySetting('ALIPAY_PUBLIC_KEY', 'ALIPAY_PUBLIC_KEY_FILE', given(env.ALIPAY_PUBLIC_KEY), given(env.ALIPAY_PUBLIC_KEY_FILE), readAlipayPublicKey, 'Alipay\'s public key (支付宝公钥 of 公钥模式, not your 应用公钥)');
  if (priv.key?.ok && pub.key?.ok && isOwnPublicKey(priv.key.key, pub.key.key)) {
    pub.row = { setting: pub.row.setting, state: 'wrong', fix: 'this is your own 应用公钥 (the public half of the application private key): give 支付宝公钥, shown beside it in 支付宝开放平台 → 开发设置 → 接口加签方式' };
  }
  rows.push(priv.row, pub.row);
  rows.push(gatewayRow(given(env.ALIPAY_GATEWAY)));
  const timeoutMs = timeoutOf(env.ALIPAY_TIMEOUT_MS);
  rows.push(timeoutMs === null ? { setting: 'ALIPAY_TIMEOUT_MS', state: 'wrong', fix: 'milliseconds, 100 to 120000 (default 10000)' } : { setting: 'ALIPAY_TIMEOUT_MS', state: 'ok', fix: `${timeoutMs} ms` });

  const settings =
    rows.every((r) => r.state === 'ok') && priv.key?.ok && pub.key?.ok && appId && timeoutMs !== null
      ? { appId, privateKeyPem: priv.key.pem, alipayPublicKeyPem: pub.key.pem, gateway: given(env.ALIPAY_GATEWAY)?.trim() ?? ALIPAY_DEFAULT_GATEWAY, timeoutMs }
      : null;
  return { rows, settings };
}

/**
 * The ALIPAY_* settings checked one by one for `npm run doctor` (and the start), for payment and face alike
 * (one application): the app id's 16 digits, each key file readable and of the right kind (a private key;
 * Alipay's public key and not our own), the gateway https. Never prints a key.
 */
export function alipaySettingsReport(env: AlipayEnv): SettingRow[] {
  return resolve(env).rows;
}

/** The settings, when all are in order; null otherwise (alipaySettingsReport says what is wrong). */
export function alipaySettingsOf(env: AlipayEnv): AlipaySettings | null {
  return resolve(env).settings;
}

/** Whether anything of Alipay is configured: then every setting must be right (a half configuration stops the start). */
export function alipayConfigured(env: AlipayEnv): boolean {
  return [env.ALIPAY_APP_ID, env.ALIPAY_PRIVATE_KEY, env.ALIPAY_PRIVATE_KEY_FILE, env.ALIPAY_PUBLIC_KEY, env.ALIPAY_PUBLIC_KEY_FILE].some((v) => given(v) !== undefined);
}
