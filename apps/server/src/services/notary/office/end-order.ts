import { NotaryStatus, SignIntentStatus, type OfficeStage } from '@evidence/shared/constants';
import type { TOfficeDecision } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import type { Operator } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { OPEN_STATUSES } from '../../intent/create-qr-intent';
import { notify } from '../../notifications/notify';
import { decisionResult, refuseAsItNowStands } from './decision-result';
import { officeOrder, requireHandler, requireOfficeStage } from './office-order';
import { refundEndedOrder, type RefundOutcome } from './refund';

/** Every stage before the certificate is being made: the office may end the order there (decision 307). */
const ENDABLE: readonly OfficeStage[] = ['submitted', 'accepted', 'interview', 'confirming', 'confirmed'];

const HOW = {
  terminate: { status: NotaryStatus.terminated, action: '终止办理', audit: 'notary.office.terminate', said: '终止办理' },
  fail: { status: NotaryStatus.failed, action: '确认出证失败', audit: 'notary.office.fail', said: '不予出具公证书（出证失败）' },
} as const;

const yuan = (cents: number) => (cents / 100).toFixed(2);

function refundSentence(r: RefundOutcome): string {
  if (r.refundedCents > 0) return `已退还${yuan(r.refundedCents)}积分至您的账户。`;
  if (r.refundDueCents > 0) return `您支付的${yuan(r.refundDueCents)}元已发起原路退款（退款中），退款结果将另行通知。`;
  return '';
}

/**
 * 终止 (出证终止) or 出证失败, with a reason, at any stage before issue: the order ends (ended_by office),
 * the fee is refunded by the rule of refund.ts, open QR codes stop working, and the applicant is told the
 * reason and the refund — all in one transaction, conditional on the order still being in progress at an
 * endable stage, so two clicks (or a terminate racing an issue) end it at most once and refund once.
 */
export async function endNotaryOrder(ctx: AppContext, operator: Operator, orderId: number, how: keyof typeof HOW, reason: string, ip: string | null): Promise<TOfficeDecision> {
  const h = HOW[how];
  const order = await officeOrder(ctx.db, orderId);
  requireOfficeStage(order, ENDABLE, h.action);
  requireHandler(order, operator);
  const now = Date.now();
  const refund = await ctx.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('notary_orders')
      .set({ status: h.status, ended_by: 'office', end_reason: reason, ended_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('step', '=', 'office')
      .where('status', '=', NotaryStatus.inProgress)
      .where('office_stage', 'in', ENDABLE)
      .where((eb) => eb.or([eb('notary_operator_id', 'is', null), eb('notary_operator_id', '=', operator.id)]))
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) await refuseAsItNowStands(trx, Number(order.id), ENDABLE, h.action, operator);
    const r = await refundEndedOrder(trx, order, null);
    await trx.updateTable('sign_intents').set({ status: SignIntentStatus.cancelled }).where('subject_kind', '=', 'notary').where('subject_id', '=', order.id).where('status', 'in', OPEN_STATUSES).execute();
    await writeAudit(trx, { actorType: 'operator', actorId: operator.id, action: h.audit, targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no, stage: order.office_stage, reason, refundRoute: r.route, refundedCents: r.refundedCents, refundDueCents: r.refundDueCents, refundDue: r.refundDueCents > 0 } });
    await notify(trx, Number(order.account_user_id), `您的公证订单${order.order_no}经${ctx.config.notary.officeName}审查，${h.said}，原因：${reason}。${refundSentence(r)}`, now);
    return r;
  });
  return decisionResult({ id: order.id, status: h.status, office_stage: order.office_stage }, refund.refundedCents, refund.refundDueCents);
}
