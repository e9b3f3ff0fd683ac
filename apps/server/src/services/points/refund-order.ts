import { PointsMove } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { writeAudit } from '../audit/write-audit';
import { movePoints } from './move-points';

export interface OrderRefund {
  accountUserId: number;
  /** the paid points order the charge was made with */
  orderId: number;
  actorUserId: number | null;
  /** why, as the order's description will say: （<why>，已退还 N 积分） */
  why: string;
  /**
   * Claims the refund by one conditional UPDATE on the charged row (refunded_cents 0 → cents) and answers
   * the cents claimed, or 0 when there was nothing to claim (already refunded, nothing charged). Only the
   * caller knows its table and how much is due; the claim is what makes a second call or a racing sweep
   * give nothing.
   */
  claim: () => Promise<number>;
  /** what the audit row names besides account, cents and balance (the capture or the flow) */
  detail: Record<string, unknown>;
}

/**
 * Refunds a points order ONCE, inside the transaction that ends what was charged: claim, move the points
 * back (the unique (order_id, move) index of points_ledger refuses a second refund row anyway), append
 * to the order's description (what /orders → 消费记录 shows) and audit. One place for what captures and
 * e-signing flows used to do in two copies. Returns the cents given back (0 when nothing was claimed).
 */
export async function refundOrderOnce(trx: Db, r: OrderRefund): Promise<number> {
  const given = await r.claim();
  if (given <= 0) return 0;
  const { balanceAfterCents } = await movePoints(trx, { accountUserId: r.accountUserId, cents: given, move: PointsMove.refund, orderId: r.orderId, actorUserId: r.actorUserId });
  const order = await trx.selectFrom('orders').select(['description']).where('id', '=', r.orderId).executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({ description: `${order.description}（${r.why}，已退还 ${given / 100} 积分）`.slice(0, 200), updated_at: Date.now() })
    .where('id', '=', r.orderId)
    .execute();
  await writeAudit(trx, {
    actorType: r.actorUserId === null ? 'system' : 'user',
    actorId: r.actorUserId,
    action: 'points.refund',
    targetType: 'order',
    targetId: r.orderId,
    detail: { account: r.accountUserId, cents: given, balanceAfterCents, ...r.detail },
  });
  return given;
}
