import { BUS_TYPE_NAMES, isInvoiceable, PAY_STATUS_NAMES, PAY_TYPE_NAMES, type BusType, type PayStatus, type PayType } from '@evidence/shared/constants';
import type { TOrderItem, TRefundLine } from '@evidence/shared/contracts';
import type { OrderRow } from './order-query';

/** Hundredths (of a yuan or a point) → the number with 2 decimals; exact for any stored amount. */
const units = (cents: number | string) => Number(cents) / 100;

/**
 * A database row → the 001 §3 order. `balance` is the money of a top-up (yuan) and the points of a
 * consumption (decision 147). Counts and bigints come as strings from PostgreSQL: Number() them.
 */
export function toOrderItem(r: OrderRow, refunds: TRefundLine[] = []): TOrderItem {
  const payStatus = Number(r.pay_status) as PayStatus;
  const payType = r.pay_type === null ? null : (Number(r.pay_type) as PayType);
  const busType = r.bus_type === null ? null : (Number(r.bus_type) as BusType);
  const invoiceStatus = Number(r.invoice_status);
  const recharge = r.kind === 'recharge';
  return {
    id: Number(r.id),
    order_no: r.order_no,
    create_time: Number(r.created_at),
    desc: r.description,
    balance: units(recharge ? r.money_cents : r.points_cents),
    points: units(r.points_cents),
    pay_status: payStatus,
    pay_status_name: PAY_STATUS_NAMES[payStatus] ?? '-',
    pay_type: payType,
    payType: payType === null ? '-' : (PAY_TYPE_NAMES[payType] ?? '-'),
    origin: Number(r.origin),
    invoiceStatus,
    invoiceable: isInvoiceable({ kind: r.kind, pay_status: payStatus, pay_type: payType, invoice_status: invoiceStatus }),
    bus_type: busType,
    type_name: busType === null ? '' : (BUS_TYPE_NAMES[busType] ?? '-'),
    name: r.company?.trim() || r.contact_name?.trim() || '-',
    mobile: r.phone,
    refunds,
  };
}
