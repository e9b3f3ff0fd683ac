import { MEMBER_MSG, MemberSmsType, MemberStatus, SmsPurpose } from '@evidence/shared/constants';
import type { TMemberSendMsgResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { sendSmsCode } from '../auth/sms-codes';
import type { UserPrincipal } from '../auth/principal';
import { resolveCandidate } from './candidate';
import { requireVerifiedCompany } from './member-rows';

/**
 * sendMsg (001 §7, 000 §7): a code only to a phone the caller has a reason to reach, so the call
 * cannot send texts to anyone: type 7 by a company's main account to a person who may become its
 * member; type 8 by the main account to one of its bound members, or by a member acting for the
 * company to its own phone (self unbind). Anything else answers like an unknown member.
 */
export async function sendMemberSms(ctx: AppContext, p: UserPrincipal, mobile: string, type: string, ip: string | null): Promise<TMemberSendMsgResponse> {
  if (p.role === 'companySub') {
    if (type !== MemberSmsType.stop || mobile !== p.user.phone) throw refuse(MEMBER_MSG.mobileMismatch);
  } else if (p.role === 'companyMain') {
    requireVerifiedCompany(p.user);
    const own = await ctx.db
      .selectFrom('company_members as m')
      .innerJoin('users as u', 'u.id', 'm.member_user_id')
      .select('m.id')
      .where('m.company_user_id', '=', p.user.id)
      .where('m.status', '=', type === MemberSmsType.add ? MemberStatus.pending : MemberStatus.bound)
      .where('u.phone', '=', mobile)
      .executeTakeFirst();
    // type 7: a person who may become a member, or the one of a pending membership being edited
    if (type === MemberSmsType.add && !own) await resolveCandidate(ctx.db, p.user.id, mobile);
    if (type === MemberSmsType.stop && !own) throw refuse(MEMBER_MSG.notFound);
  } else {
    throw refuse(MEMBER_MSG.notFound);
  }
  const purpose = type === MemberSmsType.add ? SmsPurpose.memberAdd : SmsPurpose.memberStop;
  const sent = await sendSmsCode(ctx.db, ctx.sms, { phone: mobile, purpose, ip }, ctx.config.sms);
  return { token: sent.smsToken, resendAfter: sent.resendAfter };
}
