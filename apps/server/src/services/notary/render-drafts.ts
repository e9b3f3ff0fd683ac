import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import type { NotaryOrder } from '../../db/schema';
import { renderDocument } from '../signing';
import { NOTARY_DOCUMENTS } from './documents';
import { documentFactsFor } from './documents/order-facts';

export interface StoredDocument {
  docType: number;
  blobKey: string;
  size: number;
  sha256: string;
  sm3: string;
}

/**
 * The five documents of an order as they stand (drafts to read before signing): rendered from the saved
 * form and stored in the BlobStore. Only the bytes are written here; the caller inserts their rows in
 * the transaction that moves the order, so a failed step leaves no row (at most unreferenced bytes).
 */
export async function renderDraftDocuments(ctx: Pick<AppContext, 'db' | 'config' | 'blobs'>, order: NotaryOrder): Promise<StoredDocument[]> {
  const facts = await documentFactsFor(ctx, order);
  const out: StoredDocument[] = [];
  for (const [type, spec] of Object.entries(NOTARY_DOCUMENTS)) {
    const pdf = Buffer.from((await renderDocument(spec(facts))).pdf);
    const blobKey = `notary/${order.order_no.toLowerCase()}/${type}-draft-${randomBytes(8).toString('hex')}.pdf`;
    const { size } = await ctx.blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
    out.push({ docType: Number(type), blobKey, size, sha256: createHash('sha256').update(pdf).digest('hex'), sm3: createHash('sm3').update(pdf).digest('hex') });
  }
  return out;
}

/** Inserts stored documents as the next version of each type (inside the caller's transaction), dated `now`. */
export async function insertDocumentVersions(trx: Db, orderId: number, docs: StoredDocument[], stage: 'draft' | 'office' | 'signed', evidenceIds: Record<number, number> = {}, now = Date.now()): Promise<void> {
  for (const d of docs) {
    const last = await trx.selectFrom('notary_documents').select((eb) => eb.fn.max('version').as('v')).where('notary_order_id', '=', orderId).where('doc_type', '=', d.docType).executeTakeFirst();
    await trx
      .insertInto('notary_documents')
      .values({ notary_order_id: orderId, doc_type: d.docType, version: Number(last?.v ?? 0) + 1, stage, blob_key: d.blobKey, size: d.size, sha256: d.sha256, sm3: d.sm3, evidence_id: evidenceIds[d.docType] ?? null, created_at: now })
      .execute();
  }
}
