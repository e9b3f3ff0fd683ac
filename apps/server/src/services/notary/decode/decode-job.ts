import { NotaryStatus, PayStatus, SignIntentStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { writeAudit } from '../../audit/write-audit';
import { OPEN_STATUSES } from '../../intent/create-qr-intent';
import type { Job, JobContext } from '../../jobs/job-types';
import { notify } from '../../notifications/notify';
import { noticeLink } from '../applicant-action';
import { checkRecord, type RecordCheck } from './check-record';
import { crashPoint } from '../../jobs/crash-point';

export const NOTARY_DECODE_JOB = 'notary.decode';
export interface NotaryDecodePayload {
  orderId: number;
  actorUserId: number;
}

/**
 * 数据解密 (deCode): every original of the order is read back and checked (check-record.ts), each result
 * written to its item as it comes, with progress. All hold: the order moves to pay. Any changed or missing
 * original ends the order 出证失败 with the records named — never silently (issue 15); nothing was paid yet.
 */
export async function runNotaryDecode(ctx: AppContext, job: Job, jctx: JobContext): Promise<unknown> {
  const payload = job.payload as NotaryDecodePayload;
  const order = await ctx.db.selectFrom('notary_orders').selectAll().where('id', '=', payload.orderId).executeTakeFirst();
  if (!order || order.step !== 'deCode' || Number(order.status) !== NotaryStatus.inProgress) return { skipped: true };
  const items = await ctx.db.selectFrom('notary_order_items').select(['id', 'evidence_id']).where('notary_order_id', '=', order.id).orderBy('position').execute();
  const failures: string[] = [];
  for (const [i, item] of items.entries()) {
    const check: RecordCheck = await checkRecord(ctx, Number(item.evidence_id), jctx.signal);
    await ctx.db.updateTable('notary_order_items').set({ check_result: check.result, checked_at: Date.now() }).where('id', '=', item.id).execute();
    if (check.reason) failures.push(check.reason);
    await jctx.reportProgress(((i + 1) / items.length) * 100, `已核验 ${i + 1}/${items.length} 条存证记录`);
  }
  crashPoint(`${NOTARY_DECODE_JOB}.checked`); // every record checked, the order not moved on yet
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (failures.length === 0) {
      const moved = await trx.updateTable('notary_orders').set({ step: 'pay', decoded_at: now, updated_at: now }).where('id', '=', order.id).where('step', '=', 'deCode').where('status', '=', NotaryStatus.inProgress).executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      await writeAudit(trx, { actorType: 'user', actorId: payload.actorUserId, action: 'notary.decode', targetType: 'notary_order', targetId: order.id, detail: { orderNo: order.order_no, records: items.length } });
      await notify(trx, Number(order.account_user_id), `公证订单${order.order_no}的${items.length}条存证记录已核验一致，请支付公证费用。`, now, noticeLink({ id: order.id, type: order.type, status: order.status, step: 'pay', officeStage: null }));
      return;
    }
    const reason = `数据核验未通过：${failures.slice(0, 5).join('；')}${failures.length > 5 ? `等${failures.length}条` : ''}`.slice(0, 500);
    const ended = await trx
      .updateTable('notary_orders')
      .set({ status: NotaryStatus.failed, ended_by: 'platform', end_reason: reason, ended_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('step', '=', 'deCode')
      .where('status', '=', NotaryStatus.inProgress)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) return;
    await trx.updateTable('orders').set({ pay_status: PayStatus.cancelled, closed_at: now, updated_at: now }).where('id', '=', order.order_id).where('pay_status', '=', PayStatus.pending).execute();
    await trx.updateTable('sign_intents').set({ status: SignIntentStatus.cancelled }).where('subject_kind', '=', 'notary').where('subject_id', '=', order.id).where('status', 'in', OPEN_STATUSES).execute();
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'notary.decode.failed', targetType: 'notary_order', targetId: order.id, detail: { orderNo: order.order_no, failures } });
    await notify(trx, Number(order.account_user_id), `公证订单${order.order_no}出证失败：${reason}。未产生任何费用。`, now);
  });
  return { checked: items.length, failures };
}
