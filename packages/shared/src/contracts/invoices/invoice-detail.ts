import { z } from 'zod';
import { INVOICE_MSG } from '../../constants/invoices';
import { zInvoiceRefId } from './fields';

/** POST /api/invoice/invoiceDetail (id). */
export const ZInvoiceIdRequest = z.object({ id: zInvoiceRefId(INVOICE_MSG.invoiceNotFound) });
export type TInvoiceIdRequest = z.input<typeof ZInvoiceIdRequest>;

/** One order of an application (001 §3). */
export const ZInvoiceOrder = z.object({
  id: z.number().int(),
  order_no: z.string(),
  create_time: z.number().int(),
  order_desc: z.string(),
  money: z.string(),
  pay_type: z.number().int().nullable(),
  payTypeName: z.string(),
});
export type TInvoiceOrder = z.infer<typeof ZInvoiceOrder>;

/** The detail (001 §3): the header as asked, the state, and the orders. */
export const ZInvoiceDetail = z.object({
  id: z.number().int(),
  order_no: z.string(),
  create_time: z.number().int(),
  /** 1 pending, 2 issued, 4 refused */
  status: z.number().int(),
  statusName: z.string(),
  check_remark: z.string().nullable(),
  head: z.string(),
  /** header type: 1 individual / non-enterprise, 2 enterprise */
  header_type: z.number().int(),
  tax_num: z.string(),
  /** invoice type: 1 ordinary e-invoice */
  type: z.number().int(),
  typeName: z.string(),
  post_phone_number: z.string(),
  email: z.string(),
  bank_name: z.string(),
  account: z.string(),
  street: z.string(),
  phone_number: z.string(),
  remark: z.string(),
  money: z.string(),
  orderCount: z.number().int(),
  invoice_number: z.string().nullable(),
  issued_at: z.number().int().nullable(),
  decided_at: z.number().int().nullable(),
  orderList: z.array(ZInvoiceOrder),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;
