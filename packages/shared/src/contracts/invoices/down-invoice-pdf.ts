import { z } from 'zod';
import { INVOICE_MSG } from '../../constants/invoices';

/**
 * POST /api/invoice/downInvoicePdf (orderNo): the application's number (FP…), or the number of an
 * order it covers. Answers a signed link that downloads the issued PDF for a few minutes.
 */
export const ZDownInvoicePdfRequest = z.object({
  orderNo: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: INVOICE_MSG.invoiceNotFound }).regex(/^[A-Z]{2}\d{12,30}$/, { error: INVOICE_MSG.invoiceNotFound }),
  ),
});
export type TDownInvoicePdfRequest = z.input<typeof ZDownInvoicePdfRequest>;

export const ZDownInvoicePdfResponse = z.object({ pdfUrl: z.string(), fileName: z.string() });
export type TDownInvoicePdfResponse = z.infer<typeof ZDownInvoicePdfResponse>;
