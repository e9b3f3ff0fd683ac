import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TMemberList } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { signFor } from '../verification/sign-for';
import { memberQuery, requireVerifiedCompany, toMember } from './member-rows';

/** GET /api/companyMember/getList: the company's members, keyword over name or mobile, newest first, 10 a page. */
export async function listMembers(ctx: AppContext, company: User, q: { keyword?: string | undefined; page: number }): Promise<TMemberList> {
  requireVerifiedCompany(company);
  let base = memberQuery(ctx.db).where('m.company_user_id', '=', company.id);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('u.contact_name', 'like', like), eb('u.phone', 'like', like)]));
  }
  const total = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((q.page - 1) * PAGE_SIZE)
    .execute();
  return { list: rows.map((r) => toMember(r, signFor(ctx), { userId: company.id, via: 'owner' })), count: Number(total.n) };
}
