import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * TC3-HMAC-SHA256 as Tencent Cloud's API gateway checks it (cloud.tencent.com/document/api/213/30654),
 * written from the document, not from the SDK: the canonical request (method, path /, the query,
 * the signed headers lower-cased and trimmed, the SHA-256 of the body), the string to sign with the
 * credential scope date/service/tc3_request, and the key chain TC3+SecretKey → date → service → tc3_request.
 */
export type Tc3Check = { ok: true; secretId: string; service: string } | { ok: false; code: string; message: string };

const sha256hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

function utcDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

export function checkTc3(input: {
  method: string;
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** the service the host name names (faceid.tencentcloudapi.com → faceid) */
  hostService: string;
  secrets: Map<string, string>;
  nowSeconds: number;
  windowSeconds: number;
}): Tc3Check {
  const auth = String(input.headers.authorization ?? '');
  const m = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return { ok: false, code: 'AuthFailure.InvalidAuthorization', message: 'Authorization 不符合腾讯云 API 3.0 规范' };
  const [, secretId, date, service, signedHeaders, signature] = m as unknown as [string, string, string, string, string, string];
  const timestamp = Number(input.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp)) return { ok: false, code: 'MissingParameter', message: '缺少 X-TC-Timestamp' };
  if (Math.abs(input.nowSeconds - timestamp) > input.windowSeconds) return { ok: false, code: 'AuthFailure.SignatureExpire', message: '签名过期。Timestamp 和服务器时间相差不得超过五分钟' };
  const secretKey = input.secrets.get(secretId);
  if (secretKey === undefined) return { ok: false, code: 'AuthFailure.SecretIdNotFound', message: '密钥不存在' };
  if (service !== input.hostService || date !== utcDate(timestamp)) return { ok: false, code: 'AuthFailure.SignatureFailure', message: '请求签名验证失败（凭证范围与请求不符）' };
  const names = signedHeaders.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return { ok: false, code: 'AuthFailure.SignatureFailure', message: '请求签名验证失败（须签 content-type 与 host）' };
  // the real gateway is reached on 443, where Host carries no port; a stand-in's port is not part of it
  const headerValue = (name: string) => (name === 'host' ? String(input.headers.host ?? '').replace(/:\d+$/, '') : String(input.headers[name] ?? '')).trim().toLowerCase();
  const canonicalHeaders = names.map((n) => `${n}:${headerValue(n)}\n`).join('');
  const canonicalRequest = [input.method, input.path, input.query, canonicalHeaders, signedHeaders, sha256hex(input.body)].join('\n');
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, sha256hex(canonicalRequest)].join('\n');
  const kDate = hmac(`TC3${secretKey}`, date);
  const kService = hmac(kDate, service);
  const kSigning = hmac(kService, 'tc3_request');
  const expected = createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, code: 'AuthFailure.SignatureFailure', message: '请求签名验证失败，请检查您的签名计算是否正确' };
  return { ok: true, secretId, service };
}
