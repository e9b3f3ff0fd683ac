import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { LookupFunction } from 'node:net';
import type { TencentTransport } from '../../../../src/providers/tencent-cloud/tencent-client';
import { checkTc3 } from './tc3';
import { makeTestCa } from '../../tls-front';

/**
 * A loopback stand-in of Tencent Cloud's API 3.0 for FaceID (DetectAuth, GetDetectInfoEnhanced)
 * and OCR (IDCardOCR). It checks every request's TC3-HMAC-SHA256 signature like the real gateway
 * (tc3.ts), the service named by the Host (faceid. / ocr.), the action and version, and answers in
 * Tencent's JSON envelope ({"Response": {…, "RequestId"}} with an Error on refusal). The SDK keeps
 * the real host names with this server's port; `transport` resolves them to 127.0.0.1.
 *
 * The URL DetectAuth answers opens this server's 'phone page' (/h5/<BizToken>): a small page,
 * labelled as a test stand-in, whose buttons 通过 / 不通过 finish the check, as a browser test needs.
 */
export interface FaceCheck {
  bizToken: string;
  ruleId: string;
  name: string;
  idCard: string;
  redirectUrl: string;
  /** null while the person has not finished; 0 passed; another code a failure */
  errCode: number | null;
  errMsg: string | null;
  expired: boolean;
}

export interface RecordedCall {
  service: string;
  action: string;
  /** the refusal the stand-in answered, or null when it answered the action */
  refused: string | null;
  body: Record<string, unknown> | null;
}

export type OcrAnswer = { Name?: string; IdNum?: string; Address?: string; Sex?: string; Nation?: string; Birth?: string; AdvancedInfo?: string } | { error: { Code: string; Message: string } };

export interface TencentCloudStandIn {
  port: number;
  secretId: string;
  secretKey: string;
  faceidEndpoint: string;
  ocrEndpoint: string;
  /** what the test gives buildApp (BuildOptions.tencentTransport) */
  transport: TencentTransport;
  /**
   * With `tls: true`: the stand-in's certificate (PEM). A server started as in production (HTTPS, no
   * transport) reaches it with NODE_EXTRA_CA_CERTS set to a file holding this and
   * `--require test/support/standins/tencent-cloud/loopback-dns.cjs`.
   */
  caPem: string | null;
  /** the settings pointing a server at this stand-in (FACE_PROVIDER / OCR_PROVIDER are the test's) */
  env: Record<string, string>;
  calls: RecordedCall[];
  checks: Map<string, FaceCheck>;
  /** finishes a check as the phone page's buttons do */
  complete(bizToken: string, result: 'pass' | { errCode: number; errMsg: string }): void;
  expire(bizToken: string): void;
  /** IDCardOCR's answer for an image (its base64 as sent), or for every image when none matches */
  setOcr(answer: OcrAnswer, imageBase64?: string): void;
  /** holds the answers of an action this long (a slow provider) */
  delay(action: string, ms: number): void;
  /** refuses the next calls of an action with Tencent's error */
  refuseNext(action: string, code: string, message: string): void;
  close(): Promise<void>;
}

const ACTIONS: Record<string, { version: string; actions: string[] }> = {
  faceid: { version: '2018-03-01', actions: ['DetectAuth', 'GetDetectInfoEnhanced'] },
  ocr: { version: '2018-11-19', actions: ['IDCardOCR'] },
};

/** An agent whose name lookups send every *.tencentcloudapi.com to 127.0.0.1 (and nothing else anywhere); HTTPS trusting `ca` when given. */
export function loopbackTencentAgent(ca?: string): http.Agent {
  const lookup: LookupFunction = (hostname, options, callback) => {
    if (!/\.tencentcloudapi\.com$/.test(hostname)) {
      const err = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      if (options.all) (callback as unknown as (e: Error, a: never[]) => void)(err, []);
      else callback(err, '', 4);
      return;
    }
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
  };
  return ca ? new https.Agent({ lookup, ca, keepAlive: false }) : new http.Agent({ lookup, keepAlive: false });
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const mask = (name: string) => (Array.from(name).length <= 1 ? name : `${Array.from(name)[0]}${'*'.repeat(Array.from(name).length - 1)}`);

function phonePage(check: FaceCheck): string {
  const state = check.expired ? '已过期' : check.errCode === null ? '待核验' : check.errCode === 0 ? '已通过' : `未通过（${check.errMsg ?? ''}）`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>腾讯云人脸核验（测试替身）</title></head>
<body style="font-family:sans-serif;padding:16px">
<h1 style="font-size:18px">腾讯云人脸核验 · 测试替身（非真实核验）</h1>
<p>这是测试环境模拟的腾讯云慧眼 H5 页面，不采集人脸。</p>
<p>核验对象：<b>${esc(mask(check.name))}</b></p>
<p id="state">状态：${esc(state)}</p>
<form method="post" action="/h5/${esc(check.bizToken)}/pass"><button type="submit" id="pass" style="font-size:16px;padding:8px 24px">通过</button></form>
<form method="post" action="/h5/${esc(check.bizToken)}/fail" style="margin-top:12px"><button type="submit" id="fail" style="font-size:16px;padding:8px 24px">不通过</button></form>
</body></html>`;
}

/** `clockSkewSeconds`: the stand-in's clock runs this far ahead of ours (a request outside the 5-minute window). */
export async function startTencentCloudStandIn(opts: { secretId?: string; secretKey?: string; windowSeconds?: number; clockSkewSeconds?: number; tls?: boolean } = {}): Promise<TencentCloudStandIn> {
  const secretId = opts.secretId ?? `AKIDstandin${randomBytes(8).toString('hex')}`;
  const secretKey = opts.secretKey ?? randomBytes(16).toString('hex');
  const secrets = new Map([[secretId, secretKey]]);
  const windowSeconds = opts.windowSeconds ?? 300;
  const calls: RecordedCall[] = [];
  const checks = new Map<string, FaceCheck>();
  const ocrAnswers = new Map<string, OcrAnswer>();
  let ocrDefault: OcrAnswer = { error: { Code: 'FailedOperation.OcrFailed', Message: 'OCR识别失败' } };
  const delays = new Map<string, number>();
  const refusals = new Map<string, { code: string; message: string }>();

  const answer = (res: http.ServerResponse, body: Record<string, unknown>) => {
    const text = JSON.stringify({ Response: { ...body, RequestId: randomUUID() } });
    res.writeHead(200, { 'content-type': 'application/json', 'x-tc-traceid': randomUUID() });
    res.end(text);
  };
  const error = (res: http.ServerResponse, code: string, message: string) => answer(res, { Error: { Code: code, Message: message } });

  function act(service: string, action: string, req: Record<string, unknown>): Record<string, unknown> | { error: { Code: string; Message: string } } {
    if (action === 'DetectAuth') {
      if (typeof req.RuleId !== 'string' || !req.RuleId) return { error: { Code: 'InvalidParameter.RuleId', Message: 'RuleId不合法' } };
      const bizToken = randomUUID().toUpperCase();
      checks.set(bizToken, { bizToken, ruleId: req.RuleId, name: String(req.Name ?? ''), idCard: String(req.IdCard ?? ''), redirectUrl: String(req.RedirectUrl ?? ''), errCode: null, errMsg: null, expired: false });
      return { BizToken: bizToken, Url: `http://127.0.0.1:${pagePort}/h5/${bizToken}` };
    }
    if (action === 'GetDetectInfoEnhanced') {
      const check = checks.get(String(req.BizToken ?? ''));
      if (!check) return { error: { Code: 'InvalidParameterValue.BizTokenIllegal', Message: 'BizToken不合法' } };
      if (check.ruleId !== req.RuleId) return { error: { Code: 'InvalidParameterValue.RuleIdNotMatch', Message: 'RuleId与BizToken不匹配' } };
      if (check.expired) return { error: { Code: 'InvalidParameterValue.BizTokenExpired', Message: 'BizToken过期' } };
      const infoType = String(req.InfoType ?? '0');
      // what the real service gives for InfoType 0: the text, and the best frame and video a results-only caller must not ask for
      const text = { ErrCode: check.errCode, ErrMsg: check.errMsg, IdCard: check.idCard, Name: check.name, LiveStatus: check.errCode, Sim: check.errCode === 0 ? '93.5' : null };
      return {
        Text: text,
        ...(infoType === '0' || infoType.includes('3') ? { BestFrame: { BestFrame: 'BASE64-OF-A-FACE', BestFrames: ['BASE64-OF-A-FACE'] } } : {}),
        ...(infoType === '0' || infoType.includes('4') ? { VideoData: { LivenessVideo: 'BASE64-OF-A-VIDEO' } } : {}),
      };
    }
    if (action === 'IDCardOCR') {
      if (req.CardSide !== undefined && req.CardSide !== 'FRONT' && req.CardSide !== 'BACK') return { error: { Code: 'InvalidParameterValue.CardSide', Message: 'CardSide不合法' } };
      const image = typeof req.ImageBase64 === 'string' ? req.ImageBase64 : '';
      if (!image) return { error: { Code: 'InvalidParameter.EngineImageDecodeFailed', Message: '图片解码失败' } };
      const a = ocrAnswers.get(image) ?? ocrDefault;
      return 'error' in a ? a : { Name: '', Sex: '', Nation: '', Birth: '', Address: '', IdNum: '', Authority: '', ValidDate: '', AdvancedInfo: '{}', ...a };
    }
    return { error: { Code: 'InvalidAction', Message: `${service} has no ${action}` } };
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const hostService = String(req.headers.host ?? '').split('.')[0] ?? '';
    const action = String(req.headers['x-tc-action'] ?? '');
    const record = (refused: string | null, parsed: Record<string, unknown> | null) => calls.push({ service: hostService, action, refused, body: parsed });
    const check = checkTc3({ method: req.method ?? '', path: (req.url ?? '/').split('?')[0] ?? '/', query: (req.url ?? '').split('?')[1] ?? '', headers: req.headers, body, hostService, secrets, nowSeconds: Math.floor(Date.now() / 1000) + (opts.clockSkewSeconds ?? 0), windowSeconds });
    if (!check.ok) {
      record(check.code, null);
      return error(res, check.code, check.message);
    }
    const service = ACTIONS[hostService];
    if (!service || !service.actions.includes(action)) {
      record('InvalidAction', null);
      return error(res, 'InvalidAction', '接口不存在');
    }
    if (req.headers['x-tc-version'] !== service.version) {
      record('InvalidParameter.Version', null);
      return error(res, 'NoSuchVersion', '接口版本不存在');
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      record('InvalidParameter', null);
      return error(res, 'InvalidParameter', '请求体不是 JSON');
    }
    const wait = delays.get(action);
    if (wait) await new Promise((r) => setTimeout(r, wait));
    const refusal = refusals.get(action);
    if (refusal) {
      refusals.delete(action);
      record(refusal.code, parsed);
      return error(res, refusal.code, refusal.message);
    }
    const out = act(hostService, action, parsed);
    if ('error' in out && out.error && typeof out.error === 'object') {
      const e = out.error as { Code: string; Message: string };
      record(e.Code, parsed);
      return error(res, e.Code, e.Message);
    }
    record(null, parsed);
    return answer(res, out);
  }

  // a certificate for *.tencentcloudapi.com from the one test CA (tls-front.ts): trust its caPem (NODE_EXTRA_CA_CERTS) and
  // resolve the names to 127.0.0.1 (loopback-dns.cjs), and a server started as in production reaches the stand-in
  const ca = opts.tls ? makeTestCa() : null;
  const tls = ca ? { ...ca.issue(['*.tencentcloudapi.com', 'tencentcloudapi.com']), caPem: ca.caPem } : null;
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const page = /^\/h5\/([0-9A-F-]+)(?:\/(pass|fail))?$/.exec(url.pathname);
      if (page) {
        const check = checks.get(page[1]!);
        if (!check) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
          return res.end('核验链接无效（测试替身）');
        }
        if (req.method === 'POST' && page[2] && check.errCode === null && !check.expired) {
          if (page[2] === 'pass') Object.assign(check, { errCode: 0, errMsg: '成功' });
          else Object.assign(check, { errCode: -1101, errMsg: '比对相似度未达到通过标准' });
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(phonePage(check));
      }
      if (req.method === 'POST' && url.pathname === '/') return void api(req, res, body);
      res.writeHead(404).end();
    });
  };
  const server = tls ? https.createServer({ key: tls.keyPem, cert: tls.certPem }, handler) : http.createServer(handler);
  // with TLS the phone page has a plain-HTTP listener of its own, so a browser opens it without the test certificate
  const pages = tls ? http.createServer(handler) : null;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  if (pages) await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const pagePort = pages ? (pages.address() as AddressInfo).port : port;
  const faceidEndpoint = `faceid.tencentcloudapi.com:${port}`;
  const ocrEndpoint = `ocr.tencentcloudapi.com:${port}`;
  return {
    port,
    secretId,
    secretKey,
    faceidEndpoint,
    ocrEndpoint,
    transport: tls ? { agent: loopbackTencentAgent(tls.caPem), protocol: 'https://' } : { agent: loopbackTencentAgent(), protocol: 'http://' },
    caPem: tls?.caPem ?? null,
    env: { TENCENTCLOUD_SECRET_ID: secretId, TENCENTCLOUD_SECRET_KEY: secretKey, TENCENTCLOUD_FACEID_ENDPOINT: faceidEndpoint, TENCENTCLOUD_OCR_ENDPOINT: ocrEndpoint, FACEID_RULE_ID: '1' },
    calls,
    checks,
    complete(bizToken, result) {
      const check = checks.get(bizToken);
      if (!check) throw new Error(`no check ${bizToken}`);
      if (result === 'pass') Object.assign(check, { errCode: 0, errMsg: '成功' });
      else Object.assign(check, { errCode: result.errCode, errMsg: result.errMsg });
    },
    expire(bizToken) {
      const check = checks.get(bizToken);
      if (check) check.expired = true;
    },
    setOcr(a, imageBase64) {
      if (imageBase64 === undefined) ocrDefault = a;
      else ocrAnswers.set(imageBase64, a);
    },
    delay(action, ms) {
      if (ms > 0) delays.set(action, ms);
      else delays.delete(action);
    },
    refuseNext(action, code, message) {
      refusals.set(action, { code, message });
    },
    close: async () => {
      for (const s of pages ? [server, pages] : [server]) {
        await new Promise<void>((resolve) => {
          s.closeAllConnections();
          s.close(() => resolve());
        });
      }
    },
  };
}
