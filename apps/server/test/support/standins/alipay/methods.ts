import { beijingNow, beijingToMs } from './signing';
import { centsOf, refusal, yuan, type Answer, type StandInTrade, type TradeBook } from './trades';

export interface MethodContext {
  book: TradeBook;
  /** the request's parameters (URL and body) */
  params: Record<string, string>;
  /** biz_content, parsed */
  biz: Record<string, unknown>;
  /** where the pay page of a trade is (the stand-in's own address + /qr/<token>) */
  payPageOf(trade: StandInTrade): string;
  /** an insufficient-balance refusal is configured */
  sellerBalanceShort: boolean;
}

const BUYER = { buyer_logon_id: '159****0001', buyer_user_id: '2088102177846880' };

function tradeAnswer(t: StandInTrade): Answer {
  return {
    code: '10000',
    msg: 'Success',
    trade_no: t.tradeNo,
    out_trade_no: t.outTradeNo,
    ...BUYER,
    trade_status: t.status,
    total_amount: yuan(t.totalCents),
    receipt_amount: t.status === 'TRADE_SUCCESS' || t.status === 'TRADE_FINISHED' ? yuan(t.totalCents) : '0.00',
    send_pay_date: t.paidAt ? beijingNow(t.paidAt) : undefined,
  };
}

function precreate(c: MethodContext): Answer {
  const expiresAt = typeof c.biz.time_expire === 'string' ? beijingToMs(c.biz.time_expire) : Number.NaN;
  if (typeof c.biz.time_expire === 'string' && Number.isNaN(expiresAt)) return refusal('ACQ.INVALID_PARAMETER', 'time_expire 格式错误');
  const opened = c.book.open(c.biz, c.params.notify_url ?? null, expiresAt);
  if (!('payToken' in opened)) return opened;
  return { code: '10000', msg: 'Success', out_trade_no: opened.outTradeNo, qr_code: c.payPageOf(opened as StandInTrade) };
}

function query(c: MethodContext): Answer {
  const t = c.book.visible(c.biz.out_trade_no);
  return t ? tradeAnswer(t) : refusal('ACQ.TRADE_NOT_EXIST', '交易不存在');
}

function close(c: MethodContext): Answer {
  const t = c.book.visible(c.biz.out_trade_no);
  if (!t) return refusal('ACQ.TRADE_NOT_EXIST', '交易不存在');
  if (t.status !== 'WAIT_BUYER_PAY') return refusal('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
  t.status = 'TRADE_CLOSED';
  return { code: '10000', msg: 'Success', trade_no: t.tradeNo, out_trade_no: t.outTradeNo };
}

function refund(c: MethodContext): Answer {
  const t = c.book.visible(c.biz.out_trade_no);
  if (!t) return refusal('ACQ.TRADE_NOT_EXIST', '交易不存在');
  const outRequestNo = typeof c.biz.out_request_no === 'string' && c.biz.out_request_no !== '' ? c.biz.out_request_no : t.outTradeNo;
  const amount = centsOf(c.biz.refund_amount);
  if (amount === null || amount < 1) return refusal('ACQ.INVALID_PARAMETER', '退款金额无效');
  const done = { code: '10000', msg: 'Success', trade_no: t.tradeNo, out_trade_no: t.outTradeNo, ...BUYER, gmt_refund_pay: beijingNow() };
  // the same out_request_no again: that refund, no money moves (fund_change N)
  const earlier = c.book.refunds.get(`${t.outTradeNo}/${outRequestNo}`);
  if (earlier) {
    if (earlier.amountCents !== amount) return refusal('ACQ.DISCORDANT_REPEAT_REQUEST', '不一致的请求');
    return { ...done, fund_change: 'N', refund_fee: yuan(t.refundedCents) };
  }
  if (t.status === 'TRADE_CLOSED') return refusal('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
  if (t.status === 'TRADE_FINISHED') return refusal('ACQ.TRADE_HAS_FINISHED', '交易已完结');
  if (t.status !== 'TRADE_SUCCESS') return refusal('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
  if (amount > t.totalCents - t.refundedCents) return refusal('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
  if (c.sellerBalanceShort) return refusal('ACQ.SELLER_BALANCE_NOT_ENOUGH', '卖家余额不足');
  c.book.refunds.set(`${t.outTradeNo}/${outRequestNo}`, { outRequestNo, outTradeNo: t.outTradeNo, amountCents: amount, at: Date.now() });
  t.refundedCents += amount;
  if (t.refundedCents === t.totalCents) t.status = 'TRADE_CLOSED';
  return { ...done, fund_change: 'Y', refund_fee: yuan(t.refundedCents) };
}

function refundQuery(c: MethodContext): Answer {
  const outTradeNo = typeof c.biz.out_trade_no === 'string' ? c.biz.out_trade_no : '';
  const outRequestNo = typeof c.biz.out_request_no === 'string' ? c.biz.out_request_no : '';
  const t = c.book.visible(outTradeNo);
  const r = c.book.refunds.get(`${outTradeNo}/${outRequestNo}`);
  // Alipay: no refund_status when it has no such refund
  if (!t || !r) return { code: '10000', msg: 'Success', out_trade_no: outTradeNo, out_request_no: outRequestNo };
  return {
    code: '10000',
    msg: 'Success',
    trade_no: t.tradeNo,
    out_trade_no: t.outTradeNo,
    out_request_no: r.outRequestNo,
    total_amount: yuan(t.totalCents),
    refund_amount: yuan(r.amountCents),
    refund_status: 'REFUND_SUCCESS',
    gmt_refund_pay: beijingNow(r.at),
  };
}

/** The gateway methods the stand-in answers (page.pay is the pay page, not here). */
export const METHODS: Record<string, (c: MethodContext) => Answer> = {
  'alipay.trade.precreate': precreate,
  'alipay.trade.query': query,
  'alipay.trade.close': close,
  'alipay.trade.refund': refund,
  'alipay.trade.fastpay.refund.query': refundQuery,
};
