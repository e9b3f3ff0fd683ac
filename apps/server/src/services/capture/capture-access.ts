import { CAPTURE_MSG } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Capture } from '../../db/schema';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';

/**
 * Who acts on captures: whose they are (and whose points pay), who is at the keyboard, through which
 * membership. The same scope as evidence (evidence-scope.ts): a company's sub-account acts for the company and
 * sees only what it started there; the main account sees all of its company's; an individual its own.
 */
export interface CaptureActor {
  ownerUserId: number;
  actorUserId: number;
  memberId: number | null;
  sub: boolean;
}

export function captureActor(p: UserPrincipal): CaptureActor {
  if (p.role === 'companySub' && p.actingCompanyId !== null) return { ownerUserId: p.actingCompanyId, actorUserId: p.user.id, memberId: p.memberId, sub: true };
  return { ownerUserId: p.user.id, actorUserId: p.user.id, memberId: null, sub: false };
}

/** The actor's undeleted captures: every query by id goes through this, so another account's id finds nothing. */
export function visibleCaptures(db: Db, a: CaptureActor) {
  let q = db.selectFrom('captures').where('captures.deleted_at', 'is', null).where('captures.owner_user_id', '=', a.ownerUserId);
  if (a.sub) q = q.where('captures.creator_user_id', '=', a.actorUserId);
  return q;
}

/** One capture the actor may see, or the one '不存在' refusal for a missing id, another account's and a deleted one. */
export async function loadCapture(db: Db, a: CaptureActor, id: number): Promise<Capture> {
  const row = await visibleCaptures(db, a).selectAll('captures').where('captures.id', '=', id).executeTakeFirst();
  if (!row) throw refuse(CAPTURE_MSG.notFound);
  return row;
}
