import { BUS_TYPE_NAMES, BusType, COMMERCE_MSG, OrderKind, PayType, PointsMove } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { newOrderNo } from '../orders/order-number';
import { movePoints } from './move-points';
import { insertPaidPointsOrder } from './paid-points-order';

/** What preserving one file costs, and who pays (docs/points-and-payments.md). */
export interface PreservationCharge {
  /** hundredths of a point; 0 charges nothing and writes no order */
  priceCents: number;
  /** whose balance: the record's owner (the company for a sub-account) */
  accountUserId: number;
  /** who uploaded */
  actorUserId: number;
  /** the membership a sub-account acted through, else null */
  memberId: number | null;
  /** the order's business type: 数据存证 unless said (an app upload is 手机APP取证, 001 §9) */
  busType?: BusType;
}

/**
 * Charges a preserved record inside the transaction that writes it: a paid consumption order
 * (数据存证, paid with points) and its ledger row. Too few points throws '积分余额不足…', which
 * rolls the record back with it: there is never a record without its charge or the reverse.
 */
export async function chargePreservation(trx: Db, charge: PreservationCharge, evidence: { id: number; evidenceNo: string }): Promise<void> {
  if (charge.priceCents <= 0) return;
  const now = Date.now();
  const order = await insertPaidPointsOrder(trx, now, {
    order_no: newOrderNo('consumption', new Date(now)),
    account_user_id: charge.accountUserId,
    actor_user_id: charge.actorUserId,
    member_id: charge.memberId,
    kind: OrderKind.consumption,
    bus_type: charge.busType ?? BusType.dataPreservation,
    description: `${BUS_TYPE_NAMES[charge.busType ?? BusType.dataPreservation]} ${evidence.evidenceNo}`,
    points_cents: charge.priceCents,
    pay_type: PayType.points,
    evidence_id: evidence.id,
  });
  const { balanceAfterCents } = await movePoints(trx, { accountUserId: charge.accountUserId, cents: charge.priceCents, move: PointsMove.consumption, orderId: order.id, actorUserId: charge.actorUserId });
  await writeAudit(trx, {
    actorType: 'user',
    actorId: charge.actorUserId,
    action: 'points.consume',
    targetType: 'order',
    targetId: order.id,
    detail: { orderNo: order.order_no, account: charge.accountUserId, cents: charge.priceCents, balanceAfterCents, evidenceId: evidence.id },
  });
}

/** Refuses before an upload starts when the paying balance cannot cover the price. */
export async function assertCanAfford(db: Db, accountUserId: number, priceCents: number): Promise<void> {
  if (priceCents <= 0) return;
  const row = await db.selectFrom('users').select('points_cents').where('id', '=', accountUserId).executeTakeFirst();
  if (!row || Number(row.points_cents) < priceCents) throw refuse(COMMERCE_MSG.pointsInsufficient);
}

/** The membership a sub-account uploads through (its consumption order names it), else null. */
export async function memberIdFor(db: Db, ownerUserId: number, creatorUserId: number): Promise<number | null> {
  if (ownerUserId === creatorUserId) return null;
  const row = await db
    .selectFrom('company_members')
    .select('id')
    .where('company_user_id', '=', ownerUserId)
    .where('member_user_id', '=', creatorUserId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}
