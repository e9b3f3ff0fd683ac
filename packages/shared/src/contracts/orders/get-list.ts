import { z } from 'zod';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { ORDERS, ORDERS_MSG } from '../../constants/orders';
import { zPage } from '../common/envelope';
import { ZRefundLine } from '../payments/refund-line';
import { optionalFilterText, optionalInt } from '../evidence-list/fields';

/** The latest unix second a filter may name (year 9999). */
const MAX_SECONDS = 253_402_300_799;
const BUS_TYPES = new Set([2, 5, 8, 9, 10, 11]);

/**
 * GET /api/order/getList (001 §7 "Recharge/consumption list"): startTime, endTime (unix seconds;
 * endTime is the last second included — the page sends the end day's 00:00 + 86400 − 1), page,
 * type (1 top-ups, 2 consumption; default 1), isType (1 the page of rows, 2 the `.xlsx` export;
 * default 1), keyword, and the tab filters payStatus (1 待支付, 2 已支付, 3 支付失败, 4 已取消) and
 * busType (001 §9 order type values), named as in the member order list. `v` (cache-busting) is ignored.
 */
export const ZOrderListQuery = z
  .object({
    startTime: optionalInt(EVIDENCE_LIST_MSG.badStartTime, 0, MAX_SECONDS),
    endTime: optionalInt(EVIDENCE_LIST_MSG.badEndTime, 0, MAX_SECONDS),
    page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, ORDERS.pageMax),
    type: optionalInt(ORDERS_MSG.badType, 1, 2),
    isType: optionalInt(ORDERS_MSG.badIsType, 1, 2),
    keyword: optionalFilterText(ORDERS_MSG.badKeyword, ORDERS.keywordMax, ORDERS_MSG.keywordTooLong),
    payStatus: optionalInt(ORDERS_MSG.badPayStatus, 0, 4),
    busType: optionalInt(ORDERS_MSG.badBusType, 0, 11).refine((v) => v === undefined || v === 0 || BUS_TYPES.has(v), { error: ORDERS_MSG.badBusType }),
    v: optionalFilterText(EVIDENCE_LIST_MSG.badV, 32, EVIDENCE_LIST_MSG.badV),
  })
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, { error: EVIDENCE_LIST_MSG.startAfterEnd });
export type TOrderListQuery = z.input<typeof ZOrderListQuery>;
export type TOrderListFilters = z.output<typeof ZOrderListQuery>;

/**
 * One order (001 §3 "Recharge/consumption order"). `balance` is the top-up's money in yuan, or the
 * points a consumption charged (2 decimals, exact: the database keeps hundredths). `points` is what
 * a top-up credits (a consumption: the same as balance).
 */
export const ZOrderItem = z.object({
  id: z.number().int(),
  order_no: z.string(),
  /** milliseconds since the epoch */
  create_time: z.number().int(),
  desc: z.string(),
  balance: z.number(),
  points: z.number(),
  /** PayStatus 1–4 and its 001 §4 label */
  pay_status: z.number().int(),
  pay_status_name: z.string(),
  /** PayType code (1 gift, 2 Alipay, 3 WeChat, 4 points) or null while unpaid; payType is its name */
  pay_type: z.number().int().nullable(),
  payType: z.string(),
  /** 1 an app order (pay it in the app), 0 the web */
  origin: z.number().int(),
  /** 0 invoiceable, 1 pending, 2 issued, 3 failed (001 §4) */
  invoiceStatus: z.number().int(),
  /** whether the order may be selected for an invoice (isInvoiceable) */
  invoiceable: z.boolean(),
  /** consumption: the business type and its name; top-up: null and '' */
  bus_type: z.number().int().nullable(),
  type_name: z.string(),
  /** who made the order: name (verified name, else '-') and phone */
  name: z.string(),
  mobile: z.string(),
  /** a top-up's refunds through the provider (a payment after cancel, a second payment): 退款中 / 已退款 / 退款失败（原因） */
  refunds: z.array(ZRefundLine),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderListResponse = zPage(ZOrderItem);
export type TOrderListResponse = z.infer<typeof ZOrderListResponse>;
