import { BusType, OrderKind, PayType, PointsMove } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import type { EsignFlow } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { newOrderNo } from '../../orders/order-number';
import { movePoints } from '../../points/move-points';
import { insertPaidPointsOrder } from '../../points/paid-points-order';
import { refundOrderOnce } from '../../points/refund-order';
import type { FlowActor } from './flow-access';

/**
 * Charges sending a flow inside the send's transaction: a paid consumption order (bus type 11 电子签约, paid
 * with points) and its ledger row, like chargePreservation. Too few points throws '积分余额不足…' and the
 * send rolls back with it: never a sent flow without its charge or the reverse. A price of 0 charges nothing.
 */
export async function chargeFlow(trx: Db, flow: Pick<EsignFlow, 'id' | 'flow_no' | 'title'>, a: FlowActor, priceCents: number, now: number): Promise<number> {
  if (priceCents <= 0) return 0;
  const order = await insertPaidPointsOrder(trx, now, {
    order_no: newOrderNo('consumption', new Date(now)),
    account_user_id: a.ownerUserId,
    actor_user_id: a.actorUserId,
    member_id: a.memberId,
    kind: OrderKind.consumption,
    bus_type: BusType.esign,
    description: `电子签约 ${flow.flow_no}《${flow.title}》`,
    points_cents: priceCents,
    pay_type: PayType.points,
    evidence_id: null,
  });
  const { balanceAfterCents } = await movePoints(trx, { accountUserId: a.ownerUserId, cents: priceCents, move: PointsMove.consumption, orderId: order.id, actorUserId: a.actorUserId });
  await trx.updateTable('esign_flows').set({ order_id: order.id, charged_cents: priceCents }).where('id', '=', flow.id).execute();
  await writeAudit(trx, {
    actorType: 'user',
    actorId: a.actorUserId,
    action: 'points.consume',
    targetType: 'order',
    targetId: order.id,
    detail: { orderNo: order.order_no, account: a.ownerUserId, cents: priceCents, balanceAfterCents, esignFlowId: Number(flow.id) },
  });
  return priceCents;
}

/**
 * Gives a flow's charge back (a revoke, or an expiry, before anyone signed: decision 438), inside the
 * transaction that ends the flow. Twice-safe: the conditional update claims the refund (refunded_cents 0 →
 * charged) so a second revoke or a racing sweep finds nothing to give back, and the unique (order_id, move)
 * index of points_ledger would refuse a second refund row anyway. The order's description says so, which
 * is what /orders → 消费记录 shows.
 */
export async function refundFlow(trx: Db, flow: Pick<EsignFlow, 'id' | 'owner_user_id' | 'order_id' | 'flow_no'>, actorUserId: number | null, why: string): Promise<number> {
  if (flow.order_id === null) return 0;
  return refundOrderOnce(trx, {
    accountUserId: Number(flow.owner_user_id),
    orderId: Number(flow.order_id),
    actorUserId,
    why,
    claim: async () => {
      const claimed = await trx
        .updateTable('esign_flows')
        .set((eb) => ({ refunded_cents: eb.ref('charged_cents') }))
        .where('id', '=', flow.id)
        .where('refunded_cents', '=', 0)
        .where('charged_cents', '>', 0)
        .returning('charged_cents')
        .executeTakeFirst();
      return claimed ? Number(claimed.charged_cents) : 0;
    },
    detail: { esignFlowId: Number(flow.id), flowNo: flow.flow_no },
  });
}
