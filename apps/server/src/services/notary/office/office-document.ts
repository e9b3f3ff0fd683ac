import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { NOTARY_DOC_NAMES } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { NotaryOrder } from '../../../db/schema';
import { renderDocument, signPdf } from '../../signing';
import { NOTARY_DOCUMENTS, type DocumentFacts } from '../documents';
import type { StoredDocument } from '../render-drafts';
import { platformSigner } from '../sign/signer-deps';

/**
 * A document the office makes (the accepted 受理通知书, the notary's 询问笔录): rendered from the order's
 * facts, given one platform PAdES signature (nothing is stamped: the applicant's box stays empty until the
 * second signing) and stored. Only bytes are written here; the caller inserts the version row (stage
 * `office`) in the transaction that moves the order, so a refused decision leaves no row.
 */
export async function makeOfficeDocument(ctx: Pick<AppContext, 'config' | 'blobs' | 'log'>, order: NotaryOrder, type: 2 | 4, facts: DocumentFacts): Promise<StoredDocument> {
  const rendered = await renderDocument(NOTARY_DOCUMENTS[type](facts));
  const name = NOTARY_DOC_NAMES[type];
  const pdf = await signPdf(platformSigner(ctx), rendered.pdf, { reason: `${name}（${order.order_no}）公证处出具`, location: ctx.config.notary.officeName, signerName: ctx.config.siteName });
  const blobKey = `notary/${order.order_no.toLowerCase()}/${type}-office-${randomBytes(8).toString('hex')}.pdf`;
  const { size } = await ctx.blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
  return { docType: type, blobKey, size, sha256: createHash('sha256').update(pdf).digest('hex'), sm3: createHash('sm3').update(pdf).digest('hex') };
}
