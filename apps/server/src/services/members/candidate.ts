import { AccountType, MEMBER_MSG, MemberStatus, VerifyStatus } from '@evidence/shared/constants';
import type { TQueryMemberResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';

/**
 * Who may become a member (001 §5): a registered, real-name-verified individual account, not the
 * company itself, not a company account, with no pending or bound membership anywhere (one active
 * membership per person; `exceptMemberId` is the membership being edited).
 */
export async function resolveCandidate(db: Db, companyUserId: number, mobile: string, exceptMemberId?: number): Promise<TQueryMemberResponse> {
  const user = await db.selectFrom('users').select(['id', 'account_type', 'verify_status', 'contact_name']).where('phone', '=', mobile).executeTakeFirst();
  if (!user) throw refuse(MEMBER_MSG.notRegistered);
  if (Number(user.id) === companyUserId) throw refuse(MEMBER_MSG.isSelf);
  if (user.account_type === AccountType.company) throw refuse(MEMBER_MSG.isCompany);
  if (user.account_type !== AccountType.individual || user.verify_status !== VerifyStatus.verified || !user.contact_name) throw refuse(MEMBER_MSG.notVerified);
  let q = db
    .selectFrom('company_members')
    .select(['id', 'company_user_id'])
    .where('member_user_id', '=', user.id)
    .where('status', 'in', [MemberStatus.pending, MemberStatus.bound]);
  if (exceptMemberId !== undefined) q = q.where('id', '!=', exceptMemberId);
  const active = await q.executeTakeFirst();
  if (active) throw refuse(Number(active.company_user_id) === companyUserId ? MEMBER_MSG.alreadyMember : MEMBER_MSG.boundElsewhere);
  return { user_id: Number(user.id), name: user.contact_name };
}
