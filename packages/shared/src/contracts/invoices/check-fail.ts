import { z } from 'zod';
import { INVOICE_MSG } from '../../constants/invoices';
import { zInvoiceRefId } from './fields';

/**
 * POST /api/invoice/checkFail: `id` is an ORDER id (the orders page asks for the reason an order's
 * invoice failed, 001 §7 "invoice failure reason by id"); `invoiceId` instead names an application.
 */
export const ZCheckFailRequest = z.union([
  z.object({ invoiceId: zInvoiceRefId(INVOICE_MSG.invoiceNotFound) }),
  z.object({ id: zInvoiceRefId(INVOICE_MSG.orderNotFound) }),
], { error: INVOICE_MSG.orderNotFound });
export type TCheckFailRequest = { id?: number | string; invoiceId?: number | string };

export const ZCheckFailResponse = z.object({ checkRemark: z.string(), invoiceId: z.number().int(), order_no: z.string() });
export type TCheckFailResponse = z.infer<typeof ZCheckFailResponse>;
