import type { Db } from '../../db/connect';

/** 3 is "bound" (001 §4): only a bound membership lets a user act for the company. */
export const MEMBER_BOUND = 3;

/** The bound membership of a user in a company (or in any company when none is named). */
export async function findBoundMembership(db: Db, memberUserId: number, companyUserId: number | null) {
  let q = db
    .selectFrom('company_members')
    .selectAll()
    .where('member_user_id', '=', memberUserId)
    .where('status', '=', MEMBER_BOUND)
    .orderBy('bind_time', 'desc');
  if (companyUserId !== null) q = q.where('company_user_id', '=', companyUserId);
  return q.executeTakeFirst();
}
