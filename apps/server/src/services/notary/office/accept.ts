import { NotaryStatus } from '@evidence/shared/constants';
import type { TOfficeDecision } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import type { Operator } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { notify } from '../../notifications/notify';
import { notaryDetailPath } from '../applicant-action';
import { documentFactsFor } from '../documents/order-facts';
import { chinaDate } from '../documents/facts';
import { insertDocumentVersions } from '../render-drafts';
import { decisionResult, refuseAsItNowStands } from './decision-result';
import { makeOfficeDocument } from './office-document';
import { officeOrder, requireOfficeStage } from './office-order';

/**
 * 受理 (accept): the notary takes the order (they become its 承办公证员), and a new version of the
 * 受理通知书 states the acceptance date and the notary's name, certified by the office (makeOfficeDocument).
 * The move is conditional on the stage read, so two notaries clicking at once make one acceptance (the
 * other is told the stage).
 */
export async function acceptNotaryOrder(ctx: AppContext, operator: Operator, orderId: number, ip: string | null): Promise<TOfficeDecision> {
  const order = await officeOrder(ctx.db, orderId);
  requireOfficeStage(order, ['submitted'], '受理');
  const now = Date.now();
  const facts = await documentFactsFor(ctx, { ...order, accepted_at: now, notary_name: operator.name });
  const doc = await makeOfficeDocument(ctx, order, 2, facts, { notaryName: operator.name, approvedAt: now });
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('notary_orders')
      .set({ office_stage: 'accepted', accepted_at: now, notary_operator_id: operator.id, notary_name: operator.name, updated_at: now })
      .where('id', '=', order.id)
      .where('step', '=', 'office')
      .where('status', '=', NotaryStatus.inProgress)
      .where('office_stage', '=', 'submitted')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) await refuseAsItNowStands(trx, Number(order.id), ['submitted'], '受理', operator);
    await insertDocumentVersions(trx, Number(order.id), [doc], 'office');
    await writeAudit(trx, { actorType: 'operator', actorId: operator.id, action: 'notary.office.accept', targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no, notary: operator.name, sha256: doc.sha256 } });
    await notify(trx, Number(order.account_user_id), `您的公证订单${order.order_no}已于${chinaDate(now)}由${ctx.config.notary.officeName}受理，承办公证员${operator.name}。公证员询问后，请确认询问笔录并签署。`, now, notaryDetailPath(order.id, order.type));
  });
  return decisionResult({ id: order.id, status: NotaryStatus.inProgress, office_stage: 'accepted' });
}
