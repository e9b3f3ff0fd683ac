import type { TOfficeDecision } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import { NOTARY_OFFICE_MSG, type OfficeStage } from '@evidence/shared/constants';
import type { NotaryOrder, Operator } from '../../../db/schema';
import { refuse } from '../../../errors';
import { officeStageName } from '../order-view';
import { officeOrder, requireHandler, requireOfficeStage } from './office-order';

/** What a decision answers: the order's status and stage as they now stand, and any refund it made. */
export function decisionResult(order: Pick<NotaryOrder, 'id' | 'status' | 'office_stage'>, refundedCents = 0, refundDueCents = 0): TOfficeDecision {
  return {
    id: Number(order.id),
    notarial: Number(order.status),
    officeStage: order.office_stage,
    officeStageName: officeStageName(order.office_stage),
    refunded: refundedCents / 100,
    refundDue: refundDueCents / 100,
  };
}

/**
 * A conditional update moved nothing: someone else decided first. Re-read the order and refuse with what
 * now stands in the way — its stage, or another notary who took it (the same words as a refusal before
 * the work), so the notary sees why; never a 500.
 */
export async function refuseAsItNowStands(db: Db, orderId: number, stages: readonly OfficeStage[], action: string, operator: Operator): Promise<never> {
  const now = await officeOrder(db, orderId);
  requireOfficeStage(now, stages, action);
  requireHandler(now, operator);
  throw refuse(NOTARY_OFFICE_MSG.changed);
}
