import fs from 'node:fs';
import { SMS_TEMPLATE_KEYS, templateSetting } from './sms-templates';

/** One setting's state, for the start's refusal and for `npm run doctor` (issue 25 item 8). */
export interface SettingRow {
  setting: string;
  state: 'ok' | 'missing' | 'wrong';
  fix: string;
}

type Env = Record<string, string | undefined>;

const set = (v: string | undefined) => v !== undefined && v.trim() !== '';

/** A secret given as a value or as a file (`<NAME>_FILE`), checked for being there and readable, never shown. */
function secretRow(env: Env, name: string, what: string): SettingRow {
  const file = env[`${name}_FILE`];
  if (set(env[name]) && set(file)) return { setting: name, state: 'wrong', fix: `give ${name} or ${name}_FILE, not both` };
  if (set(env[name])) return { setting: name, state: 'ok', fix: '' };
  if (set(file)) {
    try {
      return fs.readFileSync(file!, 'utf8').trim() ? { setting: `${name}_FILE`, state: 'ok', fix: '' } : { setting: `${name}_FILE`, state: 'wrong', fix: `${file} is empty: it must hold ${what}` };
    } catch {
      return { setting: `${name}_FILE`, state: 'wrong', fix: `${file} cannot be read by the server` };
    }
  }
  return { setting: name, state: 'missing', fix: `set ${name} (or ${name}_FILE, a file holding it): ${what}` };
}

const plain = (env: Env, name: string, fix: string, valid?: (v: string) => string | null): SettingRow => {
  if (!set(env[name])) return { setting: name, state: 'missing', fix };
  const problem = valid?.(env[name]!.trim());
  return problem ? { setting: name, state: 'wrong', fix: problem } : { setting: name, state: 'ok', fix: '' };
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * An SMS gateway is https: codes and signing links travel in the request. Plain http only reaches this machine — a
 * loopback host, or (Tencent) a real host name connected to a loopback SMS_TENCENT_CONNECT_ADDRESS: the tests'
 * stand-ins (outside review of issue 25).
 */
const urlOrDefault = (env: Env, name: string, def: string, connectAddress?: string): SettingRow => {
  if (!set(env[name])) return { setting: name, state: 'ok', fix: `unset: ${def}` };
  try {
    const u = new URL(env[name]!);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error();
    if (u.pathname !== '/' || u.search) return { setting: name, state: 'wrong', fix: `a scheme and host only, e.g. ${def}` };
    if (u.protocol === 'http:' && !LOOPBACK.has(u.hostname) && !(connectAddress !== undefined && LOOPBACK.has(connectAddress.trim()))) {
      return { setting: name, state: 'wrong', fix: `https only (codes and signing links travel in it), e.g. ${def}` };
    }
    return { setting: name, state: 'ok', fix: u.origin };
  } catch {
    return { setting: name, state: 'wrong', fix: `not a URL: e.g. ${def}` };
  }
};

/**
 * The SMS settings as the start and `npm run doctor` check them (decision 895): with SMS_PROVIDER=local one row
 * (ok: the outbox); with tencent or aliyun every key, the signature, and a template id for every template the
 * platform sends (SMS_TEMPLATE_<KEY>). Reads files named by *_FILE but never returns a secret.
 */
export function smsSettingsReport(env: Env): SettingRow[] {
  const provider = (env.SMS_PROVIDER ?? 'local').trim() || 'local';
  if (provider === 'local') return [{ setting: 'SMS_PROVIDER', state: 'ok', fix: 'local: texts go to the outbox at /admin/sms, none is sent (a production start refuses it without ALLOW_LOCAL_PROVIDERS)' }];
  if (provider !== 'tencent' && provider !== 'aliyun') return [{ setting: 'SMS_PROVIDER', state: 'wrong', fix: 'local, tencent or aliyun' }];
  const rows: SettingRow[] = [{ setting: 'SMS_PROVIDER', state: 'ok', fix: '' }];
  rows.push(plain(env, 'SMS_SIGN_NAME', 'set SMS_SIGN_NAME: the approved SMS signature (短信签名) without 【】', (v) => (/[【】[\]]/.test(v) ? 'the signature name only, without 【】' : null)));
  if (provider === 'tencent') {
    rows.push(plain(env, 'SMS_TENCENT_SECRET_ID', 'set SMS_TENCENT_SECRET_ID: the SecretId of a CAM key allowed to call sms:SendSms'));
    rows.push(secretRow(env, 'SMS_TENCENT_SECRET_KEY', 'the SecretKey of that CAM key'));
    rows.push(plain(env, 'SMS_TENCENT_SDK_APP_ID', 'set SMS_TENCENT_SDK_APP_ID: the SmsSdkAppId of the SMS application (短信应用)', (v) => (/^\d{10}$/.test(v) ? null : 'SmsSdkAppId is 10 digits, e.g. 1400000000')));
    rows.push(urlOrDefault(env, 'SMS_TENCENT_ENDPOINT', 'https://sms.tencentcloudapi.com', env.SMS_TENCENT_CONNECT_ADDRESS));
  } else {
    rows.push(plain(env, 'SMS_ALIYUN_ACCESS_KEY_ID', 'set SMS_ALIYUN_ACCESS_KEY_ID: the AccessKey ID of a RAM user allowed dysms:SendSms'));
    rows.push(secretRow(env, 'SMS_ALIYUN_ACCESS_KEY_SECRET', 'the AccessKey Secret of that RAM user'));
    rows.push(urlOrDefault(env, 'SMS_ALIYUN_ENDPOINT', 'https://dysmsapi.aliyuncs.com'));
  }
  for (const key of SMS_TEMPLATE_KEYS) {
    const name = templateSetting(key);
    rows.push(
      plain(env, name, `set ${name}: the id of the approved template for ${key} (docs/providers.md lists its text)`, (v) =>
        provider === 'tencent' ? (/^\d+$/.test(v) ? null : 'a Tencent template id is a number') : /^SMS_\d+$/.test(v) ? null : 'an Aliyun template code looks like SMS_123456789'),
    );
  }
  return rows;
}
