import { MEMBER_MSG, MemberStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { companyMember, requireVerifiedCompany } from './member-rows';

/** POST /api/companyMember/del: only a pending or rejected membership (status 2); a bound one is disabled instead. */
export async function deleteMember(ctx: AppContext, company: User, memberId: number, ip: string | null): Promise<void> {
  requireVerifiedCompany(company);
  const row = await companyMember(ctx.db, company.id, memberId);
  if (Number(row.status) !== MemberStatus.pending) throw refuse(MEMBER_MSG.onlyPendingDelete);
  await ctx.db.transaction().execute(async (trx) => {
    const done = await trx.deleteFrom('company_members').where('id', '=', memberId).where('company_user_id', '=', company.id).where('status', '=', MemberStatus.pending).executeTakeFirst();
    if (Number(done.numDeletedRows) !== 1) throw refuse(MEMBER_MSG.onlyPendingDelete);
    await writeAudit(trx, { actorType: 'user', actorId: company.id, action: 'member.delete', targetType: 'member', targetId: memberId, ip, detail: { memberUserId: Number(row.member_user_id) } });
  });
}
