import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { BlobMissingError } from '../../providers/blob/blob-store';
import { writeAudit } from '../audit/write-audit';
import { notaryDocFileName } from './document-links';

/**
 * The bytes of one stored document version for the holder of a link issued to `userId`: only when the
 * document's order still belongs to that account (a link outliving a change of owner opens nothing).
 * Audited as the opening of a link made for that account, from the caller's address.
 */
export async function openNotaryDocument(ctx: Pick<AppContext, 'db' | 'blobs'>, documentId: number, userId: number, ip: string | null): Promise<{ body: Readable; size: number; fileName: string } | null> {
  const row = await ctx.db
    .selectFrom('notary_documents as d')
    .innerJoin('notary_orders as n', 'n.id', 'd.notary_order_id')
    .select(['d.id', 'd.doc_type', 'd.blob_key', 'd.size', 'd.version', 'n.id as order_id', 'n.order_no', 'n.account_user_id'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  if (!row || Number(row.account_user_id) !== userId) return null;
  let body: Readable;
  try {
    body = await ctx.blobs.get(row.blob_key);
  } catch (err) {
    // bytes gone from the store: the route answers 文书文件不存在 (404), never a 500
    if (err instanceof BlobMissingError) return null;
    throw err;
  }
  // A link is a capability (a PDF frame cannot send the bearer token): whoever holds it within its 30
  // minutes opens the file. So the row says what is known — a link made for this account was opened from
  // this address — not that the account read it (review finding 3, decision 287).
  await writeAudit(ctx.db, { actorType: 'anonymous', actorId: null, action: 'notary.document.link-opened', targetType: 'notary_order', targetId: Number(row.order_id), ip, detail: { docType: Number(row.doc_type), version: Number(row.version), linkFor: userId } });
  return { body, size: Number(row.size), fileName: notaryDocFileName(Number(row.doc_type), row.order_no) };
}
