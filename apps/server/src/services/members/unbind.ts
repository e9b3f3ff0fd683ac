import { MEMBER_MSG, MEMBER_STOP_REASON, SmsPurpose } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { consumeSmsCode } from '../auth/sms-codes';
import type { UserPrincipal } from '../auth/principal';
import { notify } from '../notifications/notify';
import { endMembership } from './end-membership';

/**
 * POST /api/companyMember/unbind (000 §5, §7): a member acting for the company ends its own bound
 * membership with a code sent to its own phone (type 8). Irreversible. The member's own login stays
 * (it chose this, and goes on in its personal role); its role falls back to personal.
 */
export async function unbindSelf(ctx: AppContext, p: UserPrincipal, f: { member_id: number; son_uid?: number | undefined; smsCode: string; smsToken: string }, ip: string | null): Promise<void> {
  if (p.role !== 'companySub' || p.memberId === null || p.actingCompanyId === null) throw refuse(MEMBER_MSG.notActingMember);
  if (f.member_id !== p.memberId || (f.son_uid !== undefined && f.son_uid !== p.user.id)) throw refuse(MEMBER_MSG.notFound);
  await consumeSmsCode(ctx.db, { phone: p.user.phone, purpose: SmsPurpose.memberStop, code: f.smsCode, smsToken: f.smsToken });
  const companyId = p.actingCompanyId;
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    const ended = await endMembership(trx, { id: f.member_id, companyUserId: companyId, memberUserId: p.user.id }, { userId: p.user.id, reason: MEMBER_STOP_REASON.selfUnbind, revokeSessions: false }, now);
    if (!ended) throw refuse(MEMBER_MSG.notFound);
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'member.unbind', targetType: 'member', targetId: f.member_id, ip, detail: { companyUserId: companyId } });
    const name = p.user.contact_name ?? p.user.phone;
    await notify(trx, companyId, `成员${name}已自行解除与本企业的绑定，该成员已不能再以企业身份使用平台。`, now);
  });
}
