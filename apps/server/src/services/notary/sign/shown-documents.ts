import { NOTARY_MSG } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import { refuse } from '../../../errors';
import type { SigningRound } from './signing-round';

/**
 * The SHA-256 of the current version of each document of a signing round, in the round's order: what
 * orderDetail's links serve now, so what the applicant was shown (issue 23 item 1). A document not yet
 * stored counts as the empty string, which no page can have been shown.
 */
export async function roundDocumentHashes(db: Db, orderId: number, round: SigningRound): Promise<string[]> {
  const rows = await db
    .selectFrom('notary_documents')
    .select(['doc_type', 'sha256', 'version'])
    .where('notary_order_id', '=', orderId)
    .where('doc_type', 'in', [...round.types])
    .orderBy('version', 'desc')
    .execute();
  return round.types.map((t) => rows.find((r) => Number(r.doc_type) === t)?.sha256 ?? '');
}

/** Are two lists of hashes the same documents in the same order? */
export const sameDocuments = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((h, i) => h !== '' && h === b[i]);

/**
 * Refuses '文书已变更，请重新查看后签署' unless `shown` is exactly the round's current documents: the
 * signer saw another version (or sent none), so nothing is signed and nothing changes.
 */
export async function requireShownDocuments(db: Db, orderId: number, round: SigningRound, shown: readonly string[] | undefined): Promise<void> {
  const current = await roundDocumentHashes(db, orderId, round);
  if (!shown || !sameDocuments(shown, current)) throw refuse(NOTARY_MSG.documentChanged);
}

/** The stored form of an intent's bound hashes (sign_intents.document_sha256) and back. */
export const joinHashes = (hashes: readonly string[]) => hashes.join(',');
export const splitHashes = (stored: string | null): string[] => (stored ? stored.split(',') : []);
