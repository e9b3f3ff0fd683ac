import { ORDERS } from '@evidence/shared/constants';
import type { TOrderListFilters, TOrderListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { UserPrincipal } from '../auth/principal';
import { ordersQuery, selectOrders } from './order-query';
import { toOrderItem } from './order-row';
import { orderScope } from './order-scope';
import { refundLinesOf } from '../payments/refunds/refund-lines';

/** One page (10 rows, 001 §9) of the caller's top-ups or consumption, with the total count. */
export async function getOrderList(db: Db, p: UserPrincipal, q: TOrderListFilters): Promise<TOrderListResponse> {
  const scope = orderScope(p, q);
  const page = q.page ?? 1;
  const [rows, total] = await Promise.all([
    selectOrders(db, scope, q)
      .limit(ORDERS.pageSize)
      .offset((page - 1) * ORDERS.pageSize)
      .execute(),
    ordersQuery(db, scope, q)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const refunds = await refundLinesOf(db, rows.map((r) => Number(r.id)));
  return { list: rows.map((r) => toOrderItem(r, refunds.get(Number(r.id)))), count: Number(total.n) };
}
