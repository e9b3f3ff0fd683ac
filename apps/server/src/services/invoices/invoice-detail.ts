import { INVOICE_MSG } from '@evidence/shared/constants';
import type { TInvoiceDetail } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { detailOf } from './invoice-views';

/** POST /api/invoice/invoiceDetail: the caller's own application (another's answers like a missing one). */
export async function invoiceDetail(db: Db, userId: number, id: number): Promise<TInvoiceDetail> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw refuse(INVOICE_MSG.invoiceNotFound);
  return detailOf(db, row);
}
