import { InvoiceStatus, INVOICE_MSG, OrderInvoiceStatus } from '@evidence/shared/constants';
import type { TCheckFailResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';

/**
 * POST /api/invoice/checkFail: why an invoice was refused. With `id` (an order id, as the orders page
 * sends) it answers for the order's current failed application (invoice status 3); with `invoiceId`
 * for a refused application. Another account's order or application answers like a missing one.
 */
export async function checkFail(db: Db, userId: number, q: { id?: number; invoiceId?: number }): Promise<TCheckFailResponse> {
  let invoiceId = q.invoiceId;
  if (invoiceId === undefined) {
    const order = await db.selectFrom('orders').select(['invoice_status', 'invoice_id']).where('id', '=', q.id ?? 0).where('account_user_id', '=', userId).executeTakeFirst();
    if (!order) throw refuse(INVOICE_MSG.orderNotFound);
    if (Number(order.invoice_status) !== OrderInvoiceStatus.failed || order.invoice_id === null) throw refuse(INVOICE_MSG.noFailure);
    invoiceId = Number(order.invoice_id);
  }
  const inv = await db.selectFrom('invoices').select(['id', 'order_no', 'status', 'check_remark']).where('id', '=', invoiceId).where('user_id', '=', userId).executeTakeFirst();
  if (!inv) throw refuse(q.invoiceId === undefined ? INVOICE_MSG.orderNotFound : INVOICE_MSG.invoiceNotFound);
  if (Number(inv.status) !== InvoiceStatus.refused) throw refuse(INVOICE_MSG.noFailure);
  return { checkRemark: inv.check_remark ?? '', invoiceId: Number(inv.id), order_no: inv.order_no };
}
