import { MEMBER_MSG, MemberStatus, SmsPurpose } from '@evidence/shared/constants';
import type { TMemberIdResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { consumeSmsCode } from '../auth/sms-codes';
import { notify } from '../notifications/notify';
import { resolveCandidate } from './candidate';
import { checkLetter } from './letter';
import { isUniqueViolation, requireVerifiedCompany } from './member-rows';

export interface MemberForm {
  mobile: string;
  son_uid?: number | undefined;
  smsCode: string;
  smsToken: string;
  filePath: string;
}

/** Checks everything but the code, then spends the code (a wrong code counts even when refused later). */
export async function checkMemberForm(ctx: AppContext, company: User, f: MemberForm, exceptMemberId?: number) {
  requireVerifiedCompany(company);
  const who = await resolveCandidate(ctx.db, company.id, f.mobile, exceptMemberId);
  if (f.son_uid !== undefined && f.son_uid !== who.user_id) throw refuse(MEMBER_MSG.mobileMismatch);
  await checkLetter(ctx.db, ctx.blobs, company.id, f.filePath);
  await consumeSmsCode(ctx.db, { phone: f.mobile, purpose: SmsPurpose.memberAdd, code: f.smsCode, smsToken: f.smsToken });
  return who;
}

/** POST /api/companyMember/add: a membership in status 2 (待审核) until the operator reviews the letter. */
export async function addMember(ctx: AppContext, company: User, f: MemberForm, ip: string | null): Promise<TMemberIdResponse> {
  const who = await checkMemberForm(ctx, company, f);
  const now = Date.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('company_members')
        .values({ company_user_id: company.id, member_user_id: who.user_id, status: MemberStatus.pending, bind_time: null, created_at: now, updated_at: now, letter_image: f.filePath, audit_content: null, stop_time: null, stop_reason: null, stopped_by: null, reviewed_at: null, reviewed_by: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, { actorType: 'user', actorId: company.id, action: 'member.add', targetType: 'member', targetId: Number(row.id), ip, detail: { memberUserId: who.user_id } });
      await notify(trx, who.user_id, `${company.company ?? '企业'}已将您添加为企业成员，授权委托书正在审核中，审核通过后您可以切换到企业身份使用。`, now);
      return { member_id: Number(row.id) };
    });
  } catch (err) {
    // two adds at once: the partial unique index keeps one active membership per person
    if (isUniqueViolation(err)) throw refuse(MEMBER_MSG.boundElsewhere);
    throw err;
  }
}
