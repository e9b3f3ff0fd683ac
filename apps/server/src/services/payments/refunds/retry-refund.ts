import { REFUND_MSG } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { enqueueJob } from '../../jobs/enqueue-job';
import { PAYMENT_REFUND_JOB, REFUND_JOB_ATTEMPTS, refundJobKey } from './create-refund';

/**
 * An operator asks again for a refund that failed (after, say, the merchant account was topped up): 退款失败
 * → 退款中 with the next round, a new job for that round, audited `payment.refund.retry` — conditional, so
 * two clicks make one round. The refund number stays: the provider takes it as the same refund (WeChat and
 * Alipay both ask for the original number when a refund is asked again; decision 914).
 */
export async function retryRefund(db: Db, refundId: number, operatorId: number, ip: string | null): Promise<{ round: number }> {
  return db.transaction().execute(async (trx) => {
    const refund = await trx.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
    if (!refund) throw refuse(REFUND_MSG.notFound);
    const round = Number(refund.round) + 1;
    const r = await trx
      .updateTable('refunds')
      .set({ status: 'processing', round, fail_reason: null, settled_at: null, requested_at: null, updated_at: Date.now() })
      .where('id', '=', refund.id)
      .where('status', '=', 'failed')
      .where('round', '=', Number(refund.round))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw refuse(REFUND_MSG.notRetryable);
    await enqueueJob(trx, { kind: PAYMENT_REFUND_JOB, payload: { refundId: Number(refund.id) }, dedupeKey: refundJobKey(Number(refund.id), round), maxAttempts: REFUND_JOB_ATTEMPTS });
    await writeAudit(trx, { actorType: 'operator', actorId: operatorId, action: 'payment.refund.retry', targetType: 'order', targetId: refund.order_id, ip, detail: { refundNo: refund.refund_no, orderNo: refund.order_no, round, lastReason: refund.fail_reason } });
    return { round };
  });
}
