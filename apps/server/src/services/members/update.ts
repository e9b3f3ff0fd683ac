import { MEMBER_MSG, MemberStatus } from '@evidence/shared/constants';
import type { TMemberIdResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { notify } from '../notifications/notify';
import { checkMemberForm, type MemberForm } from './add';
import { companyMember, isUniqueViolation } from './member-rows';

/**
 * POST /api/companyMember/update: a pending or rejected membership (status 2) gets a new letter (and
 * possibly another person, with that person's code) and goes back to 待审核 for the operator.
 */
export async function updateMember(ctx: AppContext, company: User, memberId: number, f: MemberForm, ip: string | null): Promise<TMemberIdResponse> {
  const current = await companyMember(ctx.db, company.id, memberId);
  if (Number(current.status) !== MemberStatus.pending) throw refuse(MEMBER_MSG.onlyPendingEdit);
  const who = await checkMemberForm(ctx, company, f, memberId);
  const now = Date.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('company_members')
        .set({ member_user_id: who.user_id, letter_image: f.filePath, audit_content: null, reviewed_at: null, reviewed_by: null, updated_at: now })
        .where('id', '=', memberId)
        .where('company_user_id', '=', company.id)
        .where('status', '=', MemberStatus.pending)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw refuse(MEMBER_MSG.onlyPendingEdit);
      await writeAudit(trx, { actorType: 'user', actorId: company.id, action: 'member.update', targetType: 'member', targetId: memberId, ip, detail: { memberUserId: who.user_id, previousUserId: Number(current.member_user_id) } });
      if (who.user_id !== Number(current.member_user_id)) {
        await notify(trx, who.user_id, `${company.company ?? '企业'}已将您添加为企业成员，授权委托书正在审核中，审核通过后您可以切换到企业身份使用。`, now);
      }
      return { member_id: memberId };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse(MEMBER_MSG.boundElsewhere);
    throw err;
  }
}
