import type { TUserInfo } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { unreadCount } from '../notifications/unread-count';
import { verificationInfoFields } from '../verification/user-info-fields';
import type { UserPrincipal } from './principal';

/**
 * The user info of 000 §3 / 001 §3 for the calling role. A sub-account sees its company's name,
 * points and extraction code, since it acts for the company. The verification fields are the
 * account's own (a sub-account's personal ones, never its company's documents), masked
 * (services/verification/user-info-fields.ts).
 */
export type AccountView = Pick<UserPrincipal, 'user' | 'role' | 'actingCompanyId' | 'memberId'>;

export async function getAuthInfo(ctx: AppContext, p: AccountView): Promise<TUserInfo> {
  const { db } = ctx;
  const { user } = p;
  const v = await verificationInfoFields(ctx, user.id);
  const company = p.actingCompanyId === null
    ? null
    : await db.selectFrom('users').selectAll().where('id', '=', p.actingCompanyId).executeTakeFirst();
  const membership = p.memberId === null
    ? null
    : await db.selectFrom('company_members').selectAll().where('id', '=', p.memberId).executeTakeFirst();
  // the notices of this login (a sub-account's own, not its company's: decision 85)
  const newsNum = await unreadCount(db, user.id);
  // a member's bound law-enforcement recorder (001 §4): real only while the membership holds
  const device = !membership ? undefined : await db.selectFrom('bwc_devices').select('id').where('member_id', '=', membership.id).executeTakeFirst();
  const payer = company ?? user;
  return {
    userId: user.id,
    phone: user.phone,
    status: user.account_type,
    userStatus: user.verify_status,
    role: p.role === 'companySub' ? '2' : '1',
    pid: p.actingCompanyId,
    ...v,
    company: company ? company.company : (user.company ?? v.company),
    companyStatus: company ? company.verify_status : user.account_type === 2 ? user.verify_status : null,
    repairType: user.repair_type,
    contactName: v.contactName ?? user.contact_name,
    // a company's public account: the phone it logs in with, changed by updateAccount (decision 78);
    // the form's contact phone is in getVerifyInfo
    contactPhone: user.account_type === 2 ? user.phone : null,
    userName: v.userName ?? user.contact_name,
    // served only by GET /api/user/getExtractCode (sealed at rest), never kept in the browser's storage
    extractCode: null,
    bindTime: membership?.bind_time ?? null,
    bindStatus: membership?.status ?? null,
    isBindDevice: device ? 1 : 0,
    memberId: membership?.id ?? null,
    points: payer.points_cents / 100,
    newsNum,
  };
}
