import type { PayChannel } from '@evidence/shared/constants';

/**
 * The payment providers (issue 25). `local` is the test cashier (moves no money, every page says so);
 * `wechat` is WeChat Pay API v3 (Native pay), `alipay` is Alipay (当面付 precreate and 电脑网站支付 page pay).
 * PAYMENT_PROVIDER names one or more (`wechat,alipay`); each serves the channels it pays (a real provider
 * and `local` never serve the same channel).
 */
export type PaymentProviderName = 'local' | 'wechat' | 'alipay';

/** What a provider needs to start paying one order. */
export interface PaymentStartInput {
  /** our out_trade_no: the order number, or an attempt's `${order_no}_${n}` (services/payments/trade-number.ts) */
  orderNo: string;
  moneyCents: number;
  description: string;
  channel: PayChannel;
  /** the site as users reach it (PUBLIC_URL, else the request's origin): return pages and notify URLs */
  siteBase: string;
  /** when the prepay order must close by itself (ms epoch): WeChat time_expire, Alipay time_expire */
  expiresAt: number;
}

/**
 * How the buyer pays: WeChat's QR code content (`codeUrl`), Alipay's page form (`html`, what
 * alipay.trade.page.pay answers, or null) and the address both lead to (`payUrl`: Alipay's precreate
 * qr_code, or the local cashier).
 */
export interface PaymentStart {
  codeUrl: string | null;
  html: string | null;
  payUrl: string;
}

/** A verified payment notice, or a query's answer about a paid or closed trade. */
export interface PaymentNotice {
  /** the out_trade_no (the order number, or an attempt's: parseTradeNo maps it to the order; decision 952) */
  orderNo: string;
  tradeNo: string;
  amountCents: number;
  state: 'SUCCESS' | 'CLOSED';
  channel: PayChannel;
}

/** A verified refund notice, or a refund query's answer. */
export interface RefundNotice {
  /** our out_refund_no / out_request_no */
  refundNo: string;
  /** the out_trade_no of the refunded trade (refunds.out_trade_no) */
  orderNo: string;
  /** the provider's refund id (WeChat refund_id; Alipay has none: its trade_no) */
  providerRefundId: string | null;
  amountCents: number;
  state: RefundState;
  /** why it failed, in Chinese, for the order and the payer (state FAILED only) */
  reason: string | null;
}

export type RefundState = 'PROCESSING' | 'SUCCESS' | 'FAILED';

/** What a trade query found (reconciliation, and a pending order at its deadline). */
export type TradeQuery =
  | { state: 'SUCCESS'; notice: PaymentNotice }
  | { state: 'NOTPAY' }
  | { state: 'CLOSED' }
  /** the provider has no such trade (never started there, or Alipay's precreate never scanned) */
  | { state: 'NOTFOUND' };

export interface RefundRequest {
  /** the out_trade_no of the trade refunded (refunds.out_trade_no), not necessarily the order number */
  orderNo: string;
  /** ours, unique per refund: the provider takes a repeat of it as the same refund (idempotent) */
  refundNo: string;
  amountCents: number;
  /** the trade's whole amount (WeChat asks for it) */
  totalCents: number;
  /** shown to the payer by the provider, Chinese, ≤ 80 characters */
  reason: string;
  channel: PayChannel;
  siteBase: string;
}

/** The notify request as it arrived: headers and the raw body bytes (WeChat signs the raw body). */
export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

/** A notify that verified: a payment or a refund. null from verifyNotify: it did not (answer a failure). */
export type VerifiedNotify = { kind: 'payment'; notice: PaymentNotice } | { kind: 'refund'; notice: RefundNotice };

/** What the notify endpoint answers, in the provider's own protocol (not our envelope). */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A provider call that did not succeed. `userMessage` is Chinese and safe to show (never the provider's
 * raw text, which may carry ids); `retryable` says whether the same call may be tried again later
 * (timeout, connection refused, rate limited, the provider's own SYSTEM_ERROR) or will fail the same way
 * (a refusal: refund over the amount, insufficient balance, a wrong signature on its answer).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: string,
    readonly userMessage: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${userMessage}`, options);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** a test stand-in: no money moves; every page says so */
  readonly isLocal: boolean;
  /** the channels this provider pays */
  readonly channels: readonly PayChannel[];
  /** the path of its notify endpoint under the site (e.g. /api/payment/notify/wechat) */
  readonly notifyPath: string;
  start(input: PaymentStartInput): Promise<PaymentStart>;
  /** the trade of this out_trade_no (tradeNoOf(order_no, attempt)) */
  query(outTradeNo: string, channel: PayChannel): Promise<TradeQuery>;
  /** closes an unpaid prepay order; a trade already closed or never created is not an error */
  close(outTradeNo: string, channel: PayChannel): Promise<void>;
  /** asks for a refund; a repeat of the same refundNo answers that refund's state again */
  refund(req: RefundRequest): Promise<RefundNotice>;
  queryRefund(refundNo: string, outTradeNo: string, channel: PayChannel): Promise<RefundNotice>;
  /** the notice in a notify request, or null when it does not verify (signature, time window, decryption) */
  verifyNotify(req: NotifyRequest): Promise<VerifiedNotify | null>;
  answer(ok: boolean, message: string): NotifyAnswer;
}
