import { EVIDENCE_MSG, VerifyStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Evidence } from '../../db/schema';
import { refuse } from '../../errors';
import type { Principal } from '../auth/principal';
import { visibleEvidence } from '../evidence/evidence-scope';

/**
 * A record by its evidence number, for the certificate pages: anyone holding the number may read its
 * certificate (000 §1, §6: anonymous visitors open certificate pages). A deleted record answers
 * exactly like a number that does not exist.
 */
export async function recordByNumber(db: Db, evidenceNo: string): Promise<Evidence> {
  const row = await db.selectFrom('evidence').selectAll().where('evidence_no', '=', evidenceNo).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw refuse(EVIDENCE_MSG.notFound);
  return row;
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
