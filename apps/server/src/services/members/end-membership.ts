import { MemberStatus, RoleValue } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { revokeAllSessions } from '../auth/sessions';

/**
 * Ends a bound membership (3 → 4, irreversible) in the caller's transaction: stop time and reason,
 * the member's chosen role back to personal, and every session of the member's login revoked, so
 * its next request (in any role) answers 408 and the member logs in again. A law-enforcement
 * recorder bound to the member would be freed here: no recorder binding exists yet (the recorder
 * issue adds it and must release it in this function). Answers false when it was no longer bound.
 */
export async function endMembership(
  trx: Db,
  m: { id: number; companyUserId: number; memberUserId: number },
  by: { userId: number; reason: string; revokeSessions: boolean },
  now: number,
): Promise<boolean> {
  const done = await trx
    .updateTable('company_members')
    .set({ status: MemberStatus.stopped, stop_time: now, stop_reason: by.reason, stopped_by: by.userId, updated_at: now })
    .where('id', '=', m.id)
    .where('status', '=', MemberStatus.bound)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable('users')
    .set({ last_role: RoleValue.personal, last_company_id: null, updated_at: now })
    .where('id', '=', m.memberUserId)
    .where('last_company_id', '=', m.companyUserId)
    .execute();
  if (by.revokeSessions) await revokeAllSessions(trx, { type: 'user', id: m.memberUserId });
  return true;
}
