import { NotaryStatus, SignIntentStatus } from '@evidence/shared/constants';
import type { TOfficeDecision } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import type { Operator } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { OPEN_STATUSES } from '../../intent/create-qr-intent';
import { notify } from '../../notifications/notify';
import { noticeLink } from '../applicant-action';
import { documentFactsFor } from '../documents/order-facts';
import { insertDocumentVersions } from '../render-drafts';
import { notaryInterviewSubject, notarySignSmsPurpose } from '../sign/intent-subjects';
import { decisionResult, refuseAsItNowStands } from './decision-result';
import { makeOfficeDocument } from './office-document';
import { officeOrder, requireHandler, requireOfficeStage } from './office-order';

const STAGES = ['accepted', 'interview'] as const;

/**
 * 询问笔录 (the interview record): the handling notary writes the questions and the applicant's answers;
 * a new version of the record is rendered and certified by the office (makeOfficeDocument), and the
 * order waits for the applicant to confirm it with the signing flow (stage interview). The notary may correct the record until the
 * applicant starts signing; a correction cancels any QR code the applicant opened for the older text, so
 * a phone signature is always given after the newest record was on the screen (decision 304), and voids
 * any SMS code asked for the older text (decision 601).
 */
export async function saveInterview(ctx: AppContext, operator: Operator, orderId: number, items: Array<{ q: string; a: string }>, ip: string | null): Promise<TOfficeDecision> {
  const order = await officeOrder(ctx.db, orderId);
  requireOfficeStage(order, STAGES, '制作询问笔录');
  requireHandler(order, operator);
  const json = JSON.stringify(items.map((x) => ({ q: x.q, a: x.a })));
  const facts = await documentFactsFor(ctx, { ...order, interview_json: json });
  const now = Date.now();
  const doc = await makeOfficeDocument(ctx, order, 4, facts, { notaryName: operator.name, approvedAt: now });
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('notary_orders')
      .set({ office_stage: 'interview', interview_json: json, updated_at: now })
      .where('id', '=', order.id)
      .where('step', '=', 'office')
      .where('status', '=', NotaryStatus.inProgress)
      .where('office_stage', 'in', STAGES)
      .where('notary_operator_id', '=', operator.id)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) await refuseAsItNowStands(trx, Number(order.id), STAGES, '制作询问笔录', operator);
    await insertDocumentVersions(trx, Number(order.id), [doc], 'office');
    const subject = notaryInterviewSubject(Number(order.id));
    await trx.updateTable('sign_intents').set({ status: SignIntentStatus.cancelled }).where('subject_kind', '=', subject.kind).where('subject_id', '=', subject.id).where('purpose', '=', subject.purpose).where('status', 'in', OPEN_STATUSES).execute();
    // and voids any SMS code asked for the older text: a code confirms the record as it was when it was sent
    await trx.updateTable('sms_codes').set({ consumed_at: now }).where('purpose', '=', notarySignSmsPurpose(Number(order.id), 2)).where('consumed_at', 'is', null).execute();
    await writeAudit(trx, { actorType: 'operator', actorId: operator.id, action: 'notary.office.interview', targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no, questions: items.length, sha256: doc.sha256, amended: order.office_stage === 'interview' } });
    await notify(trx, Number(order.account_user_id), `公证员${operator.name}已制作公证订单${order.order_no}的询问笔录，请阅读后在订单中确认签署（签署受理通知书回执和询问笔录）。`, now, noticeLink({ id: order.id, type: order.type, status: NotaryStatus.inProgress, step: 'office', officeStage: 'interview' }));
  });
  return decisionResult({ id: order.id, status: NotaryStatus.inProgress, office_stage: 'interview' });
}
