import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMemberOrderList, type TMemberOrderList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { MEMBERS_KEY } from './keys';

export interface MemberOrderQuery {
  member_id: number;
  startTime?: string;
  endTime?: string;
  payStatus: string;
  busType?: string;
  page: number;
}

/** GET /api/companyMember/getOrderList: the member's consumption (dates as YYYY-MM-DD, end day inclusive). */
export function getMemberOrders(q: MemberOrderQuery, signal?: AbortSignal): Promise<TMemberOrderList> {
  return api.get('/api/companyMember/getOrderList', { params: { ...q }, schema: ZMemberOrderList, signal });
}

export function memberOrdersQuery(q: MemberOrderQuery) {
  return queryOptions({ queryKey: [...MEMBERS_KEY, 'orders', q], queryFn: ({ signal }) => getMemberOrders(q, signal), placeholderData: keepPreviousData, retry: false });
}

export function useMemberOrders(q: MemberOrderQuery) {
  return useQuery(memberOrdersQuery(q));
}
