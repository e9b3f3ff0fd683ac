import { MEMBER_MSG, MemberStatus, PAGE_SIZE } from '@evidence/shared/constants';
import type { TAdminMemberList } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { notify } from '../notifications/notify';
import { signFor } from '../verification/sign-for';
import { memberQuery, toMember } from './member-rows';

/** GET /api/admin/members/list: letters waiting for review (status 2, not yet rejected), oldest first. */
export async function pendingMembers(ctx: AppContext, operatorId: number, page: number): Promise<TAdminMemberList> {
  const base = memberQuery(ctx.db).where('m.status', '=', MemberStatus.pending).where('m.audit_content', 'is', null);
  const total = await base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.orderBy('m.updated_at', 'asc').orderBy('m.id', 'asc').limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).execute();
  return { list: rows.map((r) => toMember(r, signFor(ctx), { userId: operatorId, via: 'operator' })), count: Number(total.n) };
}

/**
 * The operator's decision on a member's authorization letter: approve 2 → 3 (bind_time now), reject
 * keeps 2 with the reason in audit_content (the company edits and sends it again). Conditional on
 * a pending, undecided row, so two operators decide once.
 */
export async function decideMember(ctx: AppContext, operatorId: number, memberId: number, decision: { approve: true } | { approve: false; reason: string }, ip: string | null): Promise<void> {
  const row = await memberQuery(ctx.db).where('m.id', '=', memberId).executeTakeFirst();
  if (!row) throw refuse(MEMBER_MSG.notFound);
  if (Number(row.status) !== MemberStatus.pending || row.audit_content !== null) throw refuse(MEMBER_MSG.alreadyDecided);
  const now = Date.now();
  const company = row.company_name ?? '企业';
  await ctx.db.transaction().execute(async (trx) => {
    const set = decision.approve
      ? { status: MemberStatus.bound, bind_time: now, reviewed_at: now, reviewed_by: operatorId, updated_at: now }
      : { audit_content: decision.reason, reviewed_at: now, reviewed_by: operatorId, updated_at: now };
    const done = await trx
      .updateTable('company_members')
      .set(set)
      .where('id', '=', memberId)
      .where('status', '=', MemberStatus.pending)
      .where('audit_content', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw refuse(MEMBER_MSG.alreadyDecided);
    const memberName = row.member_name ?? row.member_phone;
    await writeAudit(trx, { actorType: 'operator', actorId: operatorId, action: decision.approve ? 'member.approve' : 'member.reject', targetType: 'member', targetId: memberId, ip, detail: decision.approve ? {} : { reason: decision.reason } });
    if (decision.approve) {
      await notify(trx, Number(row.member_user_id), `您已成为${company}的企业成员，可在页面右上角切换到企业身份使用。`, now);
      await notify(trx, Number(row.company_user_id), `成员${memberName}的授权委托书已审核通过，该成员已绑定。`, now);
    } else {
      await notify(trx, Number(row.member_user_id), `${company}添加您为企业成员的申请未通过审核：${decision.reason}`, now);
      await notify(trx, Number(row.company_user_id), `成员${memberName}的授权委托书未通过审核：${decision.reason}。请在成员管理中修改后重新提交。`, now);
    }
  });
}
