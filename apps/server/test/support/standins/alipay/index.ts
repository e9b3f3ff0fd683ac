import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { METHODS } from './methods';
import { noticeBody, paymentNoticeParams, refundNoticeParams, signNotice } from './notices';
import { errorPage, paidPage, payPage } from './pay-page';
import { alipaySigningString, beijingToMs, rsa2Sign, rsa2Verify } from './signing';
import { refusal, TradeBook, type Answer, type StandInTrade } from './trades';

/**
 * A loopback stand-in of Alipay's OpenAPI v2 gateway (gateway.do), for tests and the lead's browser e2e.
 * It generates the application key pair an office would (the test's merchant private key, and the
 * 应用公钥 it "registers") and its own Alipay key pair; checks every request's RSA2 signature the way
 * Alipay does (sorted parameters with values, sign left out, sign_type RSA2, charset utf-8) and refuses
 * otherwise with isv.invalid-signature; keeps trades and refunds in memory; signs each answer over the
 * `<method>_response` JSON text; serves a pay page (labelled as a test stand-in) whose 确认支付 POSTs the
 * signed TRADE_SUCCESS notice to notify_url. `faults` make it fail on purpose.
 */
export interface AlipayFaults {
  /** the answers' signature: right, made with another key, the answer changed after signing, or none */
  answerSignature: 'ok' | 'wrong-key' | 'tampered' | 'missing';
  /** each gateway answer waits this long (a timeout) */
  delayMs: number;
  /** refunds refused with ACQ.SELLER_BALANCE_NOT_ENOUGH */
  sellerBalanceShort: boolean;
  /** method → sub_code answered instead (e.g. 'alipay.trade.refund' → 'ACQ.SYSTEM_ERROR') */
  refuse: Record<string, string>;
}

/** What the stand-in checked of one request. */
export interface CheckedRequest {
  method: string;
  signature: 'ok' | 'bad' | 'missing';
  appId: string;
  signType: string;
  charset: string;
  /** the sub_code it refused with, or null */
  refused: string | null;
}

export interface AlipayStandIn {
  /** http://127.0.0.1:<port>/gateway.do */
  gateway: string;
  origin: string;
  appId: string;
  /** the merchant's application private key, PKCS#1 PEM (the form the SDK assumes by default) */
  appPrivateKeyPem: string;
  appPrivateKey: KeyObject;
  /** Alipay's public key, as 支付宝开放平台 shows it: bare base64 SPKI */
  alipayPublicKeyBase64: string;
  alipayPublicKeyPem: string;
  /** ALIPAY_* settings for this stand-in (keys as values) */
  env: Record<string, string>;
  book: TradeBook;
  faults: AlipayFaults;
  resetFaults(): void;
  checked: CheckedRequest[];
  /** the buyer scans the QR code / opens the page (the trade exists at Alipay from now on) */
  scan(outTradeNo: string): StandInTrade;
  /** the buyer pays (no notice sent: see noticeFor / the pay page) */
  pay(outTradeNo: string): StandInTrade;
  /** the signed notice form body of a trade as it stands; `forged`: signed with a key that is not Alipay's */
  noticeFor(outTradeNo: string, overrides?: Record<string, string>, opts?: { forged?: boolean }): string;
  refundNoticeFor(outTradeNo: string, outRequestNo: string): string;
  /** POSTs a notice body to a notify URL as Alipay does; what the merchant answered */
  deliver(body: string, url: string): Promise<{ status: number; text: string }>;
  close(): Promise<void>;
}

const rsaPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

const freshFaults = (): AlipayFaults => ({ answerSignature: 'ok', delayMs: 0, sellerBalanceShort: false, refuse: {} });

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startAlipayStandIn(opts: { appId?: string } = {}): Promise<AlipayStandIn> {
  const appId = opts.appId ?? '2021000100000001';
  const app = rsaPair();
  const alipay = rsaPair();
  const forger = rsaPair();
  const book = new TradeBook();
  const checked: CheckedRequest[] = [];
  const faults = freshFaults();
  let origin = '';
  const payPageOf = (t: StandInTrade) => `${origin}/qr/${t.payToken}`;

  /** the answer text, signed over the `<method>_response` JSON text as Alipay does (or not, by fault) */
  function signedAnswer(method: string, answer: Answer): string {
    const key = `${method.replace(/\./g, '_')}_response`;
    const text = JSON.stringify(answer);
    if (faults.answerSignature === 'missing') return `{"${key}":${text}}`;
    const sign = rsa2Sign(text, faults.answerSignature === 'wrong-key' ? forger.privateKey : alipay.privateKey);
    let sent = text;
    if (faults.answerSignature === 'tampered') {
      // a man in the middle turns the answer into what a thief would want
      const changed: Answer = { ...answer };
      if (changed.trade_status) changed.trade_status = 'TRADE_SUCCESS';
      if (changed.fund_change) changed.fund_change = 'Y';
      if (changed.qr_code) changed.qr_code = 'https://attacker.example/qr';
      changed.msg = 'Success';
      changed.code = '10000';
      sent = JSON.stringify(changed);
    }
    return `{"${key}":${sent},"sign":"${sign}"}`;
  }

  /** the request's parameters (URL and form body) and whether they carry our registered app's signature */
  function check(params: Record<string, string>): CheckedRequest {
    const sign = params.sign;
    const signature = !sign ? 'missing' : rsa2Verify(alipaySigningString(params, ['sign']), sign, app.publicKey) ? 'ok' : 'bad';
    const c: CheckedRequest = { method: params.method ?? '', signature, appId: params.app_id ?? '', signType: params.sign_type ?? '', charset: params.charset ?? '', refused: null };
    if (c.appId !== appId) c.refused = 'isv.invalid-app-id';
    else if (c.signType !== 'RSA2') c.refused = 'isv.invalid-signature-type';
    else if (c.charset.toLowerCase() !== 'utf-8') c.refused = 'isv.invalid-charset';
    else if (signature !== 'ok') c.refused = 'isv.invalid-signature';
    // Alipay's timestamp is Beijing time; the stand-in allows 10 minutes either way (a server in UTC sent
    // its own clock's time, 8 hours off, before the adapter wrote it in Beijing time)
    else if (!(Math.abs(beijingToMs(params.timestamp ?? '') - Date.now()) <= 10 * 60_000)) c.refused = 'isv.invalid-timestamp';
    checked.push(c);
    return c;
  }

  async function gateway(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const params: Record<string, string> = {};
    for (const [k, v] of url.searchParams) params[k] = v;
    for (const [k, v] of new URLSearchParams(await readBody(req))) params[k] = v;
    const method = params.method ?? '';
    const c = check(params);
    let biz: Record<string, unknown> = {};
    try {
      biz = params.biz_content ? (JSON.parse(params.biz_content) as Record<string, unknown>) : {};
    } catch {
      c.refused ??= 'isv.invalid-biz-content';
    }
    if (method === 'alipay.trade.page.pay') return pagePay(res, c, params, biz);
    let answer: Answer;
    if (c.refused) answer = refusal(c.refused, c.refused === 'isv.invalid-signature' ? '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配' : '参数无效');
    else if (faults.refuse[method]) answer = refusal(faults.refuse[method]!, '测试替身按配置拒绝');
    else {
      const run = METHODS[method];
      answer = run ? run({ book, params, biz, payPageOf, sellerBalanceShort: faults.sellerBalanceShort }) : refusal('isv.invalid-method', '不存在的方法名');
    }
    if (faults.delayMs > 0) await new Promise((r) => setTimeout(r, faults.delayMs));
    if (!res.destroyed) res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' }).end(signedAnswer(method, answer));
  }

  /** 电脑网站支付: the browser posts the signed form; the stand-in shows its pay page (or Alipay's refusal) */
  function pagePay(res: http.ServerResponse, c: CheckedRequest, params: Record<string, string>, biz: Record<string, unknown>) {
    const html = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/html;charset=utf-8' }).end(body);
    if (c.refused) return html(400, errorPage(c.refused, '验签出错'));
    if (biz.product_code !== 'FAST_INSTANT_TRADE_PAY') return html(400, errorPage('ACQ.INVALID_PARAMETER', 'product_code 必须为 FAST_INSTANT_TRADE_PAY'));
    const expiresAt = typeof biz.time_expire === 'string' ? beijingToMs(biz.time_expire) : Number.NaN;
    const opened = book.open(biz, params.notify_url ?? null, expiresAt);
    if (!('payToken' in opened)) return html(400, errorPage(String(opened.sub_code), String(opened.sub_msg)));
    const t = opened as StandInTrade;
    if (t.status === 'PREPARED') t.status = 'WAIT_BUYER_PAY';
    return html(200, payPage(t));
  }

  const standIn: AlipayStandIn = {
    gateway: '',
    origin: '',
    appId,
    appPrivateKeyPem: app.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString(),
    appPrivateKey: app.privateKey,
    alipayPublicKeyBase64: alipay.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    alipayPublicKeyPem: alipay.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    env: {},
    book,
    faults,
    resetFaults: () => Object.assign(faults, freshFaults()),
    checked,
    scan(outTradeNo) {
      const t = book.trades.get(outTradeNo);
      if (!t) throw new Error(`stand-in: no trade ${outTradeNo}`);
      if (t.status === 'PREPARED') t.status = 'WAIT_BUYER_PAY';
      return t;
    },
    pay(outTradeNo) {
      const t = standIn.scan(outTradeNo);
      if (t.status !== 'WAIT_BUYER_PAY') throw new Error(`stand-in: trade ${outTradeNo} is ${t.status}`);
      t.status = 'TRADE_SUCCESS';
      t.paidAt = Date.now();
      return t;
    },
    noticeFor(outTradeNo, overrides = {}, o = {}) {
      const t = book.trades.get(outTradeNo);
      if (!t) throw new Error(`stand-in: no trade ${outTradeNo}`);
      return noticeBody(signNotice(paymentNoticeParams(appId, t, overrides), o.forged ? forger.privateKey : alipay.privateKey));
    },
    refundNoticeFor(outTradeNo, outRequestNo) {
      const t = book.trades.get(outTradeNo);
      const r = book.refunds.get(`${outTradeNo}/${outRequestNo}`);
      if (!t || !r) throw new Error(`stand-in: no refund ${outTradeNo}/${outRequestNo}`);
      return noticeBody(signNotice(refundNoticeParams(appId, t, r), alipay.privateKey));
    },
    async deliver(body, url) {
      const r = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' } });
      return { status: r.status, text: await r.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const html = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/html;charset=utf-8' }).end(body);
    void (async () => {
      if (url.pathname === '/gateway.do' && (req.method === 'POST' || req.method === 'GET')) return gateway(req, res, url);
      const qr = /^\/qr\/([0-9a-f]{24})$/.exec(url.pathname);
      if (qr && req.method === 'GET') {
        const t = book.byToken(qr[1]!);
        if (!t) return html(404, errorPage('ACQ.TRADE_NOT_EXIST', '交易不存在'));
        if (t.status === 'PREPARED') t.status = 'WAIT_BUYER_PAY';
        return html(200, payPage(t));
      }
      const confirm = /^\/pay\/([0-9a-f]{24})\/confirm$/.exec(url.pathname);
      if (confirm && req.method === 'POST') {
        const t = book.byToken(confirm[1]!);
        if (!t || t.status !== 'WAIT_BUYER_PAY' || t.expiresAt < Date.now()) return html(400, errorPage('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
        standIn.pay(t.outTradeNo);
        let merchant: string | null = null;
        let failure: string | null = null;
        if (t.notifyUrl) {
          try {
            merchant = (await standIn.deliver(standIn.noticeFor(t.outTradeNo), t.notifyUrl)).text;
          } catch (err) {
            failure = (err as Error).message;
          }
        }
        return html(200, paidPage(t, merchant, failure));
      }
      return html(404, errorPage('isv.not-found', '页面不存在'));
    })().catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.origin = origin;
  standIn.gateway = `${origin}/gateway.do`;
  standIn.env = { ALIPAY_APP_ID: appId, ALIPAY_PRIVATE_KEY: standIn.appPrivateKeyPem, ALIPAY_PUBLIC_KEY: standIn.alipayPublicKeyBase64, ALIPAY_GATEWAY: standIn.gateway };
  return standIn;
}
