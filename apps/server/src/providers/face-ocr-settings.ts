import fs from 'node:fs';
import path from 'node:path';
import type { TencentCloudCredentials } from './tencent-cloud/tencent-client';

/**
 * The settings of face verification and ID-card OCR through real providers (issue 25 items 4, 5):
 * one report, used by the start (config.ts refuses a configured provider whose settings are
 * incomplete, naming the setting) and by `npm run doctor` (every row, ok / missing / wrong with the
 * fix). No row ever holds a secret's value. FACE_PROVIDER=alipay's settings are the office's one Alipay
 * application's, checked once for payment and face by providers/alipay/settings-report.ts.
 */
export interface SettingRow {
  setting: string;
  state: 'ok' | 'missing' | 'wrong';
  fix: string;
}

type Env = Record<string, string | undefined>;
/** The process environment, or config.ts's parsed settings (whose other values are not strings). */
export type SettingsInput = Readonly<Record<string, unknown>>;

function strings(input: SettingsInput): Env {
  const env: Env = {};
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string') env[k] = v;
  return env;
}

export const DEFAULT_FACEID_ENDPOINT = 'faceid.tencentcloudapi.com';
export const DEFAULT_OCR_ENDPOINT = 'ocr.tencentcloudapi.com';
export const DEFAULT_TENCENT_REGION = 'ap-guangzhou';

const given = (v: string | undefined) => v !== undefined && v.trim() !== '';

/** A secret given as a value or as `<NAME>_FILE` (a path to a file holding it). */
function secretOf(env: Env, name: string): { value?: string; problem?: SettingRow } {
  const value = env[name];
  const file = env[`${name}_FILE`];
  if (given(value) && given(file)) return { problem: { setting: `${name}_FILE`, state: 'wrong', fix: `give ${name} or ${name}_FILE, not both` } };
  if (given(value)) return { value: value!.trim() };
  if (given(file)) {
    try {
      return { value: fs.readFileSync(path.resolve(file!), 'utf8').trim() };
    } catch {
      return { problem: { setting: `${name}_FILE`, state: 'wrong', fix: `cannot read ${path.resolve(file!)}: a readable file holding ${name}` } };
    }
  }
  return { problem: { setting: name, state: 'missing', fix: `set ${name} (or ${name}_FILE, a path to a file holding it)` } };
}

const ok = (setting: string, fix = ''): SettingRow => ({ setting, state: 'ok', fix });

/** host or host:port whose first label is the service: the TC3 signature names the service by it. */
function endpointRow(env: Env, name: string, service: string): SettingRow {
  const v = env[name];
  if (!given(v)) return ok(name);
  const re = new RegExp(`^${service}\\.[a-z0-9-]+(\\.[a-z0-9-]+)+(:\\d{1,5})?$`);
  return re.test(v!.trim()) ? ok(name) : { setting: name, state: 'wrong', fix: `a host name starting with ${service}. (default ${service}.tencentcloudapi.com), no scheme or path` };
}

function tencentRows(env: Env, withRule: boolean, withFace: boolean, withOcr: boolean): SettingRow[] {
  const rows: SettingRow[] = [];
  const id = env.TENCENTCLOUD_SECRET_ID;
  if (!given(id)) rows.push({ setting: 'TENCENTCLOUD_SECRET_ID', state: 'missing', fix: 'set TENCENTCLOUD_SECRET_ID (访问管理 → API 密钥管理; a sub-user with FaceID / OCR access only)' });
  else rows.push(/^[A-Za-z0-9]{16,128}$/.test(id!.trim()) ? ok('TENCENTCLOUD_SECRET_ID') : { setting: 'TENCENTCLOUD_SECRET_ID', state: 'wrong', fix: 'a SecretId is letters and digits (AKID…)' });
  const key = secretOf(env, 'TENCENTCLOUD_SECRET_KEY');
  if (key.problem) rows.push(key.problem);
  else rows.push(/^[A-Za-z0-9]{16,128}$/.test(key.value!) ? ok('TENCENTCLOUD_SECRET_KEY') : { setting: 'TENCENTCLOUD_SECRET_KEY', state: 'wrong', fix: 'a SecretKey is letters and digits' });
  if (given(env.TENCENTCLOUD_REGION) && !/^[a-z]{2}-[a-z]+(-\d+)?$/.test(env.TENCENTCLOUD_REGION!.trim())) rows.push({ setting: 'TENCENTCLOUD_REGION', state: 'wrong', fix: `a region such as ${DEFAULT_TENCENT_REGION}` });
  if (withRule) {
    const rule = env.FACEID_RULE_ID;
    if (!given(rule)) rows.push({ setting: 'FACEID_RULE_ID', state: 'missing', fix: 'set FACEID_RULE_ID: the RuleId of the 业务流程 created in the FaceID console (慧眼 → 自助接入)' });
    else rows.push(/^[A-Za-z0-9_-]{1,32}$/.test(rule!.trim()) ? ok('FACEID_RULE_ID') : { setting: 'FACEID_RULE_ID', state: 'wrong', fix: 'the RuleId as the FaceID console shows it (digits)' });
  }
  if (withFace) rows.push(endpointRow(env, 'TENCENTCLOUD_FACEID_ENDPOINT', 'faceid'));
  if (withOcr) rows.push(endpointRow(env, 'TENCENTCLOUD_OCR_ENDPOINT', 'ocr'));
  return rows;
}

/** Every row for `npm run doctor`: which providers are chosen, then the settings each chosen one needs. */
export function faceOcrSettingsReport(input: SettingsInput): SettingRow[] {
  const env = strings(input);
  const face = (env.FACE_PROVIDER ?? 'local').trim() || 'local';
  const ocr = (env.OCR_PROVIDER ?? 'local').trim() || 'local';
  const rows: SettingRow[] = [];
  if (face === 'local') rows.push({ setting: 'FACE_PROVIDER', state: 'missing', fix: 'set FACE_PROVIDER=tencent or alipay (local is a test page where the tester chooses the result; off: no face check)' });
  else if (['off', 'tencent', 'alipay'].includes(face)) rows.push(ok('FACE_PROVIDER'));
  else rows.push({ setting: 'FACE_PROVIDER', state: 'wrong', fix: 'one of tencent, alipay, off, local' });
  if (ocr === 'local') rows.push({ setting: 'OCR_PROVIDER', state: 'missing', fix: 'set OCR_PROVIDER=tencent (local reads cards with tesseract.js on this machine; off: fields typed by hand)' });
  else if (['off', 'tencent'].includes(ocr)) rows.push(ok('OCR_PROVIDER'));
  else rows.push({ setting: 'OCR_PROVIDER', state: 'wrong', fix: 'one of tencent, off, local' });
  if (face === 'tencent' || ocr === 'tencent') rows.push(...tencentRows(env, face === 'tencent', face === 'tencent', ocr === 'tencent'));
  return rows;
}

/** What stops a start: a chosen real provider's settings that are missing or wrong (the provider choice itself is config.ts's). */
export function faceOcrSettingProblems(env: SettingsInput): { path: string; message: string }[] {
  return faceOcrSettingsReport(env)
    .filter((r) => r.state !== 'ok' && r.setting !== 'FACE_PROVIDER' && r.setting !== 'OCR_PROVIDER')
    .map((r) => ({ path: r.setting, message: `${r.state}: ${r.fix}` }));
}

export interface TencentCloudSettings {
  credentials: TencentCloudCredentials;
  faceidEndpoint: string;
  ocrEndpoint: string;
}

/** The Tencent Cloud account as the adapters take it; null without a SecretId (checked complete at start). */
export function tencentCloudSettings(input: SettingsInput): TencentCloudSettings | null {
  const env = strings(input);
  const key = secretOf(env, 'TENCENTCLOUD_SECRET_KEY').value;
  if (!given(env.TENCENTCLOUD_SECRET_ID) || !key) return null;
  return {
    credentials: { secretId: env.TENCENTCLOUD_SECRET_ID!.trim(), secretKey: key, region: env.TENCENTCLOUD_REGION?.trim() || DEFAULT_TENCENT_REGION },
    faceidEndpoint: env.TENCENTCLOUD_FACEID_ENDPOINT?.trim() || DEFAULT_FACEID_ENDPOINT,
    ocrEndpoint: env.TENCENTCLOUD_OCR_ENDPOINT?.trim() || DEFAULT_OCR_ENDPOINT,
  };
}
