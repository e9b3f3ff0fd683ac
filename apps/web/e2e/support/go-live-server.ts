/**
 * The going-live server (issue 25): the built server started exactly as a live one — NODE_ENV=production,
 * PUBLIC_URL, real providers (WeChat Pay, Alipay, Tencent Cloud SMS, FaceID and OCR), its own PKCS#12
 * identities, no ALLOW_LOCAL_PROVIDERS and no test switch — with every provider pointed at its loopback
 * stand-in of that provider's protocol (apps/server/test/support/standins). The stand-ins run in this
 * test process; the server reaches them over HTTPS under a test CA it trusts through NODE_EXTRA_CA_CERTS,
 * and Tencent's host names resolve to 127.0.0.1 by a preloaded DNS map (as an /etc/hosts line would).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeP12 } from '../../../server/test/helpers/signing/fixtures';
import { startAlipayStandIn, type AlipayStandIn } from '../../../server/test/support/standins/alipay';
import { startTencentCloudStandIn, type TencentCloudStandIn } from '../../../server/test/support/standins/tencent-cloud/tencent-cloud-stand-in';
import { startTencentSmsStandIn, type TencentSmsStandIn } from '../../../server/test/support/standins';
import { startWechatPayStandIn, type WechatPayStandIn } from '../../../server/test/support/standins/wechatpay';
import { SMS_TEMPLATE_KEYS, templateSetting } from '../../../server/src/providers/sms/sms-templates';
import { makeTestCa, startTlsFront, type TlsFront } from '../../../server/test/support/tls-front';
import { cliJs, lastJsonLine, repoRoot, startServerProcess, tsx, type ServerProcess } from './server-process';

export interface GoLiveServer extends ServerProcess {
  wechat: WechatPayStandIn;
  alipay: AlipayStandIn;
  sms: TencentSmsStandIn;
  tencent: TencentCloudStandIn;
  /** the notarial order the seed left at its pay step (示例科技有限公司, 13800000002) */
  order: { orderId: number; orderNo: string };
  /** the environment the server runs with (for `npm run doctor` on the same configuration) */
  env: Record<string, string>;
}

/** The office's identity: a live server refuses the defaults, which say 演示. */
const IDENTITY = {
  PLATFORM_OPERATOR_NAME: '示例数据科技有限公司',
  SERVICE_PHONE: '400-000-0000',
  NOTARY_OFFICE_NAME: '示例市公证处',
  NOTARY_OFFICE_LICENCE: '（2026）示公证执字第001号',
  NOTARY_OFFICE_ADDRESS: '示例市示例区示例路1号',
  NOTARY_OFFICE_PHONE: '010-00000000',
};

export async function startGoLiveServer(): Promise<GoLiveServer> {
  const keys = fs.mkdtempSync(path.join(os.tmpdir(), 'evidence-go-live-keys-'));
  const ca = makeTestCa();
  const [wechat, alipay, sms, tencent] = await Promise.all([startWechatPayStandIn(), startAlipayStandIn(), startTencentSmsStandIn(), startTencentCloudStandIn({ tls: true })]);
  const fronts: TlsFront[] = [];
  const front = async (port: number) => {
    const f = await startTlsFront(ca, ['127.0.0.1'], port);
    fronts.push(f);
    return `https://127.0.0.1:${f.port}`;
  };
  const wechatFront = await front(new URL(wechat.baseUrl).port ? Number(new URL(wechat.baseUrl).port) : 80);
  const alipayFront = await front(Number(new URL(alipay.gateway).port));
  const trust = path.join(keys, 'test-ca.pem');
  fs.writeFileSync(trust, [ca.caPem, tencent.caPem ?? ''].join('\n'));
  makeP12(path.join(keys, 'platform.p12'), 'platform-pw', '示例数据科技有限公司 电子签章');
  makeP12(path.join(keys, 'office.p12'), 'office-pw', '示例市公证处');

  const env: Record<string, string> = {
    ...IDENTITY,
    NODE_ENV: 'production',
    CAPTCHA_TEST_ECHO: '0',
    NOTARY_SIGNING_P12: path.join(keys, 'platform.p12'),
    NOTARY_SIGNING_P12_PASSWORD: 'platform-pw',
    NOTARY_OFFICE_P12: path.join(keys, 'office.p12'),
    NOTARY_OFFICE_P12_PASSWORD: 'office-pw',
    PAYMENT_PROVIDER: 'wechat,alipay',
    ...wechat.env,
    WECHATPAY_BASE_URL: `${wechatFront}/`,
    ...alipay.env,
    ALIPAY_GATEWAY: `${alipayFront}${new URL(alipay.gateway).pathname}`,
    // one approved template id per message the platform sends
    ...sms.env(Object.fromEntries(SMS_TEMPLATE_KEYS.map((k, i) => [templateSetting(k), String(2_000_000 + i)]))),
    ...tencent.env,
    FACE_PROVIDER: 'tencent',
    OCR_PROVIDER: 'tencent',
    NODE_EXTRA_CA_CERTS: trust,
    NODE_OPTIONS: `--require ${path.join(repoRoot, 'apps/server/test/support/standins/tencent-cloud/loopback-dns.cjs')}`,
    LEDGER_BATCH_DELAY_MS: '2',
    JOBS_POLL_MS: '200',
  };
  let server: ServerProcess;
  try {
    server = await startServerProcess('go-live', [[tsx, [path.join(repoRoot, 'apps/server/test/helpers/seed-notary-office-e2e.ts'), '--unpaid']]], (port) => {
      env.PUBLIC_URL = `http://127.0.0.1:${port}`;
      return env;
    });
  } catch (err) {
    await Promise.all([wechat.close(), alipay.close(), sms.close(), tencent.close(), ...fronts.map((f) => f.close())]);
    throw err;
  }
  const order = lastJsonLine<{ orderId: number; orderNo: string }>(server.seedOutputs[0]!);
  return {
    ...server,
    wechat,
    alipay,
    sms,
    tencent,
    order,
    env,
    stop: async () => {
      await server.stop();
      await Promise.all([wechat.close(), alipay.close(), sms.close(), tencent.close(), ...fronts.map((f) => f.close())]);
      fs.rmSync(keys, { recursive: true, force: true });
    },
  };
}

/** `npm run doctor` on a configuration: its table and exit code. */
export function doctor(env: Record<string, string>): { out: string; code: number } {
  try {
    const out = execFileSync(process.execPath, [cliJs, 'doctor'], { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });
    return { out, code: 0 };
  } catch (err) {
    const e = err as { stdout?: string; status?: number };
    return { out: e.stdout ?? '', code: e.status ?? 1 };
  }
}
