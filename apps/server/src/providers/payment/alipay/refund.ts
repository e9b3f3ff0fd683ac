import { PaymentProviderError, type RefundNotice, type RefundRequest } from '../payment-provider';
import type { AlipayPayGateway } from './gateway';
import { centsOfYuan, yuanText } from './money';
import { refusalOf } from './refusals';

const badAnswer = () => new PaymentProviderError('ALIPAY_BAD_ANSWER', '支付宝的应答无法识别，请稍后再试', true);

/** Alipay's refund_reason: at most 256 characters; ours are ≤ 80 (RefundRequest). */
const reasonOf = (text: string) => [...text.replace(/[\r\n]+/g, ' ').trim()].slice(0, 80).join('') || '退款';

/** What alipay.trade.fastpay.refund.query found: the refund, or nothing (never received, or refused at the time). */
type Found = { found: true; notice: RefundNotice } | { found: false };

async function findRefund(gw: AlipayPayGateway, refundNo: string, orderNo: string): Promise<Found> {
  const answer = await gw.exec('alipay.trade.fastpay.refund.query', { bizContent: { out_trade_no: orderNo, out_request_no: refundNo, query_options: ['gmt_refund_pay'] } });
  if (answer.code !== '10000') {
    if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { found: false };
    throw refusalOf(answer);
  }
  // "未返回 refund_status 表示退款请求未收到或者退款失败" (Alipay): nothing to report as this refund
  if (answer.refund_status !== 'REFUND_SUCCESS') return { found: false };
  const amountCents = centsOfYuan(answer.refund_amount);
  if (amountCents === null || answer.out_request_no !== refundNo || (answer.out_trade_no !== undefined && answer.out_trade_no !== orderNo)) throw badAnswer();
  const tradeNo = typeof answer.trade_no === 'string' && answer.trade_no !== '' ? answer.trade_no : null;
  return { found: true, notice: { refundNo, orderNo, providerRefundId: tradeNo, amountCents, state: 'SUCCESS', reason: null } };
}

/**
 * alipay.trade.refund, idempotent by out_request_no: Alipay answers a repeat of the same refund number
 * (same amount) as that refund again, with fund_change N (no money moved this time). The answer is
 * immediate: fund_change Y is a refund done; N is confirmed by the refund query (REFUND_SUCCESS) as
 * Alipay asks, and PROCESSING while the query does not show it yet. A refusal (over the amount, balance,
 * closed trade) rejects with its Chinese message; nothing was refunded.
 */
export async function refundAlipay(gw: AlipayPayGateway, req: RefundRequest): Promise<RefundNotice> {
  const answer = await gw.exec('alipay.trade.refund', {
    bizContent: { out_trade_no: req.orderNo, refund_amount: yuanText(req.amountCents), out_request_no: req.refundNo, refund_reason: reasonOf(req.reason) },
  });
  if (answer.code !== '10000') throw refusalOf(answer);
  if (answer.out_trade_no !== req.orderNo) throw badAnswer();
  const tradeNo = typeof answer.trade_no === 'string' && answer.trade_no !== '' ? answer.trade_no : null;
  if (answer.fund_change === 'Y') {
    return { refundNo: req.refundNo, orderNo: req.orderNo, providerRefundId: tradeNo, amountCents: req.amountCents, state: 'SUCCESS', reason: null };
  }
  const found = await findRefund(gw, req.refundNo, req.orderNo);
  if (found.found) {
    // the same number for another amount is Alipay's ACQ.DISCORDANT_REPEAT_REQUEST; checked here too
    if (found.notice.amountCents !== req.amountCents) throw refusalOf({ code: '40004', sub_code: 'ACQ.DISCORDANT_REPEAT_REQUEST' });
    return found.notice;
  }
  return { refundNo: req.refundNo, orderNo: req.orderNo, providerRefundId: tradeNo, amountCents: req.amountCents, state: 'PROCESSING', reason: null };
}

/**
 * The refund's state by alipay.trade.fastpay.refund.query. When Alipay has no such refund it never
 * received the request (a refusal is answered at once, by refundAlipay): rejects with the retryable
 * ALIPAY_REFUND_NOT_FOUND, so the caller asks refundAlipay again with the same number — never a new one.
 */
export async function queryAlipayRefund(gw: AlipayPayGateway, refundNo: string, orderNo: string): Promise<RefundNotice> {
  const found = await findRefund(gw, refundNo, orderNo);
  if (found.found) return found.notice;
  throw new PaymentProviderError('ALIPAY_REFUND_NOT_FOUND', '支付宝未查到该笔退款，请用同一退款单号重新发起', true);
}
