import { CAPTURE_TYPE, OrderKind, PayType, PointsMove, type CaptureKind } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Capture } from '../../db/schema';
import { writeAudit } from '../audit/write-audit';
import { newOrderNo } from '../orders/order-number';
import { movePoints } from '../points/move-points';
import { insertPaidPointsOrder } from '../points/paid-points-order';
import { refundOrderOnce } from '../points/refund-order';
import type { CaptureActor } from './capture-access';

const ORDER_WORDS: Record<CaptureKind, string> = { web: '网页取证', vm: '过程取证', ott: 'OTT取证' };

/**
 * Charges a capture inside the transaction that accepts it: a paid consumption order of the kind's bus type
 * (网页取证 2, 虚拟机取证 9, 电视盒子取证 8 — the order types of 001 §9, so /orders shows them) and its ledger row,
 * like chargePreservation. A recorded session pays for all its reserved minutes here; what it did not use comes
 * back once at confirmation (refundCapture). Too few points throws '积分余额不足…' and the capture rolls back
 * with it. A price of 0 charges nothing.
 */
export async function chargeCapture(trx: Db, capture: Pick<Capture, 'id' | 'capture_no' | 'kind' | 'title'>, a: CaptureActor, cents: number, now: number): Promise<number> {
  if (cents <= 0) return 0;
  const kind = capture.kind as CaptureKind;
  const order = await insertPaidPointsOrder(trx, now, {
    order_no: newOrderNo('consumption', new Date(now)),
    account_user_id: a.ownerUserId,
    actor_user_id: a.actorUserId,
    member_id: a.memberId,
    kind: OrderKind.consumption,
    bus_type: CAPTURE_TYPE[kind],
    description: `${ORDER_WORDS[kind]} ${capture.capture_no}《${capture.title}》`.slice(0, 200),
    points_cents: cents,
    pay_type: PayType.points,
    evidence_id: null,
  });
  const { balanceAfterCents } = await movePoints(trx, { accountUserId: a.ownerUserId, cents, move: PointsMove.consumption, orderId: order.id, actorUserId: a.actorUserId });
  await trx.updateTable('captures').set({ order_id: order.id, charged_cents: cents }).where('id', '=', capture.id).execute();
  await writeAudit(trx, {
    actorType: 'user',
    actorId: a.actorUserId,
    action: 'points.consume',
    targetType: 'order',
    targetId: order.id,
    detail: { orderNo: order.order_no, account: a.ownerUserId, cents, balanceAfterCents, captureId: Number(capture.id) },
  });
  return cents;
}

/**
 * Gives back part or all of a capture's charge, ONCE, inside the transaction that ends the capture: all of it
 * on failure, cancel or abandon; the unused minutes at confirmation. The conditional update claims the refund
 * (refunded_cents 0 → cents, never more than was charged), so a second call or a racing sweep gives nothing,
 * and the unique (order_id, move) index of points_ledger refuses a second refund row anyway. The order's
 * description says so (what /orders → 消费记录 shows). Returns the cents given back (0 when there was nothing).
 */
export async function refundCapture(
  trx: Db,
  capture: Pick<Capture, 'id' | 'owner_user_id' | 'order_id' | 'capture_no'>,
  actorUserId: number | null,
  cents: number | 'all',
  why: string,
): Promise<number> {
  if (capture.order_id === null) return 0;
  if (cents !== 'all' && (!Number.isSafeInteger(cents) || cents <= 0)) return 0;
  return refundOrderOnce(trx, {
    accountUserId: Number(capture.owner_user_id),
    orderId: Number(capture.order_id),
    actorUserId,
    why,
    claim: async () => {
      const claimed = await trx
        .updateTable('captures')
        .set((eb) => ({ refunded_cents: cents === 'all' ? eb.ref('charged_cents') : eb.val(cents), updated_at: Date.now() }))
        .where('id', '=', capture.id)
        .where('refunded_cents', '=', 0)
        .where('charged_cents', '>', 0)
        .where('charged_cents', '>=', cents === 'all' ? 0 : cents)
        .returning('refunded_cents')
        .executeTakeFirst();
      return claimed ? Number(claimed.refunded_cents) : 0;
    },
    detail: { captureId: Number(capture.id), captureNo: capture.capture_no },
  });
}
