import { roleOf } from '@evidence/shared/access';
import { RoleValue } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { AccountView } from './get-auth-info';
import { findBoundMembership } from './memberships';

/**
 * The account as it starts after login: in the role chosen last (a sub-account keeps acting for
 * its company while the membership is still bound), else personal.
 */
export async function principalForUser(db: Db, userId: number): Promise<AccountView> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const membership =
    user.last_role === RoleValue.member ? await findBoundMembership(db, user.id, user.last_company_id) : undefined;
  return {
    user,
    role: roleOf({ accountType: user.account_type, actingAsMember: membership !== undefined }) as AccountView['role'],
    actingCompanyId: membership?.company_user_id ?? null,
    memberId: membership?.id ?? null,
  };
}
