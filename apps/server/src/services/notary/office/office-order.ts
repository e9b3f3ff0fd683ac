import { NOTARY_OFFICE_MSG, NotaryStatus, fillMessage, type OfficeStage } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import type { NotaryOrder, Operator } from '../../../db/schema';
import { refuse } from '../../../errors';
import { officeStageName } from '../order-view';

/** An order the office may see: paid and handed over (step office). Anything else answers like a missing one. */
export async function officeOrder(db: Db, orderId: number): Promise<NotaryOrder> {
  const row = await db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).where('step', '=', 'office').executeTakeFirst();
  if (!row) throw refuse(NOTARY_OFFICE_MSG.orderNotFound);
  return row;
}

/**
 * The office keeps its own order of stages (decision 302): a decision is refused unless the order is in
 * progress and at one of the stages it applies to; the refusal names the stage it is at.
 */
export function requireOfficeStage(order: NotaryOrder, stages: readonly OfficeStage[], action: string): void {
  if (Number(order.status) !== NotaryStatus.inProgress) throw refuse(NOTARY_OFFICE_MSG.ended);
  if (!stages.includes(order.office_stage as OfficeStage)) {
    throw refuse(fillMessage(NOTARY_OFFICE_MSG.wrongStage, { stage: officeStageName(order.office_stage) ?? '-', action }), { officeStage: order.office_stage });
  }
}

/** Once accepted, an order is its handling notary's (承办公证员): another notary may read it, not act on it (decision 301). */
export function requireHandler(order: NotaryOrder, operator: Operator): void {
  if (order.notary_operator_id !== null && Number(order.notary_operator_id) !== Number(operator.id)) throw refuse(NOTARY_OFFICE_MSG.notHandler);
}

/** May this operator act on the order now (its handler, or anyone before acceptance)? */
export const isHandler = (order: NotaryOrder, operator: Operator) => order.notary_operator_id === null || Number(order.notary_operator_id) === Number(operator.id);
