import { NOTARY_MSG, NotaryStatus, fillMessage, type NotaryStep } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { NotaryOrder } from '../../db/schema';
import { refuse } from '../../errors';
import { stepName } from './order-view';

/** The account's own notarial order; another account's id answers exactly like a missing one. */
export async function ownNotaryOrder(db: Db, accountId: number, orderId: number): Promise<NotaryOrder> {
  const row = await db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).where('account_user_id', '=', accountId).executeTakeFirst();
  if (!row) throw refuse(NOTARY_MSG.orderNotFound);
  return row;
}

/**
 * The server keeps the steps in order (issue 15): a step's call is refused unless the order is in
 * progress and at that step, whatever the page sent. The refusal names the current step so the page
 * can take the applicant there.
 */
export function requireStep(order: NotaryOrder, step: NotaryStep): void {
  if (Number(order.status) !== NotaryStatus.inProgress) throw refuse(NOTARY_MSG.orderEnded);
  if (order.step !== step) throw refuse(fillMessage(NOTARY_MSG.wrongStep, { step: stepName(order.step) }), { step: order.step });
}
