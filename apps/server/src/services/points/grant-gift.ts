import { OrderKind, PayType, PointsMove } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { writeAudit } from '../audit/write-audit';
import { newOrderNo } from '../orders/order-number';
import { movePoints } from './move-points';
import { insertPaidPointsOrder } from './paid-points-order';

export const GIFT_DESCRIPTION = { register: '注册赠送积分', demo: '演示账号赠送积分' } as const;

/**
 * A gift of points (平台赠送): a paid order with pay type 1, which is never invoiceable (001 §4),
 * and its 'gift' ledger row, in the caller's transaction. 0 gives nothing.
 */
export async function grantGift(trx: Db, userId: number, cents: number, description: string): Promise<void> {
  if (cents <= 0) return;
  const now = Date.now();
  const order = await insertPaidPointsOrder(trx, now, {
    order_no: newOrderNo('recharge', new Date(now)),
    account_user_id: userId,
    actor_user_id: userId,
    member_id: null,
    kind: OrderKind.recharge,
    bus_type: null,
    description,
    points_cents: cents,
    pay_type: PayType.gift,
    evidence_id: null,
  });
  const { balanceAfterCents } = await movePoints(trx, { accountUserId: userId, cents, move: PointsMove.gift, orderId: order.id, actorUserId: null });
  await writeAudit(trx, { actorType: 'system', actorId: null, action: 'points.gift', targetType: 'order', targetId: order.id, detail: { orderNo: order.order_no, account: userId, cents, balanceAfterCents, description } });
}

/** Whether an account already got a gift (the demo seed gives it once, however often it runs). */
export async function hasGift(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('account_user_id', '=', userId).where('pay_type', '=', PayType.gift).executeTakeFirst();
  return row !== undefined;
}
