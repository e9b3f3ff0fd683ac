import type { Readable } from 'node:stream';
import { NotaryDocType, NotaryStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import { findSignatures } from '../signing/find-signatures';

const readAll = async (body: Readable) => Buffer.concat(await body.toArray());

/** The bytes a signature covers: its two byte ranges (the /Contents value between them is not signed). */
function signedBytes(file: Buffer, [a, b, c, d]: [number, number, number, number]): Buffer {
  return Buffer.concat([file.subarray(a, a + b), file.subarray(c, c + d)]);
}

/**
 * Whether a file whose hash is no issued certificate's is still one of them with only its unsigned
 * bytes changed (the zero padding of /Contents, the embedded time-stamp token): its signature then stays
 * valid, so without this it was called an intact "other document" of ours (issue 23 item 5b). Such an
 * edit keeps the length, so only issued certificate files (any version) of the same size are compared,
 * by the bytes their signature covers at the same byte range.
 */
export async function isChangedCopyOfIssued(ctx: Pick<AppContext, 'db' | 'blobs'>, bytes: Buffer): Promise<boolean> {
  const ranges = findSignatures(bytes).found.map((s) => s.byteRange);
  if (ranges.length === 0) return false;
  const rows = await ctx.db
    .selectFrom('notary_orders')
    .innerJoin('notary_documents', 'notary_documents.notary_order_id', 'notary_orders.id')
    .select(['notary_documents.blob_key'])
    .where('notary_orders.status', '=', NotaryStatus.succeeded)
    .where('notary_orders.issued_at', 'is not', null)
    .where('notary_documents.doc_type', '=', NotaryDocType.certificate)
    .where('notary_documents.size', '=', bytes.length)
    .execute();
  for (const row of rows) {
    const issued = await readAll(await ctx.blobs.get(row.blob_key));
    // the very file of an earlier version is no changed copy (decided elsewhere: not the certificate now)
    if (issued.length !== bytes.length || issued.equals(bytes)) continue;
    if (ranges.some((r) => signedBytes(issued, r).equals(signedBytes(bytes, r)))) return true;
  }
  return false;
}
