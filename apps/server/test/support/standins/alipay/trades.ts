import { randomBytes } from 'node:crypto';

/** A trade as the stand-in keeps it (in memory). PREPARED: precreated, nobody scanned yet (Alipay has no trade). */
export interface StandInTrade {
  outTradeNo: string;
  tradeNo: string;
  totalCents: number;
  subject: string;
  notifyUrl: string | null;
  status: 'PREPARED' | 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED' | 'TRADE_FINISHED';
  /** time_expire as ms epoch (NaN: none) */
  expiresAt: number;
  refundedCents: number;
  /** the pay page's path token (the QR code and the page form lead there) */
  payToken: string;
  paidAt: number | null;
}

export interface StandInRefund {
  outRequestNo: string;
  outTradeNo: string;
  amountCents: number;
  at: number;
}

export type Answer = Record<string, string | number | string[] | undefined>;

/** Alipay's refusal shape: code 40004 (business) / 40002 (arguments) / 20000 (unavailable) with a sub_code. */
export function refusal(subCode: string, subMsg: string): Answer {
  const code = subCode === 'ACQ.SYSTEM_ERROR' || subCode.startsWith('isp.') ? '20000' : subCode.startsWith('isv.') ? '40002' : '40004';
  return { code, msg: code === '20000' ? 'Service Currently Unavailable' : code === '40002' ? 'Invalid Arguments' : 'Business Failed', sub_code: subCode, sub_msg: subMsg };
}

export const yuan = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export function centsOf(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(text)) return null;
  const [i, f = ''] = text.split('.');
  return Number(i) * 100 + Number(f.padEnd(2, '0'));
}

export class TradeBook {
  readonly trades = new Map<string, StandInTrade>();
  readonly refunds = new Map<string, StandInRefund>();

  byToken(token: string): StandInTrade | undefined {
    return [...this.trades.values()].find((t) => t.payToken === token);
  }

  /** precreate and page.pay: one trade per out_trade_no; the same number for another amount is refused */
  open(biz: Record<string, unknown>, notifyUrl: string | null, expiresAt: number): StandInTrade | Answer {
    const outTradeNo = typeof biz.out_trade_no === 'string' ? biz.out_trade_no : '';
    const totalCents = centsOf(biz.total_amount);
    const subject = typeof biz.subject === 'string' ? biz.subject : '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(outTradeNo) || totalCents === null || totalCents < 1 || subject === '') {
      return refusal('ACQ.INVALID_PARAMETER', '参数无效');
    }
    const known = this.trades.get(outTradeNo);
    if (known) {
      if (known.totalCents !== totalCents) return refusal('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
      if (known.status === 'TRADE_SUCCESS' || known.status === 'TRADE_FINISHED') return refusal('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
      if (known.status === 'TRADE_CLOSED') return refusal('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
      if (notifyUrl) known.notifyUrl = notifyUrl;
      return known;
    }
    const trade: StandInTrade = {
      outTradeNo,
      tradeNo: `2026${Date.now()}${randomBytes(4).toString('hex')}`.slice(0, 28),
      totalCents,
      subject,
      notifyUrl,
      status: 'PREPARED',
      expiresAt,
      refundedCents: 0,
      payToken: randomBytes(12).toString('hex'),
      paidAt: null,
    };
    this.trades.set(outTradeNo, trade);
    return trade;
  }

  /** the trade as query sees it: none while only precreated (Alipay creates it at the scan) */
  visible(outTradeNo: unknown): StandInTrade | undefined {
    const t = typeof outTradeNo === 'string' ? this.trades.get(outTradeNo) : undefined;
    return t && t.status !== 'PREPARED' ? t : undefined;
  }
}
