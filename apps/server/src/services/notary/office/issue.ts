import { NotaryStatus } from '@evidence/shared/constants';
import type { TOfficeDecision } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import type { Operator } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { enqueueJob } from '../../jobs/enqueue-job';
import { decisionResult, refuseAsItNowStands } from './decision-result';
import { NOTARY_ISSUE_JOB, type NotaryIssuePayload } from './issue-job';
import { officeOrder, requireHandler, requireOfficeStage } from './office-order';

/**
 * 出具公证书 (issue): only once the applicant confirmed the interview record (stage confirmed), by the
 * handling notary. The stage moves confirmed → issuing and the job (notary.issue) is enqueued in one
 * transaction, conditional on the stage read: concurrent clicks make one job and one certificate. While the
 * job runs the applicant's downFile type 6 answers '公证书正在生成中'.
 */
export async function requestIssue(ctx: AppContext, operator: Operator, orderId: number, ip: string | null): Promise<TOfficeDecision> {
  const order = await officeOrder(ctx.db, orderId);
  requireOfficeStage(order, ['confirmed'], '出具公证书');
  requireHandler(order, operator);
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('notary_orders')
      .set({ office_stage: 'issuing', updated_at: Date.now() })
      .where('id', '=', order.id)
      .where('step', '=', 'office')
      .where('status', '=', NotaryStatus.inProgress)
      .where('office_stage', '=', 'confirmed')
      .where('notary_operator_id', '=', operator.id)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) await refuseAsItNowStands(trx, Number(order.id), ['confirmed'], '出具公证书', operator);
    // the approval the office's signature will state: this notary, now (not when the job happens to run)
    const payload: NotaryIssuePayload = { orderId: Number(order.id), operatorId: Number(operator.id), notaryName: operator.name, approvedAt: Date.now() };
    await enqueueJob(trx, { kind: NOTARY_ISSUE_JOB, payload, maxAttempts: 3 });
    await writeAudit(trx, { actorType: 'operator', actorId: operator.id, action: 'notary.office.issue.request', targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no } });
  });
  return decisionResult({ id: order.id, status: NotaryStatus.inProgress, office_stage: 'issuing' });
}
