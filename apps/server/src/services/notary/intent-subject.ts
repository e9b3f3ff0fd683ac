import { NOTARY_DOC_NAMES } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { FIRST_SIGNING } from './sign/sign-job';
import { roundDocumentHashes } from './sign/shown-documents';
import { roundOf } from './sign/signing-round';

/** What a phone signs for, per purpose of a notarial intent (decision 268: the first signing's documents). */
const DOCUMENTS_BY_PURPOSE: Record<string, readonly number[]> = {
  'notary.sign': FIRST_SIGNING,
};

/**
 * What /signature-code shows of a notarial order before anyone signs: its order number and the names of
 * the documents the handwriting will be stamped into. The phone holds the token, so the order is the
 * intent's own; nothing else of the order (records, identities) is told.
 */
export async function notaryIntentSubject(db: Db, orderId: number, purpose: string): Promise<{ orderNo: string | null; documents: string[] }> {
  const order = await db.selectFrom('notary_orders').select('order_no').where('id', '=', orderId).executeTakeFirst();
  const types = DOCUMENTS_BY_PURPOSE[purpose] ?? [];
  return { orderNo: order?.order_no ?? null, documents: types.map((t) => NOTARY_DOC_NAMES[t as keyof typeof NOTARY_DOC_NAMES]) };
}

/** The current hashes of the documents of an intent's round (notary.interview is the second signing). */
export const notaryIntentDocuments = (db: Db, orderId: number, purpose: string) => roundDocumentHashes(db, orderId, roundOf(purpose === 'notary.interview' ? 2 : 1));
