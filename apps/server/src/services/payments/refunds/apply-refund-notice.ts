import { REFUND_MSG } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import type { RefundNotice } from '../../../providers/payment/payment-provider';
import type { NoticeOutcome } from '../apply-notice';
import { settleRefund } from './settle-refund';

/**
 * A provider's verified refund notice (POST /api/payment/notify/<provider>), idempotently: the refund must
 * be ours, of this provider, for this order and amount, or nothing changes and the provider is answered a
 * failure; PROCESSING only keeps the provider's id; SUCCESS / FAILED settle it once (settleRefund), and a
 * replay — WeChat resends up to 15 times — finds it settled and is answered success (decision 913).
 */
export async function applyRefundNotice(db: Db, provider: string, n: RefundNotice): Promise<NoticeOutcome> {
  const refund = await db.selectFrom('refunds').selectAll().where('refund_no', '=', n.refundNo).where('provider', '=', provider).executeTakeFirst();
  // the notice names the out_trade_no of the refunded trade (an attempt's, decision 952)
  if (!refund || (refund.out_trade_no ?? refund.order_no) !== n.orderNo) return { ok: false, reason: REFUND_MSG.notFound };
  if (Number(refund.amount_cents) !== n.amountCents) return { ok: false, reason: '金额不一致' };
  const settled = await settleRefund(db, refund, n, 'notice');
  return { ok: true, change: settled === 'none' ? 'none' : 'closed' };
}
