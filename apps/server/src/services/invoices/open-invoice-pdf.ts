import type { Readable } from 'node:stream';
import { InvoiceStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { BlobStore } from '../../providers/blob/blob-store';
import { writeAudit } from '../audit/write-audit';

/**
 * The stored PDF of an issued invoice for a checked token: the owner's token opens only the owner's
 * invoice (re-checked here: the invoice still belongs to the account the link was made for), an
 * operator's any issued one. Null when there is nothing to give. The download is audited.
 */
export async function openInvoicePdf(
  db: Db,
  blobs: BlobStore,
  grant: { invoiceId: number; userId: number; via: 'owner' | 'operator' },
  ip: string | null,
): Promise<{ body: Readable; size: number; fileName: string } | null> {
  const inv = await db.selectFrom('invoices').select(['id', 'user_id', 'status', 'pdf_blob_key', 'invoice_number']).where('id', '=', grant.invoiceId).executeTakeFirst();
  if (!inv || Number(inv.status) !== InvoiceStatus.issued || !inv.pdf_blob_key) return null;
  if (grant.via === 'owner' && Number(inv.user_id) !== grant.userId) return null;
  const stat = await blobs.stat(inv.pdf_blob_key);
  if (!stat) return null;
  const body = await blobs.get(inv.pdf_blob_key);
  await writeAudit(db, {
    actorType: grant.via === 'owner' ? 'user' : 'operator',
    actorId: grant.userId,
    action: 'invoice.download',
    targetType: 'invoice',
    targetId: Number(inv.id),
    ip,
  });
  return { body, size: stat.size, fileName: `电子发票_${inv.invoice_number ?? inv.id}.pdf` };
}
