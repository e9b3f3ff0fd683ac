import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PayChannel } from '@evidence/shared/constants';
import type { NotifyAnswer, NotifyRequest, PaymentNotice, PaymentProvider, PaymentStart, PaymentStartInput, RefundNotice, RefundRequest, TradeQuery } from './payment-provider';

/** The notify endpoint the local provider calls (apps/server/src/routes/api/payment/notify.ts). */
export const LOCAL_NOTIFY_PATH = '/api/payment/notify/local';

const NOTIFY_FIELDS = ['order_no', 'trade_no', 'amount', 'trade_state', 'channel', 'timestamp', 'nonce'] as const;

function hmacHex(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The string a notify is signed over, as WeChat Pay v2 and Alipay do: the fields sorted by name,
 * `name=value` joined with `&`, the signature itself left out.
 */
export function notifySigningString(params: Record<string, string>): string {
  return [...NOTIFY_FIELDS].sort().map((k) => `${k}=${params[k] ?? ''}`).join('&');
}

/** Signs a notify the way the local provider sends it (HMAC-SHA256, hex). */
export function signLocalNotify(secret: Buffer, params: Record<string, string>): string {
  return hmacHex(secret, notifySigningString(params));
}

/**
 * The cashier link's token: the out_trade_no (order number, or an attempt's), channel and an HMAC of both (no table, cannot be forged).
 * Joined with '-', not '.': a last path segment with a dot is taken for a static file by the web app.
 */
export function cashierToken(secret: Buffer, orderNo: string, channel: PayChannel): string {
  return `${orderNo}-${channel}-${hmacHex(secret, `cashier:${orderNo}:${channel}`).slice(0, 32)}`;
}

/**
 * The one trade number of a cashier link: derived from the link's order number and channel, so every
 * 确认支付 on the same link — ten taps, two tabs, a retried request — is the same trade, which the notify
 * handlers already take as a replay. A fresh number per tap made each a separate payment, nine of them
 * recorded as owed back for a fee paid once (issue 23 item 11, decision 681).
 */
export function cashierTradeNo(secret: Buffer, orderNo: string, channel: PayChannel): string {
  return `LOCAL${orderNo}${channel}${hmacHex(secret, `cashier-trade:${orderNo}:${channel}`).slice(0, 16).toUpperCase()}`;
}

export function readCashierToken(secret: Buffer, token: string): { orderNo: string; channel: PayChannel } | null {
  // an attempt's out_trade_no has an underscore (services/payments/trade-number.ts)
  const m = /^([A-Za-z0-9_]{1,48})-([12])-([0-9a-f]{32})$/.exec(token);
  if (!m) return null;
  const channel = Number(m[2]) as PayChannel;
  const expected = hmacHex(secret, `cashier:${m[1]}:${channel}`).slice(0, 32);
  return sameHex(expected, m[3]!) ? { orderNo: m[1]!, channel } : null;
}

/** The signed notify of one payment (or closure), as the cashier page's confirm or cancel sends it. */
export function localNotifyParams(secret: Buffer, n: PaymentNotice): Record<string, string> {
  const params: Record<string, string> = {
    order_no: n.orderNo,
    trade_no: n.tradeNo,
    amount: String(n.amountCents),
    trade_state: n.state,
    channel: String(n.channel),
    timestamp: String(Date.now()),
    nonce: randomBytes(12).toString('hex'),
  };
  return { ...params, sign: signLocalNotify(secret, params) };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The local notify's fields from its body: a form (what the cashier sends) or JSON. */
function localNotifyFields(raw: Buffer, contentType: string): Record<string, unknown> {
  const text = raw.toString('utf8');
  if (/json/i.test(contentType)) {
    try {
      const parsed: unknown = JSON.parse(text);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The local provider's check of a notify's fields (HMAC over the sorted fields); null when it fails. */
export function verifyLocalNotifyFields(secret: Buffer, params: Record<string, unknown>): PaymentNotice | null {
  const text: Record<string, string> = {};
  for (const k of NOTIFY_FIELDS) {
    const v = params[k];
    if (typeof v !== 'string' && typeof v !== 'number') return null;
    text[k] = String(v);
  }
  const sign = params.sign;
  if (typeof sign !== 'string' || !sameHex(signLocalNotify(secret, text), sign.toLowerCase())) return null;
  const amountCents = Number(text.amount);
  const channel = Number(text.channel);
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) return null;
  if (text.trade_state !== 'SUCCESS' && text.trade_state !== 'CLOSED') return null;
  if (channel !== PayChannel.alipay && channel !== PayChannel.wechat) return null;
  return { orderNo: text.order_no!, tradeNo: text.trade_no!, amountCents, state: text.trade_state, channel };
}

/**
 * PAYMENT_PROVIDER=local: works on one machine with no account anywhere, and moves no money. The
 * QR code and the Alipay form lead to our own cashier page /mobile/cashier/<token> (labelled
 * 本地测试收银台（非真实支付）), whose 确认支付 / 取消支付 send a signed notify to LOCAL_NOTIFY_PATH.
 * It serves the channels no real provider serves (`channels`). It keeps no trades of its own (a payment
 * reaches us at once by its notice), so a query finds nothing paid, and a refund is done at once: no money
 * moved, so none moves back — the order says so like every page of the local cashier.
 */
export function localPaymentProvider(secret: Buffer, channels: readonly PayChannel[] = [PayChannel.alipay, PayChannel.wechat]): PaymentProvider {
  return {
    name: 'local',
    isLocal: true,
    channels,
    notifyPath: LOCAL_NOTIFY_PATH,
    async start(input: PaymentStartInput): Promise<PaymentStart> {
      const url = `${input.siteBase.replace(/\/+$/, '')}/mobile/cashier/${cashierToken(secret, input.orderNo, input.channel)}`;
      if (input.channel === PayChannel.wechat) return { codeUrl: url, html: null, payUrl: url };
      // like alipay.trade.page.pay's answer: a form the browser submits (no inline script: our CSP forbids it)
      const html = `<form id="alipaysubmit" name="alipaysubmit" action="${escapeAttr(url)}" method="get" target="_blank"><input type="submit" value="前往支付宝支付" style="display:none"></form>`;
      return { codeUrl: null, html, payUrl: url };
    },
    async query(): Promise<TradeQuery> {
      return { state: 'NOTPAY' };
    },
    async close(): Promise<void> {},
    async refund(req: RefundRequest): Promise<RefundNotice> {
      return { refundNo: req.refundNo, orderNo: req.orderNo, providerRefundId: `LOCALREFUND${req.refundNo}`, amountCents: req.amountCents, state: 'SUCCESS', reason: null };
    },
    async queryRefund(refundNo: string, orderNo: string): Promise<RefundNotice> {
      // asked only for a refund this provider already answered SUCCESS to (it never answers PROCESSING)
      return { refundNo, orderNo, providerRefundId: `LOCALREFUND${refundNo}`, amountCents: 0, state: 'SUCCESS', reason: null };
    },
    async verifyNotify(req: NotifyRequest) {
      const contentType = String(req.headers['content-type'] ?? '');
      const notice = verifyLocalNotifyFields(secret, localNotifyFields(req.rawBody, contentType));
      return notice ? { kind: 'payment' as const, notice } : null;
    },
    // WeChat Pay v3's protocol: 200 {code: SUCCESS} when taken, 4xx {code: FAIL, message} otherwise (the provider retries)
    answer(ok: boolean, message: string): NotifyAnswer {
      return { status: ok ? 200 : 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: ok ? 'SUCCESS' : 'FAIL', message }) };
    },
  };
}
