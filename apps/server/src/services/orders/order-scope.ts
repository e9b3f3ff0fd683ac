import { OrderIsType, OrderListType, ORDERS_MSG } from '@evidence/shared/constants';
import type { TOrderListFilters } from '@evidence/shared/contracts';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';

/** Whose orders a list shows: one paying account, one kind, and for a sub-account one membership. */
export interface OrderScope {
  accountUserId: number;
  kind: 'recharge' | 'consumption';
  /** a sub-account sees only what its own membership spent */
  memberId: number | null;
}

/**
 * Who sees what (001 §2.7, §6; decision 146). An individual or a company's main account sees the
 * orders of its own balance (`account_user_id`), for a company its members' consumption included.
 * A sub-account (role '2') sees only the consumption it made for the company (`member_id` = its
 * membership), and may neither search by keyword nor export: refused, not silently ignored.
 */
export function orderScope(p: UserPrincipal, q: TOrderListFilters): OrderScope {
  const kind = (q.type ?? OrderListType.recharge) === OrderListType.recharge ? 'recharge' : 'consumption';
  if (p.role !== 'companySub') return { accountUserId: p.user.id, kind, memberId: null };
  if (kind === 'recharge') throw refuse(ORDERS_MSG.subRechargeRefused);
  if (q.keyword !== undefined) throw refuse(ORDERS_MSG.subKeywordRefused);
  if (q.isType === OrderIsType.export) throw refuse(ORDERS_MSG.subExportRefused);
  // the auth plugin sets both for every sub-account principal
  if (p.actingCompanyId === null || p.memberId === null) throw refuse(ORDERS_MSG.subRechargeRefused);
  return { accountUserId: p.actingCompanyId, kind, memberId: p.memberId };
}
