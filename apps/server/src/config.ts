import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { productionProblems } from './production-check';
import { parseTrustProxy } from './trust-proxy';
import { officeLocalTest } from './services/signing/local-test-certificate';
import { p12Problem, sameP12Key } from './services/signing/read-p12';
import { parseTestAllowHosts } from './services/capture/egress/test-allow-hosts';
import { alipayConfigured, alipaySettingsOf, alipaySettingsReport } from './providers/alipay/settings-report';
import { faceOcrSettingProblems, tencentCloudSettings } from './providers/face-ocr-settings';
import type { WechatPaySettings } from './providers/payment/wechat/settings';
import { certFileList, wechatSettingsConfigured, wechatSettingsReport } from './providers/payment/wechat/settings-report';
import { smsSettingsReport } from './providers/sms/sms-settings-report';
import { SMS_TEMPLATE_KEYS, templateSetting, type SmsTemplateKey } from './providers/sms/sms-templates';

/**
 * Configuration comes only from environment variables; every one is documented in README.md.
 * Invalid values stop the start with a message naming the variable.
 */
const int = (def: number) => z.coerce.number().int().positive().default(def);
/** A number of points with at most 2 decimals, kept as hundredths. */
const points = (def: string) =>
  z
    .string()
    .default(def)
    .refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(v.trim()), 'a number of points, at most 2 decimals (e.g. 1 or 0.50)')
    .transform((v) => Math.round(Number(v.trim()) * 100));
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

const ZEnv = z.object({
  // 'production' refuses local test providers (unless ALLOW_LOCAL_PROVIDERS=1) and needs PUBLIC_URL
  // any other value would start without the production checks (a typo such as Production or prod)
  NODE_ENV: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['production', 'development', 'test'], { error: 'production, development or test (another value would start without the production checks: say production)' }).optional()),
  ALLOW_LOCAL_PROVIDERS: flag,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  // without PUBLIC_URL, the Host headers links may be built from (decision 702): host or host:port, comma-separated
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const hosts = (v ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
      const bad = hosts.find((h) => !/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(h));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `not a host or host:port: ${bad}` });
        return z.NEVER;
      }
      return hosts;
    }),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // a hop count or the proxies' addresses, never "trust everyone" (decision 226)
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const read = parseTrustProxy(v);
      if ('problem' in read) {
        ctx.addIssue({ code: 'custom', message: read.problem });
        return z.NEVER;
      }
      return read.setting;
    }),
  SITE_NAME: z.string().default('数据存证平台'),
  MEDIATION_URL: z.string().url().optional(),
  // who runs the platform and how customers reach it: named on certificates, the footer and 收费标准
  // (issue 24); the defaults say 演示 so a demo never passes for a real operator
  PLATFORM_OPERATOR_NAME: z.string().trim().min(2).max(60).default('本地演示平台运营方（演示）'),
  // 统一社会信用代码 of the operator; unset: not printed
  PLATFORM_OPERATOR_CREDIT_CODE: z.string().trim().regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, 'an 18-character 统一社会信用代码').optional(),
  SERVICE_PHONE: z.string().trim().min(3).max(30).default('400-000-0000（演示）'),
  SERVICE_EMAIL: z.string().trim().email().optional(),
  SESSION_IDLE_MINUTES: int(120),
  SESSION_ABSOLUTE_HOURS: int(72),
  // failed logins: never a lock of the account, the captcha instead (decision 178)
  LOGIN_CAPTCHA_AFTER: int(3),
  LOGIN_IP_CAPTCHA_AFTER: int(10),
  LOGIN_IP_BLOCK_AFTER: int(50),
  LOGIN_IP_WINDOW_MINUTES: int(15),
  // SMS (docs/providers.md "SMS"): 'local' writes texts to the outbox at /admin/sms; 'tencent' (Tencent Cloud SMS)
  // or 'aliyun' (Aliyun dysmsapi) send approved templates, each setting checked by smsSettingsReport (decision 895)
  SMS_PROVIDER: z.enum(['local', 'tencent', 'aliyun']).default('local'),
  SMS_SIGN_NAME: z.string().trim().optional(),
  // one carrier template id per message the platform sends: SMS_TEMPLATE_CODE_REGISTER, … (sms-templates.ts)
  ...Object.fromEntries(SMS_TEMPLATE_KEYS.map((k) => [templateSetting(k), z.string().trim().optional()])) as Record<`SMS_TEMPLATE_${string}`, z.ZodOptional<z.ZodString>>,
  // how long one SendSms may take before the user is told 短信发送超时 (and nothing counts as sent)
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  SMS_TENCENT_SECRET_ID: z.string().trim().optional(),
  SMS_TENCENT_SECRET_KEY: z.string().trim().optional(),
  SMS_TENCENT_SECRET_KEY_FILE: z.string().trim().optional(),
  SMS_TENCENT_SDK_APP_ID: z.string().trim().optional(),
  SMS_TENCENT_REGION: z.string().trim().default('ap-guangzhou'),
  // scheme and host; the host's first label is TC3's signing service, so keep sms.tencentcloudapi.com
  SMS_TENCENT_ENDPOINT: z.string().trim().default('https://sms.tencentcloudapi.com'),
  // an IP address to connect to instead of resolving the endpoint's host (a fixed egress; tests' stand-in)
  SMS_TENCENT_CONNECT_ADDRESS: z.string().trim().refine((v) => isIP(v) !== 0, 'an IPv4 or IPv6 address').optional(),
  SMS_ALIYUN_ACCESS_KEY_ID: z.string().trim().optional(),
  SMS_ALIYUN_ACCESS_KEY_SECRET: z.string().trim().optional(),
  SMS_ALIYUN_ACCESS_KEY_SECRET_FILE: z.string().trim().optional(),
  SMS_ALIYUN_ENDPOINT: z.string().trim().default('https://dysmsapi.aliyuncs.com'),
  SMS_PER_PHONE_DAILY: int(10),
  // how long each message's outcome row (sms_deliveries) and the local outbox are kept, then removed by the purge run
  SMS_RECORD_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  // 'off': the ID-card photo is not read, the user fills name, number and address in by hand;
  // 'tencent': Tencent Cloud IDCardOCR (docs/providers.md "Tencent Cloud FaceID and OCR")
  OCR_PROVIDER: z.enum(['local', 'off', 'tencent']).default('local'),
  OCR_TIMEOUT_MS: int(30_000),
  // face verification (人脸核验): 'local' is a test stand-in (the tester chooses the result), 'off' none,
  // 'tencent' Tencent Cloud FaceID, 'alipay' 支付宝身份验证 (docs/providers.md)
  FACE_PROVIDER: z.enum(['local', 'off', 'tencent', 'alipay']).default('local'),
  // --- real face and OCR providers (issue 25 items 4, 5). Checked complete at start by
  // providers/face-ocr-settings.ts, which `npm run doctor` reports from too.
  // one call to the face provider (start or a poll's query)
  FACE_TIMEOUT_MS: int(10_000),
  // Tencent Cloud API key (FACE_PROVIDER=tencent, OCR_PROVIDER=tencent); the key as a value or a file
  TENCENTCLOUD_SECRET_ID: z.string().optional(),
  TENCENTCLOUD_SECRET_KEY: z.string().optional(),
  TENCENTCLOUD_SECRET_KEY_FILE: z.string().optional(),
  TENCENTCLOUD_REGION: z.string().optional(),
  // the FaceID 业务流程 (RuleId) of the office's console
  FACEID_RULE_ID: z.string().optional(),
  // host names of the two APIs (another region's or a test stand-in's); the first label must stay the service
  TENCENTCLOUD_FACEID_ENDPOINT: z.string().optional(),
  TENCENTCLOUD_OCR_ENDPOINT: z.string().optional(),
  // the office's Alipay open-platform application, shared with the Alipay payment adapter (RSA2);
  // keys as values or files: its private key (应用私钥, PKCS#1 or PKCS#8, PEM or bare base64) and Alipay's
  // public key (支付宝公钥, 公钥模式; certificate mode is not supported), and the v2 gateway (sandbox:
  // https://openapi-sandbox.dl.alipaydev.com/gateway.do). Checked once for payment and face by
  // providers/alipay/settings-report.ts; docs/providers.md.
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PRIVATE_KEY_FILE: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY_FILE: z.string().optional(),
  ALIPAY_GATEWAY: z.string().optional(),
  // one Alipay payment call's longest wait (default 10000)
  ALIPAY_TIMEOUT_MS: z.string().optional(),
  SMS_PER_IP_HOURLY: int(30),
  RATE_LIMIT_PER_MINUTE: int(300),
  CAPTCHA_TEST_ECHO: flag,
  LEDGER_ORIGIN: z.string().regex(/^[a-zA-Z0-9.-]+(\/[\w.-]+)*$/).optional(),
  LEDGER_SIGNING_KEY: z.string().optional(),
  LEDGER_BATCH_MAX: int(256),
  LEDGER_BATCH_DELAY_MS: int(250),
  ANCHOR_EVM_RPC_URL: z.string().url().optional(),
  ANCHOR_EVM_PRIVATE_KEY: z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be 32 bytes of hex').optional(),
  ANCHOR_EVM_CHAIN_ID: z.coerce.number().int().positive().optional(),
  ANCHOR_EVM_CONFIRMATIONS: int(1),
  ANCHOR_EVM_EXPLORER_URL: z.string().optional(),
  ANCHOR_EVM_TIMEOUT_MS: int(120_000),
  ANCHOR_EVM_LOCAL: flag,
  ANCHOR_TSA_URL: z.string().url().optional(),
  ANCHOR_TSA_CERT_FILE: z.string().optional(),
  ANCHOR_TSA_TIMEOUT_MS: int(15_000),
  ANCHOR_TSA_LOCAL: flag,
  ANCHOR_INTERVAL_MS: int(60_000),
  ANCHOR_POLL_MS: int(1_000),
  ANCHOR_RETRY_BASE_MS: int(5_000),
  ANCHOR_RETRY_MAX_MS: int(600_000),
  DOWNLOAD_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  DOWNLOAD_URL_TTL_SECONDS: int(600),
  EXTRACT_CODE_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes of hex').optional(),
  IDENTITY_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes of hex').optional(),
  UPLOAD_INCOMPLETE_TTL_SECONDS: int(86_400),
  UPLOAD_CLEANUP_INTERVAL_SECONDS: int(600),
  // 'off': write uploads through the page cache only (a file system that misbehaves with O_DIRECT)
  UPLOAD_DIRECT_IO: z.enum(['auto', 'off']).default('auto'),
  BLOB_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: z.string().regex(/^([a-z0-9][a-z0-9._-]*\/)*$/, 'lower-case path segments ending in /').default(''),
  // a deleted record's original is kept this long, then removed (its ledger leaf never is)
  EVIDENCE_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
  EVIDENCE_PURGE_INTERVAL_MINUTES: int(60),
  // points and payments (docs/points-and-payments.md)
  POINTS_PRICE_PRESERVE: points('1'),
  // one sign flow (电子签约), charged when it is sent (docs/esign.md "Sign flows")
  POINTS_PRICE_ESIGN: points('10'),
  // how often expired sign flows are closed and reminders texted
  ESIGN_SWEEP_INTERVAL_SECONDS: int(300),
  // online evidence (docs/online-evidence.md): a web capture, and a recorded session's minute (虚拟机 / 电视盒子)
  POINTS_PRICE_WEB: points('5'),
  POINTS_PRICE_VM_MINUTE: points('2'),
  POINTS_PRICE_OTT_MINUTE: points('2'),
  // browsers this node runs at once for captures and sessions (each Chromium wants a core and ~1 GB)
  CAPTURE_CONCURRENCY: int(1),
  // loopback ip:port pairs captures may reach, for tests and demos on one machine only (never in
  // production, never link-local, metadata or private networks: decision 640)
  CAPTURE_TEST_ALLOW_HOSTS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const read = parseTestAllowHosts(v);
      if ('error' in read) {
        ctx.addIssue({ code: 'custom', message: read.error });
        return z.NEVER;
      }
      return read.hosts;
    }),
  // removed (it opened private networks through redirects and scripts); set, it stops the start
  CAPTURE_ALLOW_PRIVATE: z.string().optional(),
  // the longest recorded session a user may reserve
  CAPTURE_SESSION_MAX_MINUTES: z.coerce.number().int().min(1).max(30).default(30),
  POINTS_REGISTER_GIFT: points('100'),
  // the notary office's fee for a notarial order, in points: base + per record (docs/notarization.md)
  NOTARY_FEE_BASE: points('200'),
  NOTARY_FEE_PER_RECORD: points('20'),
  // the office named on the notarial documents and certificates (docs/notarization.md)
  NOTARY_OFFICE_NAME: z.string().trim().min(2).max(50).default('本地演示公证处'),
  // the partner office's 执业证号, address and telephone, shown with its name (issue 24 item 4)
  NOTARY_OFFICE_LICENCE: z.string().trim().min(2).max(40).default('演示执业证号 000000'),
  NOTARY_OFFICE_ADDRESS: z.string().trim().min(2).max(100).default('演示地址（本地测试，无实际办公地点）'),
  NOTARY_OFFICE_PHONE: z.string().trim().min(3).max(30).default('000-00000000（演示）'),
  // the word of the office's certificate numbers （年份）X证字第N号, e.g. 京长安 (docs/notarization.md)
  NOTARY_CERT_WORD: z.string().trim().min(1).max(12).regex(/^[\p{Script=Han}A-Za-z0-9]+$/u, 'Chinese characters, letters or digits').default('演示'),
  // one or more of local, wechat, alipay, comma-separated (issue 25): each real provider serves its own
  // channel and `local` the channels no real provider serves (docs/points-and-payments.md)
  PAYMENT_PROVIDER: z
    .string()
    .default('local')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(['local', 'wechat', 'alipay'])).min(1).refine((a) => new Set(a).size === a.length, 'each provider once')),
  // how long a started payment stays payable: the provider closes its prepay order by then (time_expire)
  PAYMENT_ORDER_TTL_MINUTES: int(120),
  PAYMENT_NOTIFY_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  // reconciliation (issue 25 item 7): how often each server asks the providers about pending orders and
  // refunds whose notice did not come, and closes expired prepay orders; 0 = never (npm run payments:reconcile)
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // WeChat Pay API v3 (PAYMENT_PROVIDER=wechat; docs/providers.md "WeChat Pay"). Any one set asks for all:
  // checked at start by wechatSettingsReport (the key files read, never logged)
  WECHATPAY_MCHID: z.string().trim().optional(),
  WECHATPAY_APPID: z.string().trim().optional(),
  // the merchant API certificate's serial number, which names our signing key to WeChat Pay
  WECHATPAY_SERIAL: z.string().trim().optional(),
  // apiclient_key.pem
  WECHATPAY_PRIVATE_KEY_FILE: z.string().trim().optional(),
  // 32 bytes, decrypts notices; as a value or a file
  WECHATPAY_APIV3_KEY: z.string().trim().optional(),
  WECHATPAY_APIV3_KEY_FILE: z.string().trim().optional(),
  // 微信支付公钥 mode (PUB_KEY_ID_… and pub_key.pem), or platform certificate files (comma-separated), or both
  WECHATPAY_PUBLIC_KEY_ID: z.string().trim().optional(),
  WECHATPAY_PUBLIC_KEY_FILE: z.string().trim().optional(),
  WECHATPAY_PLATFORM_CERT_FILES: z.string().trim().optional(),
  WECHATPAY_BASE_URL: z.string().trim().default('https://api.mch.weixin.qq.com/'),
  WECHATPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // the platform's PAdES signing identity (docs/signing.md); unset: a local test certificate in DATA_DIR
  NOTARY_SIGNING_P12: z.string().min(1).optional(),
  NOTARY_SIGNING_P12_PASSWORD: z.string().optional(),
  // the notary office's own identity for its certification signature on the 公证书 (issue 23 item 3);
  // unset: a local test certificate named for NOTARY_OFFICE_NAME in DATA_DIR, never the platform's key
  NOTARY_OFFICE_P12: z.string().min(1).optional(),
  NOTARY_OFFICE_P12_PASSWORD: z.string().optional(),
  // the job queue (docs/jobs.md): jobs this node runs at once (0: none, e.g. a node that only serves
  // requests) and how often it looks for due jobs
  JOBS_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(1),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1_000),
}).superRefine((e, ctx) => {
  // An EVM anchor needs all three; a half-configured chain must stop the start, not anchor nowhere.
  const evm = [e.ANCHOR_EVM_RPC_URL, e.ANCHOR_EVM_PRIVATE_KEY, e.ANCHOR_EVM_CHAIN_ID].filter((v) => v !== undefined).length;
  if (evm > 0 && evm < 3) {
    ctx.addIssue({ code: 'custom', path: ['ANCHOR_EVM_RPC_URL'], message: 'ANCHOR_EVM_RPC_URL, ANCHOR_EVM_PRIVATE_KEY and ANCHOR_EVM_CHAIN_ID go together' });
  }
  if (e.BLOB_STORE === 's3' && !e.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'BLOB_STORE=s3 needs S3_BUCKET' });
  }
  if (e.ANCHOR_TSA_CERT_FILE && !e.ANCHOR_TSA_URL) {
    ctx.addIssue({ code: 'custom', path: ['ANCHOR_TSA_CERT_FILE'], message: 'needs ANCHOR_TSA_URL' });
  }
  // the platform's and the office's PKCS#12, checked alike
  for (const [fileVar, passwordVar] of [['NOTARY_SIGNING_P12', 'NOTARY_SIGNING_P12_PASSWORD'], ['NOTARY_OFFICE_P12', 'NOTARY_OFFICE_P12_PASSWORD']] as const) {
    const file = e[fileVar];
    const password = e[passwordVar];
    if (password !== undefined && !file) ctx.addIssue({ code: 'custom', path: [passwordVar], message: `needs ${fileVar}` });
    if (!file) continue;
    // opened now, so a wrong path or password stops the start instead of the first signature
    const problem = password === undefined ? `needs ${passwordVar} (the password of the PKCS#12 file)` : p12Problem(path.resolve(file), password, passwordVar);
    if (problem) ctx.addIssue({ code: 'custom', path: [fileVar], message: problem });
  }
  // the same file, a copy of it, or the same key in another file: the office must have its own key
  if (
    e.NOTARY_OFFICE_P12 && e.NOTARY_SIGNING_P12 &&
    (path.resolve(e.NOTARY_OFFICE_P12) === path.resolve(e.NOTARY_SIGNING_P12) ||
      sameP12Key({ file: path.resolve(e.NOTARY_OFFICE_P12), password: e.NOTARY_OFFICE_P12_PASSWORD ?? '' }, { file: path.resolve(e.NOTARY_SIGNING_P12), password: e.NOTARY_SIGNING_P12_PASSWORD ?? '' }))
  ) {
    ctx.addIssue({ code: 'custom', path: ['NOTARY_OFFICE_P12'], message: 'must be the notary office\'s own identity, not the platform\'s NOTARY_SIGNING_P12' });
  }
  if (e.CAPTURE_ALLOW_PRIVATE !== undefined && e.CAPTURE_ALLOW_PRIVATE !== '0' && e.CAPTURE_ALLOW_PRIVATE !== 'false') {
    ctx.addIssue({ code: 'custom', path: ['CAPTURE_ALLOW_PRIVATE'], message: 'removed: list the loopback test sites in CAPTURE_TEST_ALLOW_HOSTS (ip:port pairs) instead' });
  }
  // a real face or OCR provider chosen with incomplete settings stops the start, naming the setting
  for (const p of faceOcrSettingProblems(e)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  // Alipay configured at all, or chosen to pay or to verify identities: every ALIPAY_* setting must be
  // right, each named once when not (one application for both)
  if (alipayWanted(e)) {
    for (const row of alipaySettingsReport(e)) if (row.state !== 'ok') ctx.addIssue({ code: 'custom', path: [row.setting], message: `${row.state}: ${row.fix}` });
  }
  // WeChat Pay chosen or any of its settings given: every one present and readable, else no start
  if (e.PAYMENT_PROVIDER.includes('wechat') || wechatSettingsConfigured(e)) {
    for (const row of wechatSettingsReport(e)) if (row.state !== 'ok') ctx.addIssue({ code: 'custom', path: [row.setting], message: `${row.state}: ${row.fix}` });
  }
  // a real SMS provider with a setting missing or wrong stops the start, naming it (the same rows as npm run doctor)
  if (e.SMS_PROVIDER !== 'local') {
    for (const r of smsSettingsReport(e as unknown as Record<string, string | undefined>)) if (r.state !== 'ok') ctx.addIssue({ code: 'custom', path: [r.setting], message: `${r.state}: ${r.fix}` });
  }
  for (const p of productionProblems(e)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
});

/** Alipay is chosen (PAYMENT_PROVIDER, FACE_PROVIDER) or any of its settings given: then all must be right. */
function alipayWanted(e: { PAYMENT_PROVIDER: readonly string[]; FACE_PROVIDER: string } & Parameters<typeof alipayConfigured>[0]): boolean {
  return e.PAYMENT_PROVIDER.includes('alipay') || e.FACE_PROVIDER === 'alipay' || alipayConfigured(e);
}

export type Config = ReturnType<typeof loadConfig>;

/** What a start with this environment would refuse, setting by setting (npm run doctor lists them). */
export function configIssues(env: NodeJS.ProcessEnv): { setting: string; message: string }[] {
  const parsed = ZEnv.safeParse(env);
  return parsed.success ? [] : parsed.error.issues.map((i) => ({ setting: i.path.join('.') || '(configuration)', message: i.message }));
}

/** A secret's value, or the trimmed content of the file named by `<NAME>_FILE` (checked readable at validation). */
const secretOf = (value: string | undefined, file: string | undefined) => (value ? value : file ? fs.readFileSync(file, 'utf8').trim() : '');

/** The SMS provider's settings: its limits, and for a real carrier its keys, signature and one template id per key. */
function smsConfig(e: z.infer<typeof ZEnv>) {
  const env = e as unknown as Record<string, string | undefined>;
  const templates = Object.fromEntries(SMS_TEMPLATE_KEYS.map((k) => [k, env[templateSetting(k)] ?? ''])) as Record<SmsTemplateKey, string>;
  return {
    provider: e.SMS_PROVIDER,
    perPhoneDaily: e.SMS_PER_PHONE_DAILY,
    perIpHourly: e.SMS_PER_IP_HOURLY,
    signName: e.SMS_SIGN_NAME ?? '',
    templates,
    timeoutMs: e.SMS_TIMEOUT_MS,
    tencent:
      e.SMS_PROVIDER === 'tencent'
        ? {
            secretId: e.SMS_TENCENT_SECRET_ID ?? '',
            secretKey: secretOf(e.SMS_TENCENT_SECRET_KEY, e.SMS_TENCENT_SECRET_KEY_FILE),
            sdkAppId: e.SMS_TENCENT_SDK_APP_ID ?? '',
            region: e.SMS_TENCENT_REGION,
            endpoint: new URL(e.SMS_TENCENT_ENDPOINT),
            connectAddress: e.SMS_TENCENT_CONNECT_ADDRESS,
          }
        : undefined,
    aliyun:
      e.SMS_PROVIDER === 'aliyun'
        ? { accessKeyId: e.SMS_ALIYUN_ACCESS_KEY_ID ?? '', accessKeySecret: secretOf(e.SMS_ALIYUN_ACCESS_KEY_SECRET, e.SMS_ALIYUN_ACCESS_KEY_SECRET_FILE), endpoint: new URL(e.SMS_ALIYUN_ENDPOINT) }
        : undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    production: e.NODE_ENV === 'production',
    /** NODE_ENV=production runs local test providers only with this (a demo) */
    allowLocalProviders: e.ALLOW_LOCAL_PROVIDERS,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    /** Host headers (lower case, host or host:port) links may name when PUBLIC_URL is unset */
    allowedHosts: e.ALLOWED_HOSTS,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    logLevel: e.LOG_LEVEL,
    /** which X-Forwarded-For entry is the client (decision 226) */
    trustProxy: e.TRUST_PROXY,
    siteName: e.SITE_NAME,
    mediationUrl: e.MEDIATION_URL ?? null,
    /** the platform's operator and customer service (footer, certificates, 收费标准) */
    operator: { name: e.PLATFORM_OPERATOR_NAME, creditCode: e.PLATFORM_OPERATOR_CREDIT_CODE ?? null, servicePhone: e.SERVICE_PHONE, serviceEmail: e.SERVICE_EMAIL ?? null },
    session: { idleMs: e.SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000 },
    /** failed logins per account (captcha until a success) and per client address (captcha, then refusal) */
    login: {
      captchaAfter: e.LOGIN_CAPTCHA_AFTER,
      ipCaptchaAfter: e.LOGIN_IP_CAPTCHA_AFTER,
      ipBlockAfter: e.LOGIN_IP_BLOCK_AFTER,
      ipWindowMs: e.LOGIN_IP_WINDOW_MINUTES * 60_000,
    },
    sms: smsConfig(e),
    /** reading ID-card photos (providers/ocr): one job at a time, at most `maxQueue` waiting */
    ocr: { provider: e.OCR_PROVIDER, timeoutMs: e.OCR_TIMEOUT_MS, maxQueue: 8, tencent: e.OCR_PROVIDER === 'tencent' ? tencentCloudSettings(e) : null },
    /** face verification of individuals (providers/face): the provider and, for a real one, its account */
    face: {
      provider: e.FACE_PROVIDER,
      timeoutMs: e.FACE_TIMEOUT_MS,
      ruleId: e.FACEID_RULE_ID?.trim() ?? '',
      tencent: e.FACE_PROVIDER === 'tencent' ? tencentCloudSettings(e) : null,
      // the same application as payment.alipay (ALIPAY_*), called with FACE_TIMEOUT_MS
      alipay: e.FACE_PROVIDER === 'alipay' ? alipaySettingsOf(e) : null,
    },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    /** test-only: getImgCode also returns the captcha text; never set in production */
    captchaTestEcho: e.CAPTCHA_TEST_ECHO,
    ledger: {
      // The log's name in every checkpoint; fixed at the first start (the key is made for it).
      origin: e.LEDGER_ORIGIN ?? `${e.PUBLIC_URL ? new URL(e.PUBLIC_URL).host : 'localhost'}/evidence-ledger`,
      signingKey: e.LEDGER_SIGNING_KEY,
      maxBatch: e.LEDGER_BATCH_MAX,
      maxDelayMs: e.LEDGER_BATCH_DELAY_MS,
    },
    download: { secret: e.DOWNLOAD_SECRET, ttlMs: e.DOWNLOAD_URL_TTL_SECONDS * 1000 },
    /** key of the extraction codes at rest (AES-256-GCM); else $DATA_DIR/extract-code-key */
    extractCodeKey: e.EXTRACT_CODE_KEY,
    /** key of identity data at rest (ID, bank account and phone numbers of verifications); else $DATA_DIR/identity-key */
    identityKey: e.IDENTITY_KEY,
    /** resumable uploads: partial files under $DATA_DIR/uploads, removed after this long without a byte */
    ingest: { incompleteTtlMs: e.UPLOAD_INCOMPLETE_TTL_SECONDS * 1000, cleanupIntervalMs: e.UPLOAD_CLEANUP_INTERVAL_SECONDS * 1000, directIo: e.UPLOAD_DIRECT_IO === 'auto' },
    blobs:
      e.BLOB_STORE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3' as const,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX,
          }
        : { kind: 'local' as const },
    /** prices in hundredths of a point (0: free / no gift) and the payment provider */
    points: { preservePriceCents: e.POINTS_PRICE_PRESERVE, registerGiftCents: e.POINTS_REGISTER_GIFT, esignPriceCents: e.POINTS_PRICE_ESIGN },
    esign: { sweepIntervalMs: e.ESIGN_SWEEP_INTERVAL_SECONDS * 1000 },
    /** online evidence: prices in hundredths of a point, browsers at once, private targets, longest session */
    capture: {
      webPriceCents: e.POINTS_PRICE_WEB,
      vmMinuteCents: e.POINTS_PRICE_VM_MINUTE,
      ottMinuteCents: e.POINTS_PRICE_OTT_MINUTE,
      concurrency: e.CAPTURE_CONCURRENCY,
      /** CAPTURE_TEST_ALLOW_HOSTS: loopback ip:port pairs a test capture may reach; [] normally */
      testAllowHosts: e.CAPTURE_TEST_ALLOW_HOSTS,
      sessionMaxMinutes: e.CAPTURE_SESSION_MAX_MINUTES,
    },
    /** the notarial fee in hundredths of a point: base + per record */
    notary: {
      feeBaseCents: e.NOTARY_FEE_BASE,
      feePerRecordCents: e.NOTARY_FEE_PER_RECORD,
      officeName: e.NOTARY_OFFICE_NAME,
      certWord: e.NOTARY_CERT_WORD,
      /** the partner office as the footer, notarization pages and notarial documents name it */
      office: { name: e.NOTARY_OFFICE_NAME, licence: e.NOTARY_OFFICE_LICENCE, address: e.NOTARY_OFFICE_ADDRESS, phone: e.NOTARY_OFFICE_PHONE },
    },
    payment: {
      providers: e.PAYMENT_PROVIDER,
      orderTtlMs: e.PAYMENT_ORDER_TTL_MINUTES * 60_000,
      notifySecret: e.PAYMENT_NOTIFY_SECRET,
      reconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000,
      /** WeChat Pay API v3; undefined when not configured (the start refused incomplete settings) */
      wechat: e.WECHATPAY_MCHID
        ? {
            mchid: e.WECHATPAY_MCHID,
            appid: e.WECHATPAY_APPID ?? '',
            serial: e.WECHATPAY_SERIAL ?? '',
            privateKeyFile: path.resolve(e.WECHATPAY_PRIVATE_KEY_FILE ?? ''),
            apiV3Key: e.WECHATPAY_APIV3_KEY,
            apiV3KeyFile: e.WECHATPAY_APIV3_KEY_FILE ? path.resolve(e.WECHATPAY_APIV3_KEY_FILE) : undefined,
            publicKeyId: e.WECHATPAY_PUBLIC_KEY_ID,
            publicKeyFile: e.WECHATPAY_PUBLIC_KEY_FILE ? path.resolve(e.WECHATPAY_PUBLIC_KEY_FILE) : undefined,
            platformCertFiles: certFileList(e.WECHATPAY_PLATFORM_CERT_FILES).map((f) => path.resolve(f)),
            baseUrl: e.WECHATPAY_BASE_URL,
            timeoutMs: e.WECHATPAY_TIMEOUT_MS,
          } satisfies WechatPaySettings
        : undefined,
      /** ALIPAY_*, keys read and checked; null when Alipay is not configured */
      alipay: alipayWanted(e) ? alipaySettingsOf(e) : null,
    },
    /** the PAdES signing identity of the signing core; no file: the local test certificate in dataDir */
    signing: {
      p12File: e.NOTARY_SIGNING_P12 ? path.resolve(e.NOTARY_SIGNING_P12) : undefined,
      p12Password: e.NOTARY_SIGNING_P12_PASSWORD,
      dataDir,
    },
    /** the notary office's certification-signature identity; no file: its own local test certificate in dataDir */
    officeSigning: {
      p12File: e.NOTARY_OFFICE_P12 ? path.resolve(e.NOTARY_OFFICE_P12) : undefined,
      p12Password: e.NOTARY_OFFICE_P12_PASSWORD,
      dataDir,
      localTest: officeLocalTest(e.NOTARY_OFFICE_NAME),
    },
    smsRetention: { retentionDays: e.SMS_RECORD_RETENTION_DAYS },
    evidenceRetention: { retentionMs: e.EVIDENCE_RETENTION_DAYS * 86_400_000, purgeIntervalMs: e.EVIDENCE_PURGE_INTERVAL_MINUTES * 60_000 },
    /** the job worker of this node (services/jobs) */
    jobs: { concurrency: e.JOBS_CONCURRENCY, pollMs: e.JOBS_POLL_MS },
    anchor: {
      evm:
        e.ANCHOR_EVM_RPC_URL && e.ANCHOR_EVM_PRIVATE_KEY && e.ANCHOR_EVM_CHAIN_ID
          ? {
              rpcUrl: e.ANCHOR_EVM_RPC_URL,
              privateKey: e.ANCHOR_EVM_PRIVATE_KEY,
              chainId: e.ANCHOR_EVM_CHAIN_ID,
              confirmations: e.ANCHOR_EVM_CONFIRMATIONS,
              explorerUrlTemplate: e.ANCHOR_EVM_EXPLORER_URL,
              timeoutMs: e.ANCHOR_EVM_TIMEOUT_MS,
              isLocal: e.ANCHOR_EVM_LOCAL,
            }
          : null,
      tsa: e.ANCHOR_TSA_URL
        ? { url: e.ANCHOR_TSA_URL, certFile: e.ANCHOR_TSA_CERT_FILE ? path.resolve(e.ANCHOR_TSA_CERT_FILE) : undefined, timeoutMs: e.ANCHOR_TSA_TIMEOUT_MS, isLocal: e.ANCHOR_TSA_LOCAL }
        : null,
      /** at most one anchor round per interval: each round anchors the latest checkpoint, which covers every earlier leaf */
      intervalMs: e.ANCHOR_INTERVAL_MS,
      pollMs: e.ANCHOR_POLL_MS,
      retryBaseMs: e.ANCHOR_RETRY_BASE_MS,
      retryMaxMs: e.ANCHOR_RETRY_MAX_MS,
    },
  };
}
