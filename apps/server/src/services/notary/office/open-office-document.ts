import type { Readable } from 'node:stream';
import type { AppContext } from '../../../context';
import { BlobMissingError } from '../../../providers/blob/blob-store';
import { writeAudit } from '../../audit/write-audit';
import { notaryDocFileName } from '../document-links';

/**
 * The bytes of one document version for a console link: only while the operator it was issued to is still
 * an enabled notary (a link outliving a change of role opens nothing), and only for an order the office
 * holds (step office). Each read is audited with the operator as actor.
 */
export async function openOfficeDocument(ctx: Pick<AppContext, 'db' | 'blobs'>, documentId: number, operatorId: number, ip: string | null): Promise<{ body: Readable; size: number; fileName: string } | null> {
  const operator = await ctx.db.selectFrom('operators').select('id').where('id', '=', operatorId).where('role', '=', 'notary').where('disabled', '=', 0).executeTakeFirst();
  if (!operator) return null;
  const row = await ctx.db
    .selectFrom('notary_documents as d')
    .innerJoin('notary_orders as n', 'n.id', 'd.notary_order_id')
    .select(['d.doc_type', 'd.blob_key', 'd.size', 'd.version', 'n.id as order_id', 'n.order_no'])
    .where('d.id', '=', documentId)
    .where('n.step', '=', 'office')
    .executeTakeFirst();
  if (!row) return null;
  let body: Readable;
  try {
    body = await ctx.blobs.get(row.blob_key);
  } catch (err) {
    if (err instanceof BlobMissingError) return null;
    throw err;
  }
  await writeAudit(ctx.db, { actorType: 'operator', actorId: operatorId, action: 'notary.office.document.read', targetType: 'notary_order', targetId: Number(row.order_id), ip, detail: { docType: Number(row.doc_type), version: Number(row.version) } });
  return { body, size: Number(row.size), fileName: notaryDocFileName(Number(row.doc_type), row.order_no) };
}
