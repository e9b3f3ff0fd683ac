import { sql, type SqlBool } from 'kysely';
import { ORDERS, ORDERS_MSG, OrderKind, PayStatus } from '@evidence/shared/constants';
import type { TNotarialListFilters, TNotarialListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { lateRefundsDue, moneyFacts } from '../notary/money-facts';
import { refundLinesOf } from '../payments/refunds/refund-lines';
import { statusName, typeName } from '../notary/order-view';

/** The kind of a notarial order in `orders` (services/notary/apply.ts writes them). */
export const NOTARIAL_KIND = OrderKind.notarial;

/**
 * The notarial orders of the caller's account (001 §7 "Notarial order list"), 10 a page: the money rows
 * services/notary/apply.ts writes (kind 'notarial', `bus_type` the notary type; decisions 151, 241).
 * `money` is the fee in points (`points_cents`): a points payment leaves the row's money at 0, like every
 * points payment. What the tab shows is the money facts (decision 366): the pay state, how it was paid,
 * the amount in the unit paid and any refund, with the notary status of the order's procedure.
 * Sub-accounts do not see notarizations.
 */
export async function getNotarialList(db: Db, p: UserPrincipal, q: TNotarialListFilters): Promise<TNotarialListResponse> {
  if (p.role === 'companySub') throw refuse(ORDERS_MSG.subNotarialRefused);
  const page = q.page ?? 1;
  let base = db.selectFrom('orders as o').leftJoin('notary_orders as n', 'n.order_id', 'o.id').where('o.account_user_id', '=', p.user.id).where(sql<SqlBool>`o.kind = ${NOTARIAL_KIND}`);
  if (q.startTime !== undefined) base = base.where('o.created_at', '>=', q.startTime * 1000);
  if (q.endTime !== undefined) base = base.where('o.created_at', '<', (q.endTime + 1) * 1000);
  if (q.payType === 1) base = base.where('o.pay_status', '!=', PayStatus.paid);
  if (q.payType === 2) base = base.where('o.pay_status', '=', PayStatus.paid);
  if (q.notarialType) base = base.where('o.bus_type', '=', q.notarialType);
  const [rows, total] = await Promise.all([
    base
      .select([
        'o.id',
        'o.order_no',
        'o.created_at',
        'o.points_cents',
        'o.pay_status',
        'o.pay_type',
        'o.money_cents',
        'o.bus_type',
        'n.id as notary_id',
        'n.status',
        'n.fee_cents',
        'n.refunded_cents',
        'n.refund_due_cents',
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(ORDERS.pageSize)
      .offset((page - 1) * ORDERS.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const late = await lateRefundsDue(db, rows.map((r) => ({ moneyId: Number(r.id), notaryId: r.notary_id === null ? null : Number(r.notary_id) })));
  const refunds = await refundLinesOf(db, rows.map((r) => Number(r.id)));
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      orderNo: r.order_no,
      addTime: Number(r.created_at),
      money: Number(r.points_cents) / 100,
      pay: Number(r.pay_status) === PayStatus.paid ? 1 : 0,
      type: Number(r.bus_type ?? 0),
      typeName: typeName(Number(r.bus_type ?? 0)),
      notaryOrderId: r.notary_id === null ? null : Number(r.notary_id),
      notarial: r.status === null ? null : Number(r.status),
      notarialName: r.status === null ? null : statusName(Number(r.status)),
      // the fee is the money row's points when no procedure row is there (never, since apply writes both)
      ...moneyFacts(
        { ...r, fee_cents: r.fee_cents ?? r.points_cents, refunded_cents: r.refunded_cents ?? 0, refund_due_cents: r.refund_due_cents ?? 0 },
        late.get(Number(r.id)),
        refunds.get(Number(r.id)),
      ),
    })),
    count: Number(total.n),
  };
}
