import type { Db } from '../../db/connect';
import type { UserPrincipal } from '../auth/principal';
import { evidenceOwnerId } from '../evidence/evidence-scope';

/**
 * The scope of visibleEvidence (services/evidence/evidence-scope.ts) as plain values, so a ZIP
 * selection made by a logged-in caller can be fetched later through its signed URL alone (a browser
 * download sends no bearer token) and still sees exactly what the caller saw when selecting.
 */
export interface DownloadScope {
  ownerUserId: number;
  /** a sub-account sees only what it created */
  creatorUserId: number | null;
}

export function scopeOf(p: UserPrincipal): DownloadScope {
  return { ownerUserId: evidenceOwnerId(p), creatorUserId: p.role === 'companySub' ? p.user.id : null };
}

/** The same rows as visibleEvidence(db, p) for the principal the scope was taken from. */
export function scopedEvidence(db: Db, scope: DownloadScope) {
  let q = db.selectFrom('evidence').where('evidence.deleted_at', 'is', null).where('evidence.owner_user_id', '=', scope.ownerUserId);
  if (scope.creatorUserId !== null) q = q.where('evidence.creator_user_id', '=', scope.creatorUserId);
  return q;
}
