import { InvoiceStatus, INVOICE_MSG } from '@evidence/shared/constants';
import type { TDownInvoicePdfResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { invoicePdfUrl } from './pdf-link';

/**
 * POST /api/invoice/downInvoicePdf: `orderNo` is the application's number (FP…) or the number of an
 * order it covers (the orders page knows only those). Answers a signed link to the issued PDF, valid
 * 10 minutes; another account's numbers answer like missing ones.
 */
export async function downInvoicePdf(db: Db, secret: Buffer, userId: number, orderNo: string): Promise<TDownInvoicePdfResponse> {
  let invoiceId: number | null;
  if (orderNo.startsWith('FP')) {
    const inv = await db.selectFrom('invoices').select('id').where('order_no', '=', orderNo).where('user_id', '=', userId).executeTakeFirst();
    invoiceId = inv ? Number(inv.id) : null;
  } else {
    const order = await db.selectFrom('orders').select('invoice_id').where('order_no', '=', orderNo).where('account_user_id', '=', userId).executeTakeFirst();
    invoiceId = order?.invoice_id == null ? null : Number(order.invoice_id);
  }
  if (invoiceId === null) throw refuse(INVOICE_MSG.invoiceNotFound);
  const inv = await db.selectFrom('invoices').select(['id', 'status', 'invoice_number', 'pdf_blob_key']).where('id', '=', invoiceId).where('user_id', '=', userId).executeTakeFirst();
  if (!inv) throw refuse(INVOICE_MSG.invoiceNotFound);
  if (Number(inv.status) !== InvoiceStatus.issued || !inv.pdf_blob_key) throw refuse(INVOICE_MSG.pdfNotReady);
  return { pdfUrl: invoicePdfUrl(secret, Number(inv.id), { userId, via: 'owner' }), fileName: `电子发票_${inv.invoice_number ?? inv.id}.pdf` };
}
