import { sql, type Expression, type SqlBool } from 'kysely';
import type { TOrderListFilters } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { OrderScope } from './order-scope';

/** LIKE pattern of a literal text: its own %, _ and \ are escaped (the query says ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The conditions of a list: scope, created time (endTime's whole last second included), filters, keyword. */
export function orderConditions(scope: OrderScope, q: TOrderListFilters): Expression<SqlBool>[] {
  const out = [sql<SqlBool>`o.account_user_id = ${scope.accountUserId}`, sql<SqlBool>`o.kind = ${scope.kind}`];
  if (scope.memberId !== null) out.push(sql<SqlBool>`o.member_id = ${scope.memberId}`);
  if (q.startTime !== undefined) out.push(sql<SqlBool>`o.created_at >= ${q.startTime * 1000}`);
  if (q.endTime !== undefined) out.push(sql<SqlBool>`o.created_at < ${(q.endTime + 1) * 1000}`);
  if (q.payStatus) out.push(sql<SqlBool>`o.pay_status = ${q.payStatus}`);
  if (q.busType && scope.kind === 'consumption') out.push(sql<SqlBool>`o.bus_type = ${q.busType}`);
  if (q.keyword !== undefined) {
    const like = containsPattern(q.keyword);
    out.push(
      sql<SqlBool>`(o.order_no like ${like} escape '\\' or o.description like ${like} escape '\\' or u.phone like ${like} escape '\\' or u.contact_name like ${like} escape '\\')`,
    );
  }
  return out;
}

const allOf = (c: Expression<SqlBool>[]) => sql<SqlBool>`${sql.join(c, sql` and `)}`;

/** The orders of a list joined with who made them; newest first (ties by id), as pages and the export read them. */
export function ordersQuery(db: Db, scope: OrderScope, q: TOrderListFilters, extra: Expression<SqlBool>[] = []) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.actor_user_id')
    .where(allOf([...orderConditions(scope, q), ...extra]));
}

export const ORDER_COLUMNS = [
  'o.id',
  'o.order_no',
  'o.kind',
  'o.bus_type',
  'o.description',
  'o.money_cents',
  'o.points_cents',
  'o.pay_status',
  'o.pay_type',
  'o.origin',
  'o.invoice_status',
  'o.created_at',
  'u.phone',
  'u.company',
  'u.contact_name',
] as const;

export function selectOrders(db: Db, scope: OrderScope, q: TOrderListFilters, extra: Expression<SqlBool>[] = []) {
  return ordersQuery(db, scope, q, extra).select(ORDER_COLUMNS).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];
