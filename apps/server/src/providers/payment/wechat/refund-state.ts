import type { RefundNotice, RefundState } from '../payment-provider';

/** What a WeChat refund's status means for the order, and the Chinese reason of one that failed. */
const STATES: Record<string, { state: RefundState; reason: string | null }> = {
  SUCCESS: { state: 'SUCCESS', reason: null },
  PROCESSING: { state: 'PROCESSING', reason: null },
  // the money could not reach the payer (e.g. the card it came from was cancelled): the office pays it by hand
  ABNORMAL: { state: 'FAILED', reason: '退款异常：付款人的收款账户异常（如银行卡已注销或冻结），款项未能原路退回，请联系客服处理' },
  CLOSED: { state: 'FAILED', reason: '退款已关闭：微信支付关闭了这笔退款，款项未退回，请联系客服' },
};

type Json = Record<string, unknown>;

/**
 * A refund as WeChat Pay describes it (the refund API's answer, its query's, or a REFUND.* notice's
 * decrypted resource) in the platform's terms; null when it lacks our numbers or its status is unknown.
 */
export function refundNoticeOf(r: Json, status: unknown = r.status ?? r.refund_status): RefundNotice | null {
  const s = typeof status === 'string' ? STATES[status] : undefined;
  const amount = r.amount && typeof r.amount === 'object' ? (r.amount as Json) : null;
  const refund = amount?.refund;
  if (!s || typeof r.out_refund_no !== 'string' || typeof r.out_trade_no !== 'string' || typeof refund !== 'number' || !Number.isSafeInteger(refund)) return null;
  return {
    refundNo: r.out_refund_no,
    orderNo: r.out_trade_no,
    providerRefundId: typeof r.refund_id === 'string' ? r.refund_id : null,
    amountCents: refund,
    state: s.state,
    reason: s.reason,
  };
}
