import { InvoiceStatus, INVOICE_MSG, PAGE_SIZE } from '@evidence/shared/constants';
import { invoiceYuan, type TAdminInvoiceDetail, type TAdminInvoiceListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { detailOf, statusName } from './invoice-views';
import { invoicePdfUrl } from './pdf-link';

/** GET /api/admin/invoice/list: pending applications oldest first by default; status 0 all (newest first). */
export async function adminInvoiceList(db: Db, q: { page?: number | undefined; status?: number | undefined }): Promise<TAdminInvoiceListResponse> {
  const status = q.status ?? InvoiceStatus.pending;
  let base = db.selectFrom('invoices as i').innerJoin('users as u', 'u.id', 'i.user_id');
  if (status !== 0) base = base.where('i.status', '=', status);
  const page = q.page ?? 1;
  const oldestFirst = status === InvoiceStatus.pending;
  const [rows, total] = await Promise.all([
    base
      .select(['i.id', 'i.order_no', 'i.created_at', 'i.money_cents', 'i.order_count', 'i.status', 'i.head', 'i.header_type', 'u.company', 'u.contact_name', 'u.phone'])
      .orderBy('i.created_at', oldestFirst ? 'asc' : 'desc')
      .orderBy('i.id', oldestFirst ? 'asc' : 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      order_no: r.order_no,
      create_time: Number(r.created_at),
      money: invoiceYuan(Number(r.money_cents)),
      orderCount: Number(r.order_count),
      status: Number(r.status),
      statusName: statusName(Number(r.status)),
      head: r.head,
      header_type: Number(r.header_type),
      applicant: r.company ?? r.contact_name ?? r.phone,
      phone: r.phone,
    })),
    count: Number(total.n),
  };
}

/** GET /api/admin/invoice/detail: header, orders, applicant; an issued one has a 10-minute PDF link. Audited view. */
export async function adminInvoiceDetail(db: Db, secret: Buffer, operatorId: number, id: number, ip: string | null): Promise<TAdminInvoiceDetail> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw refuse(INVOICE_MSG.invoiceNotFound);
  const user = await db.selectFrom('users').select(['company', 'contact_name', 'phone']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
  await writeAudit(db, { actorType: 'operator', actorId: operatorId, action: 'invoice.view', targetType: 'invoice', targetId: id, ip });
  const issued = Number(row.status) === InvoiceStatus.issued && row.pdf_blob_key !== null;
  return {
    ...(await detailOf(db, row)),
    applicant: user.company ?? user.contact_name ?? user.phone,
    phone: user.phone,
    pdfUrl: issued ? invoicePdfUrl(secret, id, { userId: operatorId, via: 'operator' }) : null,
  };
}
