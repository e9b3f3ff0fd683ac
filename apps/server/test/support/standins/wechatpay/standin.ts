import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { makeStandInKeys, type StandInKeys } from './keys';
import { encryptResource, parseAuthorization, requestMessage, rsaVerify, signedHeaders } from './protocol';
import { payPage } from './pay-page';

/** What the stand-in saw of one request, and what it decided. */
export interface Checked {
  method: string;
  url: string;
  /** 'ok', or why it answered 401 SIGN_ERROR */
  verdict: string;
}

export interface Trade {
  outTradeNo: string;
  appid: string;
  mchid: string;
  description: string;
  notifyUrl: string;
  totalCents: number;
  timeExpire: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId: string | null;
  successTime: string | null;
}

export interface Refund {
  outRefundNo: string;
  outTradeNo: string;
  refundId: string;
  refundCents: number;
  totalCents: number;
  reason: string;
  notifyUrl: string;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
}

/**
 * A fault for the next matching requests: an answer signed with another key, or with a stale timestamp,
 * or naming a serial nobody knows; a delay longer than the adapter waits; or one of WeChat Pay's
 * refusals (NOT_ENOUGH, FREQUENCY_LIMITED, SYSTEM_ERROR, …) instead of the answer.
 */
export type Fault =
  | { kind: 'wrong-signature' | 'stale-timestamp' | 'unknown-serial'; path?: RegExp }
  | { kind: 'delay'; ms: number; path?: RegExp }
  | { kind: 'error'; code: string; status?: number; message?: string; path?: RegExp };

/** A notice as it goes out: its headers and the exact body bytes they sign. */
export interface OutgoingNotice {
  headers: Record<string, string>;
  body: Buffer;
}

export interface NoticeOptions {
  /** signed with a key that is not WeChat Pay's */
  wrongSignature?: boolean;
  /** seconds added to the timestamp (e.g. -600: ten minutes old) */
  timestampOffsetS?: number;
  /** a probe: signature WECHATPAY/SIGNTEST/… */
  probe?: boolean;
  /** the decrypted resource's fields replaced (another mchid, another amount) */
  override?: Record<string, unknown>;
}

export type Deliver = (url: string, notice: OutgoingNotice) => Promise<{ status: number; body: string }>;

export interface WechatPayStandIn extends StandInKeys {
  /** http://127.0.0.1:PORT/ */
  baseUrl: string;
  /** WECHATPAY_* settings that point the platform at this stand-in */
  env: Record<string, string>;
  checked: Checked[];
  trades: Map<string, Trade>;
  refunds: Map<string, Refund>;
  /** what a refund request answers first (WeChat usually says PROCESSING, and the notice follows) */
  refundAnswer: 'PROCESSING' | 'SUCCESS';
  fault(f: Fault | null): void;
  /** the payer pays: the trade turns SUCCESS and its signed, encrypted TRANSACTION.SUCCESS goes to its notify_url */
  pay(outTradeNo: string, options?: NoticeOptions): Promise<{ status: number; body: string }>;
  /** the TRANSACTION.SUCCESS notice of a trade (paid or not), to send again, or altered */
  paymentNotice(outTradeNo: string, options?: NoticeOptions): OutgoingNotice;
  /** a refund ends (SUCCESS, ABNORMAL or CLOSED) and its REFUND.* notice goes to its notify_url */
  finishRefund(outRefundNo: string, status?: 'SUCCESS' | 'ABNORMAL' | 'CLOSED', options?: NoticeOptions): Promise<{ status: number; body: string }>;
  refundNotice(outRefundNo: string, options?: NoticeOptions): OutgoingNotice;
  deliver(url: string, notice: OutgoingNotice): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const STATUS_OF: Record<string, number> = { NOT_ENOUGH: 403, NO_AUTH: 403, USER_ACCOUNT_ABNORMAL: 403, FREQUENCY_LIMITED: 429, SYSTEM_ERROR: 500, SIGN_ERROR: 401, ORDER_NOT_EXIST: 404, RESOURCE_NOT_EXISTS: 404 };
const MESSAGE_OF: Record<string, string> = { NOT_ENOUGH: '基本账户余额不足，请充值后重新发起', FREQUENCY_LIMITED: '频率超限', SYSTEM_ERROR: '系统错误' };

/** WeChat Pay's time format: RFC 3339 in China time. */
const chinaTime = (ms = Date.now()) => `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

const fetchDeliver: Deliver = async (url, notice) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...notice.headers }, body: new Uint8Array(notice.body) });
  return { status: res.status, body: await res.text() };
};

/**
 * A loopback stand-in of WeChat Pay API v3 (Native pay, query, close, refund, refund query, notices),
 * for the adapter's tests and the lead's browser e2e. It checks every request's Authorization exactly
 * as WeChat Pay does — scheme, our mchid, the merchant certificate serial it knows, a timestamp within
 * 5 minutes, the RSA signature over `METHOD\nURL\ntimestamp\nnonce\nbody\n` — and answers 401
 * SIGN_ERROR otherwise; signs every answer with its own 微信支付公钥 key (PUB_KEY_ID_…); keeps trades and
 * refunds in memory; and sends signed notices whose resource is encrypted with the APIv3 key.
 */
export async function startWechatPayStandIn(options: { deliver?: Deliver; mode?: 'public-key' | 'platform-cert'; port?: number } = {}): Promise<WechatPayStandIn> {
  const keys = makeStandInKeys();
  // which serial names WeChat Pay's key in Wechatpay-Serial: the 微信支付公钥 id, or the platform certificate's serial
  const wechatSerial = options.mode === 'platform-cert' ? keys.platformCertSerial : keys.publicKeyId;
  const strangerKey: KeyObject = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const trades = new Map<string, Trade>();
  const refunds = new Map<string, Refund>();
  const checked: Checked[] = [];
  let fault: Fault | null = null;
  const deliver = options.deliver ?? fetchDeliver;
  let baseUrl = '';

  const faultFor = (path: string) => (fault && (!fault.path || fault.path.test(path)) ? fault : null);

  const send = (res: http.ServerResponse, path: string, status: number, data: unknown) => {
    const body = Buffer.from(data === undefined ? '' : JSON.stringify(data), 'utf8');
    const f = faultFor(path);
    const signKey = f?.kind === 'wrong-signature' ? strangerKey : keys.wechatPrivateKey;
    const serial = f?.kind === 'unknown-serial' ? 'PUB_KEY_ID_NOBODY_KNOWS' : wechatSerial;
    const ts = Math.floor(Date.now() / 1000) + (f?.kind === 'stale-timestamp' ? -600 : 0);
    res.writeHead(status, { ...(body.length ? { 'content-type': 'application/json; charset=utf-8' } : {}), 'request-id': randomBytes(8).toString('hex'), ...signedHeaders(body, signKey, serial, ts) });
    res.end(body);
  };
  const fail = (res: http.ServerResponse, path: string, status: number, code: string, message: string) => send(res, path, status, { code, message });

  /** WeChat Pay's check of the merchant's signature; null when it passes, else why not. */
  const authProblem = (req: http.IncomingMessage, body: string): string | null => {
    const auth = parseAuthorization(req.headers.authorization);
    if (!auth) return 'no WECHATPAY2-SHA256-RSA2048 Authorization with mchid, nonce_str, signature, timestamp and serial_no';
    if (auth.mchid !== keys.mchid) return 'unknown mchid';
    if (auth.serial_no !== keys.merchantSerial) return 'unknown merchant certificate serial_no';
    if (!/^\d+$/.test(auth.timestamp!) || Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > 300) return 'timestamp outside 5 minutes';
    if (!rsaVerify(requestMessage(req.method ?? '', req.url ?? '', auth.timestamp!, auth.nonce_str!, body), auth.signature!, keys.merchantPublicKey)) return 'signature does not verify';
    return null;
  };

  const tradeJson = (t: Trade) => ({
    appid: t.appid,
    mchid: t.mchid,
    out_trade_no: t.outTradeNo,
    ...(t.transactionId ? { transaction_id: t.transactionId, trade_type: 'NATIVE', bank_type: 'OTHERS', success_time: t.successTime, payer: { openid: 'oStandInPayer0000000000000000' } } : {}),
    trade_state: t.state,
    trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭', REFUND: '转入退款' }[t.state],
    amount: { total: t.totalCents, payer_total: t.state === 'NOTPAY' ? 0 : t.totalCents, currency: 'CNY', payer_currency: 'CNY' },
  });
  const refundJson = (r: Refund) => ({
    refund_id: r.refundId,
    out_refund_no: r.outRefundNo,
    transaction_id: trades.get(r.outTradeNo)?.transactionId ?? '',
    out_trade_no: r.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    create_time: chinaTime(),
    status: r.status,
    amount: { total: r.totalCents, refund: r.refundCents, payer_total: r.totalCents, payer_refund: r.refundCents, currency: 'CNY' },
  });

  const api = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, raw: string) => {
    const path = url.pathname;
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return fail(res, path, 400, 'PARAM_ERROR', '请求体不是JSON');
      }
    }
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v3/pay/transactions/native') {
      const amount = (body.amount ?? {}) as { total?: unknown; currency?: unknown };
      if (body.mchid !== keys.mchid || body.appid !== keys.appid) return fail(res, path, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
      if (typeof body.out_trade_no !== 'string' || !/^[A-Za-z0-9_\-|*]{6,32}$/.test(body.out_trade_no)) return fail(res, path, 400, 'PARAM_ERROR', '商户订单号格式错误');
      if (typeof body.description !== 'string' || typeof body.notify_url !== 'string' || typeof body.time_expire !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(body.time_expire)) return fail(res, path, 400, 'PARAM_ERROR', '参数错误');
      if (typeof amount.total !== 'number' || !Number.isSafeInteger(amount.total) || amount.total < 1 || (amount.currency ?? 'CNY') !== 'CNY') return fail(res, path, 400, 'PARAM_ERROR', '金额错误');
      const existing = trades.get(body.out_trade_no);
      if (existing) {
        if (existing.state === 'CLOSED') return fail(res, path, 400, 'ORDER_CLOSED', '订单已关闭');
        if (existing.state !== 'NOTPAY') return fail(res, path, 400, 'ORDERPAID', '订单已支付');
        // as WeChat Pay: an out_trade_no is one trade; ordering it again with any parameter changed is refused
        if (existing.totalCents !== amount.total || existing.description !== body.description || existing.timeExpire !== body.time_expire || existing.notifyUrl !== body.notify_url) return fail(res, path, 400, 'OUT_TRADE_NO_USED', '商户订单号重复');
      } else {
        trades.set(body.out_trade_no, { outTradeNo: body.out_trade_no, appid: keys.appid, mchid: keys.mchid, description: body.description, notifyUrl: body.notify_url, totalCents: amount.total, timeExpire: body.time_expire, state: 'NOTPAY', transactionId: null, successTime: null });
      }
      return send(res, path, 200, { code_url: `${baseUrl}pay/${encodeURIComponent(body.out_trade_no)}` });
    }
    if ((m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path)) && req.method === 'GET') {
      if (url.searchParams.get('mchid') !== keys.mchid) return fail(res, path, 400, 'PARAM_ERROR', 'mchid错误');
      const t = trades.get(decodeURIComponent(m[1]!));
      return t ? send(res, path, 200, tradeJson(t)) : fail(res, path, 404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    if ((m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(path)) && req.method === 'POST') {
      if (body.mchid !== keys.mchid) return fail(res, path, 400, 'PARAM_ERROR', 'mchid错误');
      const t = trades.get(decodeURIComponent(m[1]!));
      if (!t) return fail(res, path, 404, 'ORDER_NOT_EXIST', '订单不存在');
      if (t.state === 'SUCCESS' || t.state === 'REFUND') return fail(res, path, 400, 'ORDERPAID', '订单已支付');
      t.state = 'CLOSED';
      return send(res, path, 204, undefined);
    }
    if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const amount = (body.amount ?? {}) as { refund?: unknown; total?: unknown };
      const t = typeof body.out_trade_no === 'string' ? trades.get(body.out_trade_no) : undefined;
      if (typeof body.out_refund_no !== 'string' || typeof amount.refund !== 'number' || typeof amount.total !== 'number') return fail(res, path, 400, 'PARAM_ERROR', '参数错误');
      if (!t) return fail(res, path, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
      const again = refunds.get(body.out_refund_no);
      if (again) {
        if (again.refundCents !== amount.refund || again.outTradeNo !== t.outTradeNo) return fail(res, path, 400, 'INVALID_REQUEST', '订单金额或退款金额与之前请求不一致，请核实后再试');
        return send(res, path, 200, refundJson(again));
      }
      if (t.state !== 'SUCCESS' && t.state !== 'REFUND') return fail(res, path, 400, 'INVALID_REQUEST', '订单未支付，不能退款');
      if (amount.total !== t.totalCents) return fail(res, path, 400, 'INVALID_REQUEST', '订单金额与原订单不一致');
      const refunded = [...refunds.values()].filter((r) => r.outTradeNo === t.outTradeNo && r.status !== 'CLOSED' && r.status !== 'ABNORMAL').reduce((a, r) => a + r.refundCents, 0);
      if (amount.refund < 1 || refunded + amount.refund > t.totalCents) return fail(res, path, 400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
      const r: Refund = { outRefundNo: body.out_refund_no, outTradeNo: t.outTradeNo, refundId: `5030${randomBytes(12).toString('hex').replace(/\D/g, '').padEnd(24, '7').slice(0, 24)}`, refundCents: amount.refund, totalCents: amount.total, reason: String(body.reason ?? ''), notifyUrl: String(body.notify_url ?? t.notifyUrl), status: standIn.refundAnswer };
      refunds.set(r.outRefundNo, r);
      t.state = 'REFUND';
      return send(res, path, 200, refundJson(r));
    }
    if ((m = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path)) && req.method === 'GET') {
      const r = refunds.get(decodeURIComponent(m[1]!));
      return r ? send(res, path, 200, refundJson(r)) : fail(res, path, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    return fail(res, path, 404, 'RESOURCE_NOT_EXISTS', '无此接口');
  };

  const buildNotice = (eventType: string, plain: Record<string, unknown>, originalType: string, o: NoticeOptions = {}): OutgoingNotice => {
    const plaintext = JSON.stringify({ ...plain, ...o.override });
    const body = Buffer.from(
      JSON.stringify({
        id: randomBytes(18).toString('hex'),
        create_time: chinaTime(),
        resource_type: 'encrypt-resource',
        event_type: eventType,
        summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '退款结果通知',
        resource: encryptResource(keys.apiV3Key, plaintext, originalType, originalType),
      }),
      'utf8',
    );
    const headers = signedHeaders(body, o.wrongSignature ? strangerKey : keys.wechatPrivateKey, wechatSerial, Math.floor(Date.now() / 1000) + (o.timestampOffsetS ?? 0));
    if (o.probe) headers['Wechatpay-Signature'] = `WECHATPAY/SIGNTEST/${randomBytes(32).toString('base64')}`;
    return { headers, body };
  };

  const paymentNotice = (outTradeNo: string, o?: NoticeOptions): OutgoingNotice => {
    const t = trades.get(outTradeNo);
    if (!t) throw new Error(`stand-in: no trade ${outTradeNo}`);
    const json = tradeJson({ ...t, state: 'SUCCESS', transactionId: t.transactionId ?? 'not-paid', successTime: t.successTime ?? chinaTime() });
    return buildNotice('TRANSACTION.SUCCESS', json, 'transaction', o);
  };

  const refundNotice = (outRefundNo: string, o?: NoticeOptions): OutgoingNotice => {
    const r = refunds.get(outRefundNo);
    if (!r) throw new Error(`stand-in: no refund ${outRefundNo}`);
    const { status, ...rest } = refundJson(r);
    return buildNotice(`REFUND.${status}`, { mchid: keys.mchid, ...rest, refund_status: status, success_time: chinaTime() }, 'refund', o);
  };

  const pay = async (outTradeNo: string, o?: NoticeOptions) => {
    const t = trades.get(outTradeNo);
    if (!t) throw new Error(`stand-in: no trade ${outTradeNo}`);
    if (t.state === 'NOTPAY') {
      t.state = 'SUCCESS';
      t.transactionId = `4200${Date.now()}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`.slice(0, 28);
      t.successTime = chinaTime();
    }
    return deliver(t.notifyUrl, paymentNotice(outTradeNo, o));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://standin');
      // the pay page (what the QR code's address opens): not part of API v3, no signature
      const page = /^\/pay\/([^/]+)(\/confirm)?$/.exec(url.pathname);
      if (page) {
        const t = trades.get(decodeURIComponent(page[1]!));
        if (!t) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('没有这笔交易');
        if (page[2] && req.method === 'POST') {
          pay(t.outTradeNo).then(
            (r) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(payPage(t, `已支付，通知已发送（商户应答 ${r.status}）`)),
            (err: unknown) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(payPage(t, `已支付，通知未送达：${String(err)}`)),
          );
          return;
        }
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(payPage(t));
      }
      const problem = authProblem(req, raw);
      checked.push({ method: req.method ?? '', url: req.url ?? '', verdict: problem ?? 'ok' });
      if (problem) return fail(res, url.pathname, 401, 'SIGN_ERROR', '签名错误');
      const f = faultFor(url.pathname);
      if (f?.kind === 'error') return fail(res, url.pathname, f.status ?? STATUS_OF[f.code] ?? 400, f.code, f.message ?? MESSAGE_OF[f.code] ?? f.code);
      if (f?.kind === 'delay') {
        const timer = setTimeout(() => api(req, res, url, raw), f.ms);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      api(req, res, url, raw);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  const standIn: WechatPayStandIn = {
    ...keys,
    baseUrl,
    env: {
      WECHATPAY_MCHID: keys.mchid,
      WECHATPAY_APPID: keys.appid,
      WECHATPAY_SERIAL: keys.merchantSerial,
      WECHATPAY_PRIVATE_KEY_FILE: keys.files.privateKey,
      WECHATPAY_APIV3_KEY_FILE: keys.files.apiV3Key,
      ...(options.mode === 'platform-cert'
        ? { WECHATPAY_PLATFORM_CERT_FILES: keys.files.platformCert }
        : { WECHATPAY_PUBLIC_KEY_ID: keys.publicKeyId, WECHATPAY_PUBLIC_KEY_FILE: keys.files.publicKey }),
      WECHATPAY_BASE_URL: baseUrl,
    },
    checked,
    trades,
    refunds,
    refundAnswer: 'PROCESSING',
    fault(f) {
      fault = f;
    },
    pay,
    paymentNotice,
    async finishRefund(outRefundNo, status = 'SUCCESS', o) {
      const r = refunds.get(outRefundNo);
      if (!r) throw new Error(`stand-in: no refund ${outRefundNo}`);
      r.status = status;
      return deliver(r.notifyUrl, refundNotice(outRefundNo, o));
    },
    refundNotice,
    deliver: (url, notice) => deliver(url, notice),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}
