import type { TUserInfo } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { UserPrincipal } from './principal';

/**
 * The user info of 000 §3 / 001 §3 for the calling role. A sub-account sees its company's name,
 * points and extraction code, since it acts for the company. Fields of features not built yet
 * (verification documents) are null rather than invented.
 */
export type AccountView = Pick<UserPrincipal, 'user' | 'role' | 'actingCompanyId' | 'memberId'>;

export async function getAuthInfo(db: Db, p: AccountView): Promise<TUserInfo> {
  const { user } = p;
  const company = p.actingCompanyId === null
    ? null
    : await db.selectFrom('users').selectAll().where('id', '=', p.actingCompanyId).executeTakeFirst();
  const membership = p.memberId === null
    ? null
    : await db.selectFrom('company_members').selectAll().where('id', '=', p.memberId).executeTakeFirst();
  const unread = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  const payer = company ?? user;
  return {
    userId: user.id,
    phone: user.phone,
    status: user.account_type,
    userStatus: user.verify_status,
    role: p.role === 'companySub' ? '2' : '1',
    pid: p.actingCompanyId,
    company: company ? company.company : user.company,
    companyStatus: company ? company.verify_status : user.account_type === 2 ? user.verify_status : null,
    repairType: user.repair_type,
    taxNumber: null,
    address: null,
    license: null,
    license_path: null,
    accountName: null,
    accountBank: null,
    accountNo: null,
    contactName: user.contact_name,
    contactPhone: user.account_type === 2 ? user.phone : null,
    contactIdcard: null,
    authorName: null,
    authorSex: null,
    authorBrith: null,
    authorPhone: null,
    authorIdcard: null,
    authorAddress: null,
    file: null,
    authorFront: null,
    authorBack: null,
    authorHand: null,
    legalName: null,
    legalSex: null,
    legalBirth: null,
    legalIdcard: null,
    legalAddress: null,
    userName: user.contact_name,
    // served only by GET /api/user/getExtractCode (sealed at rest), never kept in the browser's storage
    extractCode: null,
    bindTime: membership?.bind_time ?? null,
    bindStatus: membership?.status ?? null,
    isBindDevice: 0,
    memberId: membership?.id ?? null,
    points: payer.points_cents / 100,
    newsNum: Number(unread.n),
  };
}
