import type { TOfficeDecision } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import type { NotaryOrder } from '../../../db/schema';
import { officeStageName } from '../order-view';
import { officeOrder, requireOfficeStage } from './office-order';
import type { OfficeStage } from '@evidence/shared/constants';

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
 * A conditional update moved nothing: someone else decided first. Re-read the order and refuse with its
 * present stage (the same words as a refusal before the work), so the notary sees why.
 */
export async function refuseAsItNowStands(db: Db, orderId: number, stages: readonly OfficeStage[], action: string): Promise<never> {
  const now = await officeOrder(db, orderId);
  requireOfficeStage(now, stages, action);
  // the stage allowed it but the update did not: the order changed under us in a way the stage hides
  throw new Error(`notary order ${orderId}: conditional update moved nothing at stage ${now.office_stage}`);
}
