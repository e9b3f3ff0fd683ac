import { MEMBER_MSG } from '@evidence/shared/constants';
import type { TMember } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { signFor } from '../verification/sign-for';
import { companyMember, memberQuery, requireVerifiedCompany, toMember } from './member-rows';

/**
 * /api/companyMember/detail with member_id: a company's main account reads its member; a member
 * acting for the company reads its own membership (the unbind dialog, 000 §7). Others: '成员不存在'.
 */
export async function memberDetail(ctx: AppContext, p: UserPrincipal, memberId: number): Promise<TMember> {
  if (p.role === 'companyMain') {
    requireVerifiedCompany(p.user);
    return toMember(await companyMember(ctx.db, p.user.id, memberId), signFor(ctx), { userId: p.user.id, via: 'owner' });
  }
  if (p.role === 'companySub' && p.memberId === memberId) {
    const row = await memberQuery(ctx.db).where('m.id', '=', memberId).where('m.member_user_id', '=', p.user.id).executeTakeFirst();
    if (row) return toMember(row, signFor(ctx), { userId: p.user.id, via: 'owner' });
  }
  throw refuse(MEMBER_MSG.notFound);
}
