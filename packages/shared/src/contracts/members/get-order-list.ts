import { z } from 'zod';
import { zPageQuery } from '../common/envelope';
import { zMemberId, zOptionalDay } from './fields';

const zPayFilter = z.preprocess((v) => (v === '' || v === undefined || v === null ? '0' : typeof v === 'number' ? String(v) : v), z.enum(['0', '1', '2', '3'], { error: '订单状态不正确' }));
const zBusFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
  z.enum(['2', '5', '8', '9', '10', '11'], { error: '订单类型不正确' }).optional(),
);

/** The filters of the member's consumption (001 §7, §9): startTime, endTime (days, end inclusive), payStatus 0–3, busType. */
export const ZMemberOrderFilter = z.object({ member_id: zMemberId, startTime: zOptionalDay, endTime: zOptionalDay, payStatus: zPayFilter, busType: zBusFilter });
export type TMemberOrderFilter = z.input<typeof ZMemberOrderFilter>;

/** GET /api/companyMember/getOrderList: the filters and page → data.data and count. */
export const ZMemberOrderListRequest = ZMemberOrderFilter.extend(zPageQuery.shape);
export type TMemberOrderListRequest = z.input<typeof ZMemberOrderListRequest>;

/** Member order (001 §3): order_no, create_time, type_name, balance (points), pay_status_name, name, mobile. */
export const ZMemberOrder = z.object({
  order_no: z.string(),
  create_time: z.number().int(),
  type_name: z.string(),
  /** points, 2 decimals as a string */
  balance: z.string(),
  pay_status: z.number().int(),
  pay_status_name: z.string(),
  name: z.string(),
  mobile: z.string(),
});
export type TMemberOrder = z.infer<typeof ZMemberOrder>;
export const ZMemberOrderList = z.object({ data: z.array(ZMemberOrder), count: z.number().int() });
export type TMemberOrderList = z.infer<typeof ZMemberOrderList>;
