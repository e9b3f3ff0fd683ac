import { NOTARY_DOC_NAMES } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { roundDocumentHashes } from './sign/shown-documents';
import { roundOfPurpose } from './sign/signing-round';
import type { CodeTemplate } from '../auth/sms-codes';
import { signSmsTemplate } from './sign/sms-wording';

const orderNoOf = async (db: Db, orderId: number) => (await db.selectFrom('notary_orders').select('order_no').where('id', '=', orderId).executeTakeFirst())?.order_no ?? null;

/**
 * What /signature-code shows of a notarial order before anyone signs: its order number and the names of
 * the documents the handwriting will be stamped into — the documents of the intent's signing round, in
 * the order its bound hashes are (decision 268 for the first, 303 for the second). The phone holds the
 * token, so the order is the intent's own; nothing else of the order (records, identities) is told.
 */
export async function notaryIntentSubject(db: Db, orderId: number, purpose: string): Promise<{ orderNo: string | null; documents: string[] }> {
  const round = roundOfPurpose(purpose);
  return { orderNo: await orderNoOf(db, orderId), documents: round ? round.types.map((t) => NOTARY_DOC_NAMES[t]) : [] };
}

/** The current hashes of the documents of an intent's round; a purpose of no round has none (never signable). */
export async function notaryIntentDocuments(db: Db, orderId: number, purpose: string): Promise<string[]> {
  const round = roundOfPurpose(purpose);
  return round ? roundDocumentHashes(db, orderId, round) : [];
}

/** What the phone's SMS code says it confirms: the SMS way's own words (sms-wording.ts); null when unknown. */
export async function notaryIntentSmsWhat(db: Db, orderId: number, purpose: string): Promise<CodeTemplate | null> {
  const round = roundOfPurpose(purpose);
  const orderNo = await orderNoOf(db, orderId);
  return round && orderNo ? signSmsTemplate(orderNo, round) : null;
}
