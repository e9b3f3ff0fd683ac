import { MEMBER_MSG, MemberStatus, SmsPurpose } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { consumeSmsCode } from '../auth/sms-codes';
import { notify } from '../notifications/notify';
import { endMembership } from './end-membership';
import { companyMember, requireVerifiedCompany } from './member-rows';

export interface StopForm {
  member_id: number;
  mobile: string;
  son_uid?: number | undefined;
  smsCode: string;
  smsToken: string;
  reason?: string | undefined;
}

/**
 * POST /api/companyMember/stop: a bound member (3) is disabled (4) with the code sent to the
 * member's phone (type 8). Irreversible; the member's sessions end at once (end-membership.ts).
 */
export async function stopMember(ctx: AppContext, company: User, f: StopForm, ip: string | null): Promise<void> {
  requireVerifiedCompany(company);
  const row = await companyMember(ctx.db, company.id, f.member_id);
  if (Number(row.status) !== MemberStatus.bound) throw refuse(MEMBER_MSG.onlyBoundStop);
  if (f.mobile !== row.member_phone || (f.son_uid !== undefined && f.son_uid !== Number(row.member_user_id))) throw refuse(MEMBER_MSG.mobileMismatch);
  await consumeSmsCode(ctx.db, { phone: f.mobile, purpose: SmsPurpose.memberStop, code: f.smsCode, smsToken: f.smsToken });
  const now = Date.now();
  const reason = f.reason ?? '企业停用';
  await ctx.db.transaction().execute(async (trx) => {
    const ended = await endMembership(trx, { id: f.member_id, companyUserId: company.id, memberUserId: Number(row.member_user_id) }, { userId: company.id, reason, revokeSessions: true }, now);
    if (!ended) throw refuse(MEMBER_MSG.onlyBoundStop);
    await writeAudit(trx, { actorType: 'user', actorId: company.id, action: 'member.stop', targetType: 'member', targetId: f.member_id, ip, detail: { memberUserId: Number(row.member_user_id), reason, sessionsRevoked: true } });
    await notify(trx, Number(row.member_user_id), `您在${company.company ?? '企业'}的成员身份已被停用（${reason}），您已不能再以该企业身份使用平台。`, now);
  });
}
