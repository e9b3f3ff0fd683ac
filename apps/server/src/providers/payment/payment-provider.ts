import type { PayChannel } from '@evidence/shared/constants';

/** What a provider needs to start paying one recharge order. */
export interface PaymentStartInput {
  orderNo: string;
  moneyCents: number;
  description: string;
  channel: PayChannel;
  /** the site as users reach it (PUBLIC_URL, else the request's origin) */
  siteBase: string;
}

/**
 * How the buyer pays: WeChat's QR code content (`codeUrl`), Alipay's page form (`html`, what
 * alipay.trade.page.pay answers) and the address both lead to (`payUrl`).
 */
export interface PaymentStart {
  codeUrl: string | null;
  html: string | null;
  payUrl: string;
}

/** A verified payment notice: the provider says this order was paid, or its trade closed. */
export interface PaymentNotice {
  orderNo: string;
  tradeNo: string;
  amountCents: number;
  state: 'SUCCESS' | 'CLOSED';
  channel: PayChannel;
}

/** What the notify endpoint answers, in the provider's own protocol (not our envelope). */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentProvider {
  name: 'local';
  /** a test stand-in: no money moves; every page says so */
  isLocal: boolean;
  start(input: PaymentStartInput): PaymentStart;
  /** the notice in a notify request, or null when its signature does not verify */
  verifyNotify(params: Record<string, unknown>): PaymentNotice | null;
  answer(ok: boolean, message: string): NotifyAnswer;
}
