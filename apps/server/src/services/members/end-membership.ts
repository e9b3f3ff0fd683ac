import { MemberStatus, RoleValue } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { revokeAllSessions } from '../auth/sessions';
import { writeAudit } from '../audit/write-audit';
import { releaseDeviceOf } from '../devices/device-rows';

/**
 * Ends a bound membership (3 → 4, irreversible) in the caller's transaction: stop time and reason,
 * the member's chosen role back to personal, and every session of the member's login revoked, so
 * its next request (in any role) answers 408 and the member logs in again. A law-enforcement
 * recorder bound to the member is freed with it (001 §4). Answers false when it was no longer bound.
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
  const freed = await releaseDeviceOf(trx, m.id, now);
  if (freed !== null) await writeAudit(trx, { actorType: 'user', actorId: by.userId, action: 'bwc.device.release', targetType: 'bwc_device', targetId: freed, detail: { memberId: m.id, reason: by.reason } });
  return true;
}
