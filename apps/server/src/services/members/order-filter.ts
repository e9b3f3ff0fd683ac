import { BUS_TYPE_NAMES, MEMBER_PAY_FILTER, OrderKind, PAY_STATUS_NAMES, type BusType, type PayStatus } from '@evidence/shared/constants';
import type { TMemberOrder } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';

export interface MemberOrderFilter {
  startTime?: string | undefined;
  endTime?: string | undefined;
  payStatus: string;
  busType?: string | undefined;
}

/** A day in China (UTC+8): its first millisecond, and the end-of-day rule (end + 86400 − 1 s, 001 §5). */
export const dayStart = (d: string) => Date.parse(`${d}T00:00:00+08:00`);
export const dayEnd = (d: string) => Date.parse(`${d}T00:00:00+08:00`) + 86_399_999;

/** The consumption orders of one membership, spending its company's balance, filtered (001 §7, §9). */
export function memberOrders(db: Db, companyUserId: number, memberId: number, f: MemberOrderFilter) {
  const pay = MEMBER_PAY_FILTER[f.payStatus] ?? null;
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.actor_user_id')
    .where('o.member_id', '=', memberId)
    .where('o.account_user_id', '=', companyUserId)
    .where('o.kind', '=', OrderKind.consumption)
    .$if(f.startTime !== undefined, (q) => q.where('o.created_at', '>=', dayStart(f.startTime!)))
    .$if(f.endTime !== undefined, (q) => q.where('o.created_at', '<=', dayEnd(f.endTime!)))
    .$if(pay !== null, (q) => q.where('o.pay_status', '=', pay!))
    .$if(f.busType !== undefined, (q) => q.where('o.bus_type', '=', Number(f.busType)));
}

export const ORDER_COLUMNS = ['o.id', 'o.order_no', 'o.created_at', 'o.bus_type', 'o.description', 'o.points_cents', 'o.pay_status', 'u.contact_name', 'u.phone'] as const;

export interface OrderRow {
  order_no: string;
  created_at: number | string;
  bus_type: number | null;
  description: string;
  points_cents: number | string;
  pay_status: number;
  contact_name: string | null;
  phone: string;
}

/** Member order (001 §3). Points are hundredths: shown with 2 decimals. */
export function toMemberOrder(r: OrderRow): TMemberOrder {
  const bus = r.bus_type === null ? undefined : BUS_TYPE_NAMES[r.bus_type as BusType];
  return {
    order_no: r.order_no,
    create_time: Number(r.created_at),
    type_name: bus ?? r.description,
    balance: (Number(r.points_cents) / 100).toFixed(2),
    pay_status: Number(r.pay_status),
    pay_status_name: PAY_STATUS_NAMES[Number(r.pay_status) as PayStatus] ?? '',
    name: r.contact_name ?? '',
    mobile: r.phone,
  };
}
