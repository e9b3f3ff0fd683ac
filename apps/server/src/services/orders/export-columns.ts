import { ORDER_INVOICE_STATUS_NAMES, type OrderInvoiceStatus } from '@evidence/shared/constants';
import type { TOrderItem } from '@evidence/shared/contracts';

/** China Standard Time, as people read the sheet (the platform's users are in UTC+8). */
export function chinaTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}

interface Column {
  header: string;
  key: string;
  width: number;
  value: (o: TOrderItem) => string | number;
}

const invoiceText = (o: TOrderItem) => (o.invoiceable || o.invoiceStatus !== 0 ? ORDER_INVOICE_STATUS_NAMES[o.invoiceStatus as OrderInvoiceStatus] : '-');

/** The sheet's columns per tab: what the page shows, amounts as numbers so the sheet can sum them. */
export const EXPORT_COLUMNS: Record<'recharge' | 'consumption', Column[]> = {
  recharge: [
    { header: '订单号', key: 'order_no', width: 28, value: (o) => o.order_no },
    { header: '创建时间（北京时间）', key: 'create_time', width: 22, value: (o) => chinaTime(o.create_time) },
    { header: '订单描述', key: 'desc', width: 30, value: (o) => o.desc },
    { header: '金额（元）', key: 'balance', width: 14, value: (o) => o.balance },
    { header: '积分', key: 'points', width: 14, value: (o) => o.points },
    { header: '支付方式', key: 'payType', width: 12, value: (o) => o.payType },
    { header: '支付状态', key: 'pay_status_name', width: 12, value: (o) => o.pay_status_name },
    { header: '发票状态', key: 'invoice', width: 12, value: invoiceText },
    { header: '来源', key: 'origin', width: 8, value: (o) => (o.origin === 1 ? 'APP' : '网页') },
  ],
  consumption: [
    { header: '订单号', key: 'order_no', width: 28, value: (o) => o.order_no },
    { header: '创建时间（北京时间）', key: 'create_time', width: 22, value: (o) => chinaTime(o.create_time) },
    { header: '业务类型', key: 'type_name', width: 14, value: (o) => o.type_name },
    { header: '订单描述', key: 'desc', width: 30, value: (o) => o.desc },
    { header: '消耗积分', key: 'balance', width: 14, value: (o) => o.balance },
    { header: '支付状态', key: 'pay_status_name', width: 12, value: (o) => o.pay_status_name },
    { header: '姓名', key: 'name', width: 20, value: (o) => o.name },
    { header: '手机号', key: 'mobile', width: 14, value: (o) => o.mobile },
  ],
};
