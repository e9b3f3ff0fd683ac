import { NotaryStatus, SignIntentStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { NotaryOrder } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { OPEN_STATUSES } from '../../intent/create-qr-intent';
import { notify } from '../../notifications/notify';
import { checkRecord, type RecordCheck } from '../decode/check-record';
import { refundEndedOrder } from './refund';

/**
 * deCode's check of every original of an order, again (decision 286): the certificate states the bytes
 * the applicant preserved, so just before it is made each original is re-read from the BlobStore and held
 * to its ledger leaf and the latest checkpoint. Each item's result is recorded; the problems are returned.
 */
export async function recheckOriginals(ctx: AppContext, order: NotaryOrder, signal: AbortSignal): Promise<string[]> {
  const items = await ctx.db.selectFrom('notary_order_items').select(['id', 'evidence_id']).where('notary_order_id', '=', order.id).orderBy('position').execute();
  const problems: string[] = [];
  for (const item of items) {
    const check: RecordCheck = await checkRecord(ctx, Number(item.evidence_id), signal);
    await ctx.db.updateTable('notary_order_items').set({ check_result: check.result, checked_at: Date.now() }).where('id', '=', item.id).execute();
    if (check.result !== 'ok') problems.push(check.reason ?? '原始文件核验未通过');
  }
  return problems;
}

/**
 * An original changed or gone after deCode: no certificate can state it. The order ends 出证失败 while it
 * is being issued (conditional on that, so it ends once), the whole fee is refunded by the office's rule
 * (the platform's storage failed, not the applicant), open QR codes stop, the applicant is told why, and
 * the operators see the audit row. A number an earlier attempt of the job drew stays unused (a gap, named
 * in the audit row).
 */
export async function failIssueForOriginals(ctx: AppContext, order: NotaryOrder, operatorId: number, problems: string[]): Promise<boolean> {
  const reason = `出具公证书前复核原始数据未通过：${problems.join('；')}`.slice(0, 500);
  const now = Date.now();
  return ctx.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('notary_orders')
      // back to the stage before 公证书生成中: nothing is being generated any more (second review, finding 1)
      .set({ status: NotaryStatus.failed, office_stage: 'confirmed', ended_by: 'office', end_reason: reason, ended_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('status', '=', NotaryStatus.inProgress)
      .where('office_stage', '=', 'issuing')
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) return false;
    const refund = await refundEndedOrder(trx, order, null);
    await trx.updateTable('sign_intents').set({ status: SignIntentStatus.cancelled }).where('subject_kind', '=', 'notary').where('subject_id', '=', order.id).where('status', 'in', OPEN_STATUSES).execute();
    await writeAudit(trx, { actorType: 'operator', actorId: operatorId, action: 'notary.office.issue.originals-changed', targetType: 'notary_order', targetId: order.id, detail: { orderNo: order.order_no, problems, refundedCents: refund.refundedCents, refundDueCents: refund.refundDueCents, certificateNo: order.certificate_no } });
    const back = refund.refundedCents > 0 ? `已退还${(refund.refundedCents / 100).toFixed(2)}积分至您的账户。` : refund.refundDueCents > 0 ? `您支付的${(refund.refundDueCents / 100).toFixed(2)}元已发起原路退款（退款中），退款结果将另行通知。` : '';
    await notify(trx, Number(order.account_user_id), `您的公证订单${order.order_no}未能出具公证书（出证失败）：${reason}。${back}`, now);
    return true;
  });
}
