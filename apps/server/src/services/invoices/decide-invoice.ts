import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { InvoiceStatus, INVOICE_MSG, OrderInvoiceStatus } from '@evidence/shared/constants';
import { invoiceYuan, type TAdminInvoiceDecision } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { Invoice } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { notify } from '../notifications/notify';
import { invoicePdf } from './invoice-pdf';
import { localInvoiceNumber } from './invoice-no';

async function pending(db: Db, id: number): Promise<Invoice> {
  const inv = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  if (!inv) throw refuse(INVOICE_MSG.invoiceNotFound);
  if (Number(inv.status) !== InvoiceStatus.pending) throw refuse(INVOICE_MSG.notPending);
  return inv;
}

/** Moves a pending application on, or refuses: the conditional update lets one of two operators win. */
async function settle(trx: Db, id: number, set: Partial<Invoice>): Promise<void> {
  const r = await trx.updateTable('invoices').set(set).where('id', '=', id).where('status', '=', InvoiceStatus.pending).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw refuse(INVOICE_MSG.notPending);
}

/**
 * 开具: the local test provider makes the PDF (decision 132), it is stored in the BlobStore, then ONE
 * transaction sets the application to 2 (issued), its orders to invoice status 2, tells the user and
 * writes the audit row. If the transaction does not commit the stored PDF is removed again.
 */
export async function issueInvoice(ctx: AppContext, operatorId: number, id: number, ip: string | null): Promise<TAdminInvoiceDecision> {
  const inv = await pending(ctx.db, id);
  const orders = await ctx.db.selectFrom('invoice_orders as io').innerJoin('orders as o', 'o.id', 'io.order_id').select('o.order_no').where('io.invoice_id', '=', id).orderBy('o.id').execute();
  const now = Date.now();
  const number = localInvoiceNumber(id, new Date(now));
  const pdf = await invoicePdf({ invoice: inv, orderNos: orders.map((o) => o.order_no), invoiceNumber: number, issuedAt: now, seller: ctx.config.siteName });
  const key = `invoices/${id}-${randomBytes(8).toString('hex')}.pdf`;
  await ctx.blobs.put(key, Readable.from([Buffer.from(pdf)]), { contentType: 'application/pdf' });
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await settle(trx, id, { status: InvoiceStatus.issued, invoice_number: number, provider: 'local', pdf_blob_key: key, decided_by: operatorId, decided_at: now, updated_at: now });
      await trx.updateTable('orders').set({ invoice_status: OrderInvoiceStatus.issued, updated_at: now }).where('invoice_id', '=', id).where('invoice_status', '=', OrderInvoiceStatus.pending).execute();
      await notify(trx, Number(inv.user_id), `您的发票申请（${inv.order_no}，金额 ¥${invoiceYuan(Number(inv.money_cents))}）已开具，发票号码 ${number}，可在“发票管理”中下载电子发票。`, now);
      await writeAudit(trx, { actorType: 'operator', actorId: operatorId, action: 'invoice.issue', targetType: 'invoice', targetId: id, ip, detail: { invoiceNumber: number, provider: 'local', userId: Number(inv.user_id) } });
    });
  } catch (err) {
    await ctx.blobs.delete(key).catch(() => undefined);
    throw err;
  }
  return { id, status: InvoiceStatus.issued, invoice_number: number };
}

/**
 * 拒绝 with a reason: the application becomes 4 (refused), its orders invoice status 3 so they can be
 * applied for again (their invoice_id keeps pointing here, which is how checkFail finds the reason).
 */
export async function refuseInvoice(ctx: AppContext, operatorId: number, id: number, reason: string, ip: string | null): Promise<TAdminInvoiceDecision> {
  const inv = await pending(ctx.db, id);
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    await settle(trx, id, { status: InvoiceStatus.refused, check_remark: reason, decided_by: operatorId, decided_at: now, updated_at: now });
    await trx.updateTable('orders').set({ invoice_status: OrderInvoiceStatus.failed, updated_at: now }).where('invoice_id', '=', id).where('invoice_status', '=', OrderInvoiceStatus.pending).execute();
    await notify(trx, Number(inv.user_id), `您的发票申请（${inv.order_no}）未通过，原因：${reason}。相关订单可重新申请开票。`, now);
    await writeAudit(trx, { actorType: 'operator', actorId: operatorId, action: 'invoice.refuse', targetType: 'invoice', targetId: id, ip, detail: { userId: Number(inv.user_id) } });
  });
  return { id, status: InvoiceStatus.refused, invoice_number: null };
}
