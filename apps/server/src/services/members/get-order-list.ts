import { PAGE_SIZE } from '@evidence/shared/constants';
import type { TMemberOrderList } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { companyMember, requireVerifiedCompany } from './member-rows';
import { ORDER_COLUMNS, memberOrders, toMemberOrder, type MemberOrderFilter } from './order-filter';

/** GET /api/companyMember/getOrderList: one member's consumption of the company's points, newest first, 10 a page. */
export async function memberOrderList(ctx: AppContext, company: User, memberId: number, f: MemberOrderFilter & { page: number }): Promise<TMemberOrderList> {
  requireVerifiedCompany(company);
  await companyMember(ctx.db, company.id, memberId);
  const base = memberOrders(ctx.db, company.id, memberId, f);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([...ORDER_COLUMNS])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((f.page - 1) * PAGE_SIZE)
    .execute();
  return { data: rows.map(toMemberOrder), count: Number(total.n) };
}
