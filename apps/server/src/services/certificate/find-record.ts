import { CERT_MSG, EVIDENCE_MSG, VerifyStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Evidence } from '../../db/schema';
import { refuse } from '../../errors';
import type { Principal } from '../auth/principal';
import { visibleEvidence } from '../evidence/evidence-scope';
import { isShareToken, mustOpenByToken } from '../share/share-link';
import { certificateViewToken } from './view-token';

/**
 * The record a certificate request may open: with a view token, the token must be the number's
 * (checked before the database, so a bad token says nothing about the number); without one, only
 * the owner gets it, and everyone else the same refusal whether the number exists or not.
 */
export async function openCertificate(db: Db, secret: Buffer, p: Principal, q: { baoquan: string; viewToken?: string | undefined }): Promise<{ row: Evidence; rel: Relation; viewToken: string }> {
  // a share token (an ending link, decision 870) is checked in the database; it is 256 random bits, so that says nothing
  if (q.viewToken !== undefined) await mustOpenByToken(db, secret, q.baoquan, q.viewToken);
  const row = await db.selectFrom('evidence').selectAll().where('evidence_no', '=', q.baoquan).where('deleted_at', 'is', null).executeTakeFirst();
  const rel = row ? await relationTo(db, p, row) : { owner: false, isSelf: false };
  if (q.viewToken === undefined && !rel.owner) throw refuse(CERT_MSG.needViewToken);
  if (!row) throw refuse(EVIDENCE_MSG.notFound);
  return { row, rel, viewToken: answeredViewToken(secret, row.evidence_no, rel, q.viewToken) };
}

/**
 * The view token the answer carries (for the PDF, the QR code and further calls): whoever came by an ending share
 * link gets that link's token back, never the certificate's own token that does not end, or the link's end would
 * mean nothing. The owner and holders of the certificate's token get the certificate's token.
 */
function answeredViewToken(secret: Buffer, evidenceNo: string, rel: Relation, given: string | undefined): string {
  if (given !== undefined && isShareToken(given) && !rel.owner) return given;
  return certificateViewToken(secret, evidenceNo);
}

export interface Relation {
  /** the record is in the caller's account scope (visibleEvidence): shown unmasked */
  owner: boolean;
  /** isSelf (000 §6): the owner, logged in and real-name verified; only they get the download button */
  isSelf: boolean;
}

export async function relationTo(db: Db, p: Principal, row: Evidence): Promise<Relation> {
  if (p.kind !== 'user' || p.roleRevoked) return { owner: false, isSelf: false };
  const mine = await visibleEvidence(db, p).select('evidence.id').where('evidence.id', '=', row.id).executeTakeFirst();
  const owner = mine !== undefined;
  return { owner, isSelf: owner && p.user.verify_status === VerifyStatus.verified };
}
