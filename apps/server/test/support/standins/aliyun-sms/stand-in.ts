import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in of Aliyun dysmsapi (2017-05-25, SendSms): it makes its own AccessKey and checks each request's
 * ACS3-HMAC-SHA256 Authorization as the gateway does (canonical request over the signed headers — host, x-acs-*,
 * content-type — the sorted, RFC 3986-encoded query and x-acs-content-sha256, which must be the body's hash;
 * x-acs-date within 15 minutes; a nonce used once), then answers in dysmsapi's JSON: 200 {Code:'OK',BizId,…} or
 * {Code:'isv.…'}, and for a refused signature HTTP 400 {Code:'SignatureDoesNotMatch',…}. A test can make it refuse
 * or hang the next request, and reads the messages it accepted (phone, template code, parameters).
 */
export interface AliyunSmsStandIn {
  url: string;
  port: number;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  messages: Array<{ phone: string; templateCode: string; params: Record<string, string>; signName: string }>;
  refusals: string[];
  failNext(f: { code: string } | { hang: true }): void;
  env(templateCodes: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const encode = (s: string) => encodeURIComponent(s).replace(/!/g, '%21').replace(/'/g, '%27').replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/\*/g, '%2A');
const sha256hex = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');
const requestId = () => randomBytes(16).toString('hex').toUpperCase().replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, '$1-$2-$3-$4-$5');

export async function startAliyunSmsStandIn(opts: { signName?: string } = {}): Promise<AliyunSmsStandIn> {
  const accessKeyId = `LTAI${randomBytes(10).toString('hex')}`;
  const accessKeySecret = randomBytes(22).toString('base64url');
  const signName = opts.signName ?? '数据存证平台';
  const messages: AliyunSmsStandIn['messages'] = [];
  const refusals: string[] = [];
  const nonces = new Set<string>();
  let next: Parameters<AliyunSmsStandIn['failNext']>[0] | null = null;
  const hanging = new Set<http.ServerResponse>();

  const answer = (res: http.ServerResponse, status: number, body: Record<string, unknown>) => {
    if (body.Code !== 'OK') refusals.push(String(body.Code));
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ RequestId: requestId(), ...body }));
  };

  function authProblem(req: http.IncomingMessage, body: Buffer): [string, string] | null {
    const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
    if (!m) return ['IncompleteSignature', 'The request signature does not conform to Aliyun standards.'];
    const [, id, signedHeaders, signature] = m;
    if (id !== accessKeyId) return ['InvalidAccessKeyId.NotFound', 'Specified access key is not found.'];
    const date = Date.parse(String(req.headers['x-acs-date'] ?? ''));
    if (!Number.isFinite(date) || Math.abs(Date.now() - date) > 15 * 60_000) return ['InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.'];
    const nonce = String(req.headers['x-acs-signature-nonce'] ?? '');
    if (!nonce || nonces.has(nonce)) return ['SignatureNonceUsed', 'Specified signature nonce was used already.'];
    nonces.add(nonce);
    if (req.headers['x-acs-content-sha256'] !== sha256hex(body)) return ['SignatureDoesNotMatch', 'x-acs-content-sha256 is not the hash of the body.'];
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-acs-date') || !names.includes('x-acs-signature-nonce')) return ['IncompleteSignature', 'host, x-acs-date and x-acs-signature-nonce must be signed.'];
    const url = new URL(req.url ?? '/', 'http://x');
    const query = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    const headers = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('');
    const canonical = [req.method, url.pathname, query, headers, signedHeaders, sha256hex(body)].join('\n');
    const expected = createHmac('sha256', accessKeySecret).update(`ACS3-HMAC-SHA256\n${sha256hex(canonical)}`).digest();
    const got = Buffer.from(signature!, 'hex');
    if (got.length !== expected.length || !timingSafeEqual(got, expected)) return ['SignatureDoesNotMatch', 'Specified signature does not match our calculation.'];
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
      if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25') return answer(res, 400, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found.' });
      const problem = authProblem(req, body);
      if (problem) return answer(res, 400, { Code: problem[0], Message: problem[1], HostId: 'dysmsapi.aliyuncs.com', Recommend: 'https://api.aliyun.com/troubleshoot' });
      if (failure) return answer(res, 200, { Code: failure.code, Message: `stand-in refuses: ${failure.code}` });
      const q = new URL(req.url ?? '/', 'http://x').searchParams;
      if (q.get('SignName') !== signName) return answer(res, 200, { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '该账号下找不到对应签名' });
      const templateCode = q.get('TemplateCode') ?? '';
      if (!/^SMS_\d+$/.test(templateCode)) return answer(res, 200, { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板' });
      const phone = q.get('PhoneNumbers') ?? '';
      if (!/^1\d{10}$/.test(phone)) return answer(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
      let params: Record<string, string>;
      try {
        params = JSON.parse(q.get('TemplateParam') ?? '{}') as Record<string, string>;
      } catch {
        return answer(res, 200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' });
      }
      messages.push({ phone, templateCode, params, signName });
      answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    accessKeyId,
    accessKeySecret,
    signName,
    messages,
    refusals,
    failNext: (f) => void (next = f),
    env: (templateCodes) => ({
      SMS_PROVIDER: 'aliyun',
      SMS_SIGN_NAME: signName,
      SMS_ALIYUN_ACCESS_KEY_ID: accessKeyId,
      SMS_ALIYUN_ACCESS_KEY_SECRET: accessKeySecret,
      SMS_ALIYUN_ENDPOINT: url,
      ...templateCodes,
    }),
    async close() {
      for (const r of hanging) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
