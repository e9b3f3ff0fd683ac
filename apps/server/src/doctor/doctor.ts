import { configIssues } from '../config';
import { alipayRows } from './alipay-rows';
import type { DoctorCheck, DoctorRow } from './doctor-row';
import { generalRows } from './general-rows';
import { faceOcrRows, smsRows } from './provider-settings-rows';
import { providerRows } from './provider-rows';
import { wechatRows } from './wechat-rows';

/** Checks of the whole configuration as given. */
const GENERAL: readonly DoctorCheck[] = [generalRows, providerRows];
/** Checks of each chosen provider's own settings (over the environment with the recommended providers assumed). */
const PROVIDERS: readonly DoctorCheck[] = [wechatRows, alipayRows, smsRows, faceOcrRows];

/**
 * A provider left unset (or at its local stand-in) is judged as the recommended real one, so an empty
 * configuration lists every setting a live server needs, not only the choice of provider.
 */
function withRecommended(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const real = (v: string | undefined, names: string[]) => v !== undefined && v.split(',').map((s) => s.trim()).some((n) => names.includes(n));
  return {
    ...env,
    PAYMENT_PROVIDER: real(env.PAYMENT_PROVIDER, ['wechat', 'alipay']) ? env.PAYMENT_PROVIDER : 'wechat,alipay',
    SMS_PROVIDER: real(env.SMS_PROVIDER, ['tencent', 'aliyun']) ? env.SMS_PROVIDER : 'tencent',
    FACE_PROVIDER: real(env.FACE_PROVIDER, ['tencent', 'alipay', 'off']) ? env.FACE_PROVIDER : 'tencent',
    OCR_PROVIDER: real(env.OCR_PROVIDER, ['tencent', 'off']) ? env.OCR_PROVIDER : 'tencent',
  };
}

const WORSE: Record<DoctorRow['state'], number> = { ok: 0, missing: 1, wrong: 2 };

/** One row per setting, a value and its _FILE counted as one, should two checks name the same one: the worst. */
function onePerSetting(rows: readonly DoctorRow[]): DoctorRow[] {
  const at = new Map<string, number>();
  const out: DoctorRow[] = [];
  for (const r of rows) {
    const key = r.setting.replace(/_FILE$/, '');
    const i = at.get(key);
    if (i === undefined) {
      at.set(key, out.length);
      out.push(r);
    } else if (WORSE[r.state] > WORSE[out[i]!.state]) out[i] = r;
  }
  return out;
}

/**
 * `npm run doctor`: the configuration judged as a production start would judge it, without starting
 * anything. The rows of each check, then whatever else the start itself would refuse (the same schema the
 * server reads at start, with NODE_ENV=production), each once per setting.
 */
export function doctorReport(env: NodeJS.ProcessEnv): { rows: DoctorRow[]; ok: boolean } {
  const assumed = withRecommended(env);
  const rows = onePerSetting([...GENERAL.flatMap((check) => check(env)), ...PROVIDERS.flatMap((check) => check(assumed))]);
  const seen = new Set(rows.filter((r) => r.state !== 'ok').map((r) => r.setting));
  for (const issue of configIssues({ ...env, NODE_ENV: 'production' })) {
    // the start's one-line refusal of local stand-ins: the provider rows above already say which, and how
    if (issue.setting === 'ALLOW_LOCAL_PROVIDERS' || issue.setting === 'PUBLIC_URL') continue;
    if (seen.has(issue.setting)) continue;
    seen.add(issue.setting);
    const at = rows.findIndex((r) => r.setting === issue.setting);
    const wrong: DoctorRow = { setting: issue.setting, state: 'wrong', fix: issue.message };
    if (at >= 0) rows[at] = wrong;
    else rows.push(wrong);
  }
  return { rows, ok: rows.every((r) => r.state === 'ok') };
}

const MARK: Record<DoctorRow['state'], string> = { ok: 'ok', missing: 'missing', wrong: 'WRONG' };

/** The report as one plain-text table (a terminal, a ticket, an e-mail): setting, state, what to do. */
export function doctorTable(rows: readonly DoctorRow[]): string {
  const w1 = Math.max(7, ...rows.map((r) => r.setting.length));
  const w2 = 7;
  const line = (a: string, b: string, c: string) => `${a.padEnd(w1)}  ${b.padEnd(w2)}  ${c}`;
  const bad = rows.filter((r) => r.state !== 'ok').length;
  return [line('setting', 'state', 'found / fix'), line('-'.repeat(w1), '-'.repeat(w2), '-'.repeat(11)), ...rows.map((r) => line(r.setting, MARK[r.state], r.fix)), '', bad === 0 ? `all ${rows.length} checks ok` : `${bad} of ${rows.length} checks need attention`].join('\n');
}
