import { publicUrlProblem } from '../production-check';
import type { DoctorCheck, DoctorRow } from './doctor-row';

/** The identity customers and courts read: a demo's defaults say 演示. */
const IDENTITY = ['PLATFORM_OPERATOR_NAME', 'SERVICE_PHONE', 'NOTARY_OFFICE_NAME', 'NOTARY_OFFICE_LICENCE', 'NOTARY_OFFICE_ADDRESS', 'NOTARY_OFFICE_PHONE'] as const;

const row = (setting: string, problem: string | null, ok: string, missing = false): DoctorRow =>
  problem ? { setting, state: missing ? 'missing' : 'wrong', fix: problem } : { setting, state: 'ok', fix: ok };

/**
 * What every production deployment needs whatever its providers: its public address, its signing
 * identities, its operator's and office's identity, and none of the test switches.
 */
export const generalRows: DoctorCheck = (env) => {
  const rows: DoctorRow[] = [];
  rows.push(row('NODE_ENV', env.NODE_ENV === 'production' ? null : 'set NODE_ENV=production on the live server (it refuses test stand-ins and insists on the checks below)', 'production', true));
  rows.push(row('PUBLIC_URL', publicUrlProblem(env.PUBLIC_URL), env.PUBLIC_URL ?? '', !env.PUBLIC_URL));
  for (const [file, what] of [['NOTARY_SIGNING_P12', 'the platform operator\'s signing certificate (PKCS#12) for certificates and documents'], ['NOTARY_OFFICE_P12', 'the notary office\'s own certificate (PKCS#12) for its 公证书']] as const) {
    rows.push(row(file, env[file] ? null : `unset: ${what}; without it a self-signed local test certificate signs`, 'set (opened with its password at start)', true));
  }
  for (const k of IDENTITY) {
    const v = env[k];
    rows.push(row(k, !v ? 'unset: the default says 演示 and is shown to customers and on notarial documents' : v.includes('演示') ? 'still says 演示' : null, v ?? '', !v));
  }
  if (env.ALLOW_LOCAL_PROVIDERS === '1' || env.ALLOW_LOCAL_PROVIDERS === 'true') rows.push(row('ALLOW_LOCAL_PROVIDERS', 'set: this declares a demo; remove it on a live server', ''));
  for (const k of ['CAPTCHA_TEST_ECHO', 'ANCHOR_EVM_LOCAL', 'ANCHOR_TSA_LOCAL'] as const) {
    if (env[k] === '1' || env[k] === 'true') rows.push(row(k, 'a test switch: remove it on a live server', ''));
  }
  if (env.CAPTURE_TEST_ALLOW_HOSTS) rows.push(row('CAPTURE_TEST_ALLOW_HOSTS', 'tests only: remove it', ''));
  return rows;
};
