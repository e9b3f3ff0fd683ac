import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { NOTARY_DOC_NAMES } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { NotaryOrder } from '../../../db/schema';
import { renderDocument } from '../../signing';
import { NOTARY_DOCUMENTS, type DocumentFacts } from '../documents';
import type { StoredDocument } from '../render-drafts';
import { signAsOffice, type OfficeApproval } from './office-signature';

/**
 * A document the office makes (the accepted 受理通知书, the notary's 询问笔录): rendered from the order's
 * facts, certified by the office (signAsOffice: its own identity, DocMDP P=1, the notary who accepted or
 * recorded it and when in the reason; nothing is stamped: the applicant's box stays empty) and stored. The
 * applicant's second signing renders a new file with their stamp and the platform's signature, so this
 * one is never changed afterwards (decision 722). Only bytes are written here; the caller inserts the
 * version row (stage `office`) in the transaction that moves the order, so a refused decision leaves no row.
 */
export async function makeOfficeDocument(ctx: Pick<AppContext, 'config' | 'blobs' | 'log'>, order: NotaryOrder, type: 2 | 4, facts: DocumentFacts, approval: OfficeApproval): Promise<StoredDocument> {
  const rendered = await renderDocument(NOTARY_DOCUMENTS[type](facts));
  const name = NOTARY_DOC_NAMES[type];
  const pdf = await signAsOffice(ctx, rendered.pdf, approval, `${name}（${order.order_no}）`);
  const blobKey = `notary/${order.order_no.toLowerCase()}/${type}-office-${randomBytes(8).toString('hex')}.pdf`;
  const { size } = await ctx.blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
  return { docType: type, blobKey, size, sha256: createHash('sha256').update(pdf).digest('hex'), sm3: createHash('sm3').update(pdf).digest('hex') };
}
