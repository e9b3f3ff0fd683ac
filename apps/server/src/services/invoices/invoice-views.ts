import { INVOICE_STATUS_NAMES, INVOICE_TYPE_NAMES, PAY_TYPE_NAMES, type InvoiceStatus, type InvoiceType, type PayType } from '@evidence/shared/constants';
import { invoiceYuan, type TInvoiceDetail, type TInvoiceListItem, type TInvoiceOrder } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { Invoice } from '../../db/schema';

export const statusName = (s: number) => INVOICE_STATUS_NAMES[s as InvoiceStatus] ?? '未知';
export const typeName = (t: number) => INVOICE_TYPE_NAMES[t as InvoiceType] ?? '未知';

export function listItem(r: Invoice): TInvoiceListItem {
  return {
    id: Number(r.id),
    order_no: r.order_no,
    create_time: Number(r.created_at),
    money: invoiceYuan(Number(r.money_cents)),
    orderCount: Number(r.order_count),
    type: Number(r.type),
    typeName: typeName(Number(r.type)),
    status: statusName(Number(r.status)),
    statusCode: Number(r.status),
    head: r.head,
    check_remark: r.check_remark,
  };
}

/** The orders an application covers, with the money each had when asked. */
export async function invoiceOrders(db: Db, invoiceId: number): Promise<TInvoiceOrder[]> {
  const rows = await db
    .selectFrom('invoice_orders as io')
    .innerJoin('orders as o', 'o.id', 'io.order_id')
    .select(['o.id', 'o.order_no', 'o.created_at', 'o.description', 'o.pay_type', 'io.money_cents'])
    .where('io.invoice_id', '=', invoiceId)
    .orderBy('o.id')
    .execute();
  return rows.map((o) => ({
    id: Number(o.id),
    order_no: o.order_no,
    create_time: Number(o.created_at),
    order_desc: o.description,
    money: invoiceYuan(Number(o.money_cents)),
    pay_type: o.pay_type === null ? null : Number(o.pay_type),
    payTypeName: o.pay_type === null ? '-' : (PAY_TYPE_NAMES[Number(o.pay_type) as PayType] ?? '-'),
  }));
}

export async function detailOf(db: Db, r: Invoice): Promise<TInvoiceDetail> {
  return {
    id: Number(r.id),
    order_no: r.order_no,
    create_time: Number(r.created_at),
    status: Number(r.status),
    statusName: statusName(Number(r.status)),
    check_remark: r.check_remark,
    head: r.head,
    header_type: Number(r.header_type),
    tax_num: r.tax_num,
    type: Number(r.type),
    typeName: typeName(Number(r.type)),
    post_phone_number: r.mobile,
    email: r.email,
    bank_name: r.bank_name,
    account: r.account,
    street: r.street,
    phone_number: r.phone_number,
    remark: r.remark,
    money: invoiceYuan(Number(r.money_cents)),
    orderCount: Number(r.order_count),
    invoice_number: r.invoice_number,
    issued_at: Number(r.status) === 2 && r.decided_at !== null ? Number(r.decided_at) : null,
    decided_at: r.decided_at === null ? null : Number(r.decided_at),
    orderList: await invoiceOrders(db, Number(r.id)),
  };
}
