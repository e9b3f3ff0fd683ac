/**
 * What the orders page shows, as plain functions (unit-tested): filter options of 001 §9, the invoice
 * status labels of 001 §4 and the link to the make-out-invoice page with the selected orders.
 */
import { BUS_TYPE_NAMES, ORDER_INVOICE_STATUS_NAMES, PAY_STATUS_NAMES, PayStatus, type OrderInvoiceStatus } from '@evidence/shared/constants';

interface Option {
  value: number;
  label: string;
}

/** 001 §9 recharge pay filter: 1 pending, 2 paid, 4 cancelled, 3 failed (0: all). */
export const RECHARGE_STATUS_OPTIONS: Option[] = [
  { value: 0, label: '全部' },
  ...[PayStatus.pending, PayStatus.paid, PayStatus.cancelled, PayStatus.failed].map((v) => ({ value: v, label: PAY_STATUS_NAMES[v] })),
];

/** Consumption status filter: the member-order values of 001 §9 (all, pending, paid, cancelled). */
export const CONSUMPTION_STATUS_OPTIONS: Option[] = [
  { value: 0, label: '全部' },
  ...[PayStatus.pending, PayStatus.paid, PayStatus.cancelled].map((v) => ({ value: v, label: PAY_STATUS_NAMES[v] })),
];

/** 001 §9 order type filter: data preservation 5, web evidence 2, virtual machine 9, TV box 8, phone app 10. */
export const BUS_TYPE_OPTIONS: Option[] = [{ value: 0, label: '全部' }, ...([5, 2, 9, 8, 10, 11] as const).map((v) => ({ value: v, label: BUS_TYPE_NAMES[v] }))];

/** An order's invoice label: 0 shows 可开票 only when the order really can be invoiced, else '-'. */
export function invoiceLabel(o: { invoiceStatus: number; invoiceable: boolean }): string {
  if (o.invoiceStatus === 0 && !o.invoiceable) return '-';
  return ORDER_INVOICE_STATUS_NAMES[o.invoiceStatus as OrderInvoiceStatus] ?? '-';
}

/** The sum of the selected top-ups in yuan, exact to the cent ('300.00'). */
export function selectedTotal(rows: readonly { balance: number }[]): string {
  const cents = rows.reduce((sum, r) => sum + Math.round(r.balance * 100), 0);
  return (cents / 100).toFixed(2);
}

/** /orders/makeOutInvoice?ids=[…]&money=… (001 §2.1: ids as a JSON list, money the total). */
export function makeOutInvoiceUrl(rows: readonly { id: number; balance: number }[]): string {
  const q = new URLSearchParams({ ids: JSON.stringify(rows.map((r) => r.id)), money: selectedTotal(rows) });
  return `/orders/makeOutInvoice?${q.toString()}`;
}

/** /buyCredits?orderNo=… — 继续支付 of a pending top-up (the page is the payments slice's). */
export function continuePayUrl(orderNo: string): string {
  return `/buyCredits?orderNo=${encodeURIComponent(orderNo)}`;
}
