import { sql, type SqlBool } from 'kysely';
import { ORDERS, ORDERS_MSG, OrderKind, PayStatus } from '@evidence/shared/constants';
import type { TNotarialListFilters, TNotarialListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';

/** The kind of a notarial order in `orders` (services/notary/apply.ts writes them). */
export const NOTARIAL_KIND = OrderKind.notarial;

/**
 * The notarial orders of the caller's account (001 §7 "Notarial order list"), 10 a page: the money rows
 * services/notary/apply.ts writes (kind 'notarial', `bus_type` the notary type; decisions 151, 241).
 * `money` is the fee in points (`points_cents`): a points payment leaves the row's money at 0, like every
 * points payment, and the tab shows what the order cost. Sub-accounts do not see notarizations.
 */
export async function getNotarialList(db: Db, p: UserPrincipal, q: TNotarialListFilters): Promise<TNotarialListResponse> {
  if (p.role === 'companySub') throw refuse(ORDERS_MSG.subNotarialRefused);
  const page = q.page ?? 1;
  let base = db.selectFrom('orders as o').where('o.account_user_id', '=', p.user.id).where(sql<SqlBool>`o.kind = ${NOTARIAL_KIND}`);
  if (q.startTime !== undefined) base = base.where('o.created_at', '>=', q.startTime * 1000);
  if (q.endTime !== undefined) base = base.where('o.created_at', '<', (q.endTime + 1) * 1000);
  if (q.payType === 1) base = base.where('o.pay_status', '!=', PayStatus.paid);
  if (q.payType === 2) base = base.where('o.pay_status', '=', PayStatus.paid);
  if (q.notarialType) base = base.where('o.bus_type', '=', q.notarialType);
  const [rows, total] = await Promise.all([
    base
      .select(['o.id', 'o.order_no', 'o.created_at', 'o.points_cents', 'o.pay_status', 'o.bus_type'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(ORDERS.pageSize)
      .offset((page - 1) * ORDERS.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      orderNo: r.order_no,
      addTime: Number(r.created_at),
      money: Number(r.points_cents) / 100,
      pay: Number(r.pay_status) === PayStatus.paid ? 1 : 0,
      type: Number(r.bus_type ?? 0),
    })),
    count: Number(total.n),
  };
}
