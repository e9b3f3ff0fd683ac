/**
 * Refunds through the payment provider (issue 25 item 6, docs/points-and-payments.md "Refunds"): a payment
 * the platform owes back by the original route becomes a refund row and a `payment.refund` job.
 */

/** processing: asked for (or about to be) and not yet settled; succeeded / failed: settled by the provider. */
export type RefundStatus = 'processing' | 'succeeded' | 'failed';

/** Why a payment is owed back. */
export type RefundCause = 'office-ended' | 'already-paid' | 'after-cancel' | 'order-ended' | 'unplaced';

/** Why a refund is owed, as the operator reads it. */
export const REFUND_CAUSE_NAMES: Record<RefundCause, string> = {
  'office-ended': '公证处终止办理',
  'already-paid': '重复付款',
  'after-cancel': '订单取消后到账',
  'order-ended': '订单终止后到账',
  unplaced: '不在支付步骤时到账',
};

export const REFUND_STATUS_NAMES: Record<RefundStatus, string> = {
  processing: '退款中',
  succeeded: '已退款',
  failed: '退款失败',
};

/** 退款中 / 已退款 / 退款失败（原因）: the words on the order, in /orders and in the office console. */
export function refundStateText(status: RefundStatus, reason: string | null): string {
  if (status === 'failed') return `退款失败（${reason?.trim() || '原因未知'}）`;
  return REFUND_STATUS_NAMES[status];
}

export const REFUND_MSG = {
  /** the local cashier moved no money, so its refund moves none back (every screen says so) */
  localNote: '本地测试收银台：未发生真实资金往来，退款仅在本平台记录',
  providerMissing: '原支付渠道未开通，无法退款，请联系客服',
  stillProcessing: '退款处理中，稍后查询结果',
  notFound: '退款单不存在',
  notRetryable: '该退款不是退款失败状态，不能重试',
  retried: '已重新发起退款',
  /** a refund row asking more than its trade brought in (changed outside the platform): never sent to the provider */
  overPaid: '退款金额与原付款不符，已停止退款，请联系平台核对',
} as const;
