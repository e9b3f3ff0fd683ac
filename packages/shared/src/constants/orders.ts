/**
 * The orders page (001 §2.7, §3, §4, §7 Orders, §9) and its export. Page size and the end-of-day rule
 * are the specification's; the other values are ours (docs/decisions.md 145–).
 */
import { OrderInvoiceStatus, PayStatus, PayType } from './commerce';

export const ORDERS = {
  /** rows per page (001 §9) */
  pageSize: 10,
  /** highest page number accepted */
  pageMax: 100_000,
  /** rows the export reads per database query (keyset batches: never the whole list in memory) */
  exportBatch: 1000,
  keywordMax: 50,
} as const;

/** `type` of the order list: which tab (001 §7 "Recharge/consumption list"). */
export const OrderListType = { recharge: 1, consumption: 2 } as const;
export type OrderListType = (typeof OrderListType)[keyof typeof OrderListType];

/** `isType` of the order list: 1 the page of rows, 2 the `.xlsx` export (001 §7 "Export with isType 2"). */
export const OrderIsType = { list: 1, export: 2 } as const;

/** Labels of an order's invoice status (001 §4: 0 invoiceable, 1 pending, 2 issued, 3 failed). */
export const ORDER_INVOICE_STATUS_NAMES: Record<OrderInvoiceStatus, string> = {
  0: '可开票',
  1: '开票中',
  2: '已开票',
  3: '开票失败',
};

/** The facts of an order that decide whether it can be invoiced. */
export interface InvoiceableFacts {
  kind: string;
  pay_status: number;
  pay_type: number | null;
  invoice_status: number;
}

/**
 * 001 §4: only a paid order whose pay type is not 1 (platform gift) and whose invoice status is 0 or
 * 3 can be selected for an invoice. Only top-ups carry money; a consumption is paid with points
 * already invoiced as their top-up, so it is never invoiceable (decision 149).
 */
export function isInvoiceable(o: InvoiceableFacts): boolean {
  return (
    o.kind === 'recharge' &&
    o.pay_status === PayStatus.paid &&
    o.pay_type !== PayType.gift &&
    (o.invoice_status === OrderInvoiceStatus.none || o.invoice_status === OrderInvoiceStatus.failed)
  );
}

/** Messages of the orders calls: ours, except '暂无数据' (001 §5). */
export const ORDERS_MSG = {
  empty: '暂无数据',
  subRechargeRefused: '子账号只能查看消费记录',
  subKeywordRefused: '子账号不能按关键词搜索订单',
  subExportRefused: '子账号不能导出订单',
  subNotarialRefused: '子账号不能查看公证订单',
  badType: '订单类型格式不正确',
  badIsType: '请求类型格式不正确',
  badPayStatus: '支付状态格式不正确',
  badBusType: '业务类型格式不正确',
  badPayType: '支付方式格式不正确',
  badNotarialType: '公证类型格式不正确',
  badKeyword: '关键词格式不正确',
  keywordTooLong: `关键词不能超过${ORDERS.keywordMax}个字符`,
} as const;
