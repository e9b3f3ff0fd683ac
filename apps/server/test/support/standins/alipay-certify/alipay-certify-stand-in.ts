import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beijingToMs } from '../alipay/signing';

/**
 * A loopback stand-in of Alipay's open-platform gateway (v2, /gateway.do) for 支付宝身份验证:
 * alipay.user.certify.open.initialize, .certify (the page the QR code opens) and .query. Like the
 * real gateway it checks each request's RSA2 signature (every parameter but `sign`, sorted,
 * k=v joined by &, SHA256withRSA) with the application's public key, which the stand-in generated
 * with the private key it hands the test; it signs each answer's `…_response` object with its own
 * Alipay key, whose public half is the test's ALIPAY_PUBLIC_KEY.
 *
 * The certify page (a signed GET, as pageExecute builds it) is labelled as a test stand-in and has
 * 通过 / 不通过 buttons.
 */
export interface CertifyRecord {
  certifyId: string;
  outerOrderNo: string;
  certName: string;
  certNo: string;
  returnUrl: string;
  passed: 'T' | 'F';
  failReason: string | null;
}

export interface GatewayCall {
  method: string;
  /** the refusal's sub_code, or null */
  refused: string | null;
  bizContent: Record<string, unknown> | null;
}

export interface AlipayCertifyStandIn {
  port: number;
  gateway: string;
  appId: string;
  /** the application's key pair (the test's ALIPAY_PRIVATE_KEY) and Alipay's public key (ALIPAY_PUBLIC_KEY) */
  appPrivateKeyPem: string;
  alipayPublicKeyPem: string;
  env: Record<string, string>;
  calls: GatewayCall[];
  records: Map<string, CertifyRecord>;
  complete(certifyId: string, result: 'pass' | 'fail'): void;
  /** sign the answers with a key that is not Alipay's (a forged or tampered answer) */
  forgeSignatures(on: boolean): void;
  delay(method: string, ms: number): void;
  close(): Promise<void>;
}

const pem = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ type, format: 'pem' } as never).toString();

/** What Alipay signs and verifies: the parameters but sign, sorted by name, empty ones left out. */
export function alipaySignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startAlipayCertifyStandIn(): Promise<AlipayCertifyStandIn> {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appId = `2021${String(Date.now()).slice(-12)}`;
  const calls: GatewayCall[] = [];
  const records = new Map<string, CertifyRecord>();
  const delays = new Map<string, number>();
  let forge = false;

  function signed(method: string, inner: Record<string, unknown>): string {
    const key = `${method.replaceAll('.', '_')}_response`;
    const json = JSON.stringify(inner);
    const sign = createSign('RSA-SHA256').update(json, 'utf8').sign(forge ? forger.privateKey : alipay.privateKey, 'base64');
    return `{"${key}":${json},"sign":"${sign}"}`;
  }
  const refusal = (code: string, msg: string, subCode: string, subMsg: string) => ({ code, msg, sub_code: subCode, sub_msg: subMsg });

  function act(method: string, biz: Record<string, unknown>): Record<string, unknown> {
    if (method === 'alipay.user.certify.open.initialize') {
      const id = (biz.identity_param ?? {}) as Record<string, unknown>;
      const merchant = (biz.merchant_config ?? {}) as Record<string, unknown>;
      if (biz.biz_code !== 'FACE' || id.identity_type !== 'CERT_INFO' || id.cert_type !== 'IDENTITY_CARD' || !id.cert_name || !id.cert_no || typeof biz.outer_order_no !== 'string') {
        return refusal('40002', 'Invalid Arguments', 'isv.invalid-parameter', '参数有误');
      }
      if (String(biz.outer_order_no).length > 32) return refusal('40002', 'Invalid Arguments', 'isv.invalid-parameter', 'outer_order_no 过长');
      const certifyId = randomBytes(16).toString('hex');
      records.set(certifyId, { certifyId, outerOrderNo: String(biz.outer_order_no), certName: String(id.cert_name), certNo: String(id.cert_no), returnUrl: String(merchant.return_url ?? ''), passed: 'F', failReason: null });
      return { code: '10000', msg: 'Success', certify_id: certifyId };
    }
    if (method === 'alipay.user.certify.open.query') {
      const r = records.get(String(biz.certify_id ?? ''));
      if (!r) return refusal('40004', 'Business Failed', 'CERTIFY_ID_NOT_EXIST', '认证记录不存在');
      // the real answer also carries the identity and the material (the face photo): a results-only caller drops them
      return {
        code: '10000',
        msg: 'Success',
        passed: r.passed,
        ...(r.failReason ? { fail_reason: r.failReason } : {}),
        identity_info: JSON.stringify({ cert_name: r.certName, cert_no: r.certNo }),
        material_info: JSON.stringify({ FACIAL_PICTURE_FRONT: 'BASE64-OF-A-FACE' }),
      };
    }
    return refusal('40004', 'Business Failed', 'isv.invalid-method', '不存在的方法名');
  }

  function certifyPage(r: CertifyRecord | undefined, state: string): string {
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>支付宝身份验证（测试替身）</title></head>
<body style="font-family:sans-serif;padding:16px"><h1 style="font-size:18px">支付宝身份验证 · 测试替身（非真实核验）</h1>
<p>这是测试环境模拟的支付宝认证页面，不采集人脸。</p><p id="state">${esc(state)}</p>
${r && r.passed === 'F' && !r.failReason ? `<form method="post" action="/certify/${r.certifyId}/pass"><button id="pass" style="font-size:16px;padding:8px 24px">通过</button></form><form method="post" action="/certify/${r.certifyId}/fail" style="margin-top:12px"><button id="fail" style="font-size:16px;padding:8px 24px">不通过</button></form>` : ''}
</body></html>`;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const done = /^\/certify\/([0-9a-f]{32})\/(pass|fail)$/.exec(url.pathname);
        if (done && req.method === 'POST') {
          const r = records.get(done[1]!);
          if (r && r.passed === 'F' && !r.failReason) Object.assign(r, done[2] === 'pass' ? { passed: 'T' } : { failReason: '人脸比对未通过' });
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(certifyPage(r, r ? (r.passed === 'T' ? '认证通过' : '认证未通过') : '认证记录不存在'));
        }
        if (url.pathname !== '/gateway.do') return void res.writeHead(404).end();
        const params: Record<string, string> = {};
        url.searchParams.forEach((v, k) => (params[k] = v));
        new URLSearchParams(Buffer.concat(chunks).toString('utf8')).forEach((v, k) => (params[k] = v));
        const method = params.method ?? '';
        let biz: Record<string, unknown> = {};
        try {
          biz = params.biz_content ? (JSON.parse(params.biz_content) as Record<string, unknown>) : {};
        } catch {
          biz = {};
        }
        const verified = params.sign_type === 'RSA2' && !!params.sign && createVerify('RSA-SHA256').update(alipaySignContent(params), 'utf8').verify(app.publicKey, params.sign, 'base64');
        const reply = (inner: Record<string, unknown>) => {
          calls.push({ method, refused: inner.code === '10000' ? null : String(inner.sub_code ?? inner.code), bizContent: biz });
          res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
          res.end(signed(method, inner));
        };
        if (params.app_id !== appId) return reply(refusal('40002', 'Invalid Arguments', 'isv.invalid-app-id', '无效的AppID参数'));
        if (!verified) return reply(refusal('40002', 'Invalid Arguments', 'isv.invalid-signature', '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配'));
        // Beijing time, 10 minutes either way, as the payment stand-in: the SDK's own timestamp is the server's local time
        if (!(Math.abs(beijingToMs(params.timestamp ?? '') - Date.now()) <= 10 * 60_000)) return reply(refusal('40002', 'Invalid Arguments', 'isv.invalid-timestamp', '非法的时间戳参数'));
        const wait = delays.get(method);
        if (wait) await new Promise((r) => setTimeout(r, wait));
        if (method === 'alipay.user.certify.open.certify') {
          calls.push({ method, refused: null, bizContent: biz });
          const r = records.get(String(biz.certify_id ?? ''));
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(certifyPage(r, r ? '请完成刷脸认证' : '认证记录不存在'));
        }
        return reply(act(method, biz));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const gateway = `http://127.0.0.1:${port}/gateway.do`;
  const appPrivateKeyPem = pem(app.privateKey, 'pkcs8');
  const alipayPublicKeyPem = pem(alipay.publicKey, 'spki');
  return {
    port,
    gateway,
    appId,
    appPrivateKeyPem,
    alipayPublicKeyPem,
    env: { ALIPAY_APP_ID: appId, ALIPAY_PRIVATE_KEY: appPrivateKeyPem, ALIPAY_PUBLIC_KEY: alipayPublicKeyPem, ALIPAY_GATEWAY: gateway },
    calls,
    records,
    complete(certifyId, result) {
      const r = records.get(certifyId);
      if (!r) throw new Error(`no certify ${certifyId}`);
      Object.assign(r, result === 'pass' ? { passed: 'T' } : { failReason: '人脸比对未通过' });
    },
    forgeSignatures(on) {
      forge = on;
    },
    delay(method, ms) {
      if (ms > 0) delays.set(method, ms);
      else delays.delete(method);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
