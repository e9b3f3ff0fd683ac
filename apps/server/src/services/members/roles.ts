import { MEMBER_MSG, RoleValue } from '@evidence/shared/constants';
import type { TCurrentRoles, TSwitchRoleResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import type { UserPrincipal } from '../auth/principal';
import { MEMBER_BOUND } from '../auth/memberships';

/**
 * GET /api/companyMember/getCurrentRole: the roles the login holds: its own (role 1, pid 0; a company
 * main account's own role is the company) and member of company X (role 2, pid X) for each bound
 * membership (at most one: one active membership per person).
 */
export async function currentRoles(db: Db, p: UserPrincipal): Promise<TCurrentRoles> {
  const own = p.user.account_type === 2 ? (p.user.company ?? '') : (p.user.contact_name ?? p.user.phone);
  const bound = await db
    .selectFrom('company_members as m')
    .innerJoin('users as c', 'c.id', 'm.company_user_id')
    .select(['m.id', 'm.company_user_id', 'c.company'])
    .where('m.member_user_id', '=', p.user.id)
    .where('m.status', '=', MEMBER_BOUND)
    .orderBy('m.bind_time', 'desc')
    .execute();
  return {
    list: [
      { role: RoleValue.personal, pid: 0, user_id: p.user.id, name: own, member_id: null, current: p.role !== 'companySub' },
      ...bound.map((b) => ({
        role: RoleValue.member,
        pid: Number(b.company_user_id),
        user_id: p.user.id,
        name: b.company ?? '',
        member_id: Number(b.id),
        current: p.role === 'companySub' && p.actingCompanyId === Number(b.company_user_id),
      })),
    ],
  };
}

/**
 * POST /api/companyMember/switchRole with pid, uid, role, client=1: stores last_role and
 * last_company_id (role 2 needs a bound membership in pid). The page then sends the role header;
 * a request without one acts in this stored role (plugins/auth.ts).
 */
export async function switchRole(db: Db, p: UserPrincipal, f: { role: '1' | '2'; pid?: number | undefined; uid?: number | undefined }, ip: string | null): Promise<TSwitchRoleResponse> {
  if (f.uid !== undefined && f.uid !== p.user.id) throw refuse(MEMBER_MSG.roleNotHeld);
  let companyId: number | null = null;
  if (f.role === RoleValue.member) {
    const m = await db
      .selectFrom('company_members')
      .select(['id', 'company_user_id'])
      .where('member_user_id', '=', p.user.id)
      .where('status', '=', MEMBER_BOUND)
      .$if(f.pid !== undefined, (q) => q.where('company_user_id', '=', f.pid!))
      .executeTakeFirst();
    if (!m) throw refuse(MEMBER_MSG.roleNotHeld);
    companyId = Number(m.company_user_id);
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ last_role: f.role, last_company_id: companyId, updated_at: Date.now() }).where('id', '=', p.user.id).execute();
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'role.switch', targetType: 'user', targetId: p.user.id, ip, detail: { role: f.role, companyUserId: companyId } });
  });
  return { role: f.role, pid: companyId ?? 0 };
}
