import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in of Tencent Cloud SMS (API 2021-01-11, SendSms): it makes its own SecretId/SecretKey and
 * checks each request's TC3-HMAC-SHA256 Authorization as Tencent does (canonical request over content-type and
 * host, credential scope <date>/<service>/tc3_request with the date of X-TC-Timestamp, the timestamp within 5
 * minutes, the SecretId its own), then answers in Tencent's JSON shape: {Response:{SendStatusSet,RequestId}} or
 * {Response:{Error:{Code,Message},RequestId}}. A test can make it refuse or hang the next request, and reads the
 * messages it accepted (phone, template id, parameters: the code is there).
 */
export interface TencentSmsStandIn {
  /** http://sms.tencentcloudapi.com:PORT — the host name Tencent's SDK derives the signing service from */
  url: string;
  port: number;
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** the messages it accepted */
  messages: Array<{ phone: string; templateId: string; params: string[]; signName: string }>;
  /** what it refused, with the Tencent code it answered */
  refusals: string[];
  /** the next request: answered with this SendStatus code or Error code, or never answered */
  failNext(f: { status: string } | { error: string } | { hang: true }): void;
  /** the settings that point our server at it (SMS_PROVIDER=tencent and a template id per key) */
  env(templateIds: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const requestId = () => randomBytes(16).toString('hex').replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5');
const sha256hex = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

export async function startTencentSmsStandIn(opts: { sdkAppId?: string; signName?: string } = {}): Promise<TencentSmsStandIn> {
  const secretId = `AKID${randomBytes(16).toString('hex')}`;
  const secretKey = randomBytes(24).toString('base64url');
  const sdkAppId = opts.sdkAppId ?? '1400000001';
  const signName = opts.signName ?? '数据存证平台';
  const messages: TencentSmsStandIn['messages'] = [];
  const refusals: string[] = [];
  let next: Parameters<TencentSmsStandIn['failNext']>[0] | null = null;
  const hanging = new Set<http.ServerResponse>();

  const answer = (res: http.ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ Response: body }));
  };
  const refuse = (res: http.ServerResponse, code: string, message: string) => {
    refusals.push(code);
    answer(res, { Error: { Code: code, Message: message }, RequestId: requestId() });
  };

  /** Tencent's own check of the Authorization header; null when it holds. */
  function authProblem(req: http.IncomingMessage, body: Buffer): [string, string] | null {
    const auth = req.headers.authorization ?? '';
    const m = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) return ['AuthFailure.InvalidAuthorization', 'Authorization header is not a TC3-HMAC-SHA256 one'];
    const [, id, date, service, signedHeaders, signature] = m;
    const ts = Number(req.headers['x-tc-timestamp']);
    if (!Number.isInteger(ts) || Math.abs(Date.now() / 1000 - ts) > 300) return ['AuthFailure.SignatureExpire', 'the request has expired: X-TC-Timestamp is outside 5 minutes of the server time'];
    if (id !== secretId) return ['AuthFailure.SecretIdNotFound', 'the SecretId is not found'];
    if (date !== new Date(ts * 1000).toISOString().slice(0, 10)) return ['AuthFailure.InvalidAuthorization', 'the credential date is not the date of X-TC-Timestamp'];
    if (service !== 'sms') return ['AuthFailure.InvalidAuthorization', `the credential service is ${service}, not sms`];
    const names = signedHeaders!.split(';');
    if (!names.includes('content-type') || !names.includes('host')) return ['AuthFailure.InvalidAuthorization', 'content-type and host must be signed'];
    // Tencent: header names and values in lower case, trimmed; the host without a port (the SDK signs URL.hostname)
    const headerValue = (n: string) => (n === 'host' ? String(req.headers.host ?? '').replace(/:\d+$/, '') : String(req.headers[n] ?? '')).trim().toLowerCase();
    const url = new URL(req.url ?? '/', 'http://x');
    const canonical = [req.method, url.pathname, url.search.slice(1), names.map((n) => `${n}:${headerValue(n)}\n`).join(''), signedHeaders, sha256hex(body)].join('\n');
    const toSign = ['TC3-HMAC-SHA256', String(ts), `${date}/${service}/tc3_request`, sha256hex(canonical)].join('\n');
    const key = hmac(hmac(hmac(`TC3${secretKey}`, date!), service!), 'tc3_request');
    const expected = createHmac('sha256', key).update(toSign).digest();
    const got = Buffer.from(signature!, 'hex');
    if (got.length !== expected.length || !timingSafeEqual(got, expected)) return ['AuthFailure.SignatureFailure', 'the provided credentials could not be validated: the signature does not match'];
    return null;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const failure = next;
      next = null;
      if (failure && 'hang' in failure) {
        hanging.add(res);
        return;
      }
      if (req.method !== 'POST' || req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11') return refuse(res, 'InvalidAction', 'only SendSms of 2021-01-11 is served here');
      const problem = authProblem(req, body);
      if (problem) return refuse(res, problem[0], problem[1]);
      if (failure && 'error' in failure) return refuse(res, failure.error, `stand-in refuses: ${failure.error}`);
      let p: { PhoneNumberSet?: string[]; SmsSdkAppId?: string; SignName?: string; TemplateId?: string; TemplateParamSet?: string[] };
      try {
        p = JSON.parse(body.toString('utf8')) as typeof p;
      } catch {
        return refuse(res, 'InvalidParameter', 'the body is not JSON');
      }
      if (p.SmsSdkAppId !== sdkAppId) return refuse(res, 'InvalidParameterValue.SdkAppIdNotExist', 'SmsSdkAppId does not exist');
      if (p.SignName !== signName) return refuse(res, 'FailedOperation.SignatureIncorrectOrUnapproved', 'the signature is not approved');
      if (!p.TemplateId || !/^\d+$/.test(p.TemplateId)) return refuse(res, 'FailedOperation.TemplateIncorrectOrUnapproved', 'the template is not approved');
      const statuses = (p.PhoneNumberSet ?? []).map((phone) => {
        const code = failure && 'status' in failure ? failure.status : /^\+861\d{10}$/.test(phone) ? 'Ok' : 'InvalidParameterValue.IncorrectPhoneNumber';
        if (code === 'Ok') messages.push({ phone: phone.replace(/^\+86/, ''), templateId: p.TemplateId!, params: p.TemplateParamSet ?? [], signName: p.SignName! });
        else refusals.push(code);
        return { SerialNo: code === 'Ok' ? `2433:${randomBytes(8).toString('hex')}` : '', PhoneNumber: phone, Fee: code === 'Ok' ? 1 : 0, SessionContext: '', Code: code, Message: code === 'Ok' ? 'send success' : `stand-in: ${code}`, IsoCode: 'CN' };
      });
      answer(res, { SendStatusSet: statuses, RequestId: requestId() });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const url = `http://sms.tencentcloudapi.com:${port}`;
  return {
    url,
    port,
    secretId,
    secretKey,
    sdkAppId,
    signName,
    messages,
    refusals,
    failNext: (f) => void (next = f),
    env: (templateIds) => ({
      SMS_PROVIDER: 'tencent',
      SMS_SIGN_NAME: signName,
      SMS_TENCENT_SECRET_ID: secretId,
      SMS_TENCENT_SECRET_KEY: secretKey,
      SMS_TENCENT_SDK_APP_ID: sdkAppId,
      SMS_TENCENT_ENDPOINT: url,
      SMS_TENCENT_CONNECT_ADDRESS: '127.0.0.1',
      ...templateIds,
    }),
    async close() {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
