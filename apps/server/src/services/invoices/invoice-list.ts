import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TInvoiceListFilter, TInvoiceListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { listItem } from './invoice-views';

/**
 * POST /api/invoice/invoiceList: the caller's applications, newest first, 10 a page. startTime and
 * endTime are unix seconds on the application's time; endTime names the last second included.
 */
export async function invoiceList(db: Db, userId: number, f: TInvoiceListFilter): Promise<TInvoiceListResponse> {
  let base = db.selectFrom('invoices').where('user_id', '=', userId);
  if (f.startTime !== undefined) base = base.where('created_at', '>=', f.startTime * 1000);
  if (f.endTime !== undefined) base = base.where('created_at', '<', (f.endTime + 1) * 1000);
  if (f.status !== undefined) base = base.where('status', '=', f.status);
  const page = f.page ?? 1;
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(listItem), count: Number(total.n) };
}
