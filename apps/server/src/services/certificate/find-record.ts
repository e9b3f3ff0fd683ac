import { CERT_MSG, EVIDENCE_MSG, VerifyStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Evidence } from '../../db/schema';
import { refuse } from '../../errors';
import type { Principal } from '../auth/principal';
import { visibleEvidence } from '../evidence/evidence-scope';
import { isCertificateViewToken } from './view-token';

/**
 * The record a certificate request may open: with a view token, the token must be the number's
 * (checked before the database, so a bad token says nothing about the number); without one, only
 * the owner gets it, and everyone else the same refusal whether the number exists or not.
 */
export async function openCertificate(db: Db, secret: Buffer, p: Principal, q: { baoquan: string; viewToken?: string | undefined }): Promise<{ row: Evidence; rel: Relation }> {
  if (q.viewToken !== undefined && !isCertificateViewToken(secret, q.baoquan, q.viewToken)) throw refuse(CERT_MSG.badViewToken);
  const row = await db.selectFrom('evidence').selectAll().where('evidence_no', '=', q.baoquan).where('deleted_at', 'is', null).executeTakeFirst();
  const rel = row ? await relationTo(db, p, row) : { owner: false, isSelf: false };
  if (q.viewToken === undefined && !rel.owner) throw refuse(CERT_MSG.needViewToken);
  if (!row) throw refuse(EVIDENCE_MSG.notFound);
  return { row, rel };
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
