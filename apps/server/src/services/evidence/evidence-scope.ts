import type { Db } from '../../db/connect';
import type { UserPrincipal } from '../auth/principal';

/**
 * Whose evidence a caller works with (000 §6, 001 §2.6): a sub-account (role '2') acts for its
 * company and sees only what it created there; a company main account sees everything of its
 * company, its members' uploads included; an individual sees its own.
 */
export function evidenceOwnerId(p: UserPrincipal): number {
  return p.role === 'companySub' && p.actingCompanyId !== null ? p.actingCompanyId : p.user.id;
}

/**
 * visibleEvidence's scope as values, for the tables that carry a record's owner and creator (the
 * keyword-search tables): the owner, and the creator for a sub-account.
 */
export function evidenceScope(p: UserPrincipal): { owner: number; creator: number | null } {
  return { owner: evidenceOwnerId(p), creator: p.role === 'companySub' ? p.user.id : null };
}

/**
 * The caller's visible, undeleted evidence rows. Every query by id goes through this, so another
 * tenant's id finds nothing and answers exactly like a missing one.
 */
export function visibleEvidence(db: Db, p: UserPrincipal) {
  let q = db.selectFrom('evidence').where('evidence.deleted_at', 'is', null).where('evidence.owner_user_id', '=', evidenceOwnerId(p));
  if (p.role === 'companySub') q = q.where('evidence.creator_user_id', '=', p.user.id);
  return q;
}
