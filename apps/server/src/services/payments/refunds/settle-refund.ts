import type { Db } from '../../../db/connect';
import type { Refund } from '../../../db/schema-refunds';
import type { RefundNotice } from '../../../providers/payment/payment-provider';
import { writeAudit } from '../../audit/write-audit';
import { notify } from '../../notifications/notify';

const yuan = (cents: number) => (Number(cents) / 100).toFixed(2);

export type RefundSettlement = 'succeeded' | 'failed' | 'none';

/**
 * Settles a refund from what the provider said (its answer, a query or a verified notice), in one
 * transaction with its audit row and the payer's notice. Conditional, so a replayed notice, a query racing
 * the notice or a job run twice settle it once:
 * - SUCCESS from 退款中, and also from 退款失败: a provider that says the money went back is believed (a
 *   refund we gave up on after timeouts may have been done after all; decision 913);
 * - FAILED only from 退款中 (a success is never undone by a late failure notice);
 * - PROCESSING: only the provider's refund id and the time it accepted are kept.
 */
export async function settleRefund(db: Db, refund: Refund, n: Pick<RefundNotice, 'state' | 'reason' | 'providerRefundId'>, via: 'answer' | 'query' | 'notice'): Promise<RefundSettlement> {
  return db.transaction().execute(async (trx): Promise<RefundSettlement> => {
    const now = Date.now();
    if (n.state === 'PROCESSING') {
      await trx
        .updateTable('refunds')
        .set((eb) => ({ requested_at: eb.fn.coalesce('requested_at', eb.val(now)), provider_refund_id: eb.fn.coalesce('provider_refund_id', eb.val(n.providerRefundId)), updated_at: now }))
        .where('id', '=', refund.id)
        .where('status', '=', 'processing')
        .execute();
      return 'none';
    }
    const succeeded = n.state === 'SUCCESS';
    const failReason = succeeded ? null : (n.reason?.trim() || '退款被支付渠道拒绝').slice(0, 200);
    const r = await trx
      .updateTable('refunds')
      .set((eb) => ({
        status: succeeded ? 'succeeded' : 'failed',
        fail_reason: failReason,
        provider_refund_id: n.providerRefundId ?? eb.ref('provider_refund_id'),
        requested_at: eb.fn.coalesce('requested_at', eb.val(now)),
        settled_at: now,
        updated_at: now,
      }))
      .where('id', '=', refund.id)
      .where('status', 'in', succeeded ? ['processing', 'failed'] : ['processing'])
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return 'none';
    const local = refund.provider === 'local';
    await writeAudit(trx, {
      actorType: 'system',
      actorId: null,
      action: succeeded ? 'payment.refund.succeeded' : 'payment.refund.failed',
      targetType: 'order',
      targetId: refund.order_id,
      detail: { refundNo: refund.refund_no, orderNo: refund.order_no, provider: refund.provider, amountCents: Number(refund.amount_cents), via, ...(succeeded ? {} : { reason: failReason }) },
    });
    const amount = `${yuan(refund.amount_cents)}元`;
    await notify(
      trx,
      Number(refund.account_user_id),
      succeeded
        ? local
          ? `订单${refund.order_no}的付款${amount}已退款（本地测试收银台：未发生真实资金往来）。`
          : `订单${refund.order_no}的付款${amount}已原路退回，请留意支付账户的到账通知。`
        : `订单${refund.order_no}的付款${amount}退款失败（${failReason}），平台将尽快处理，如有疑问请联系客服。`,
      now,
    );
    return succeeded ? 'succeeded' : 'failed';
  });
}
