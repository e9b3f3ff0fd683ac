import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZMemberList, type TMemberList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { MEMBERS_KEY } from './keys';

/** GET /api/companyMember/getList with keyword, page: the company's members, 10 a page. */
export function getMemberList(q: { keyword: string; page: number }, signal?: AbortSignal): Promise<TMemberList> {
  return api.get('/api/companyMember/getList', { params: { page: q.page, ...(q.keyword ? { keyword: q.keyword } : {}) }, schema: ZMemberList, signal });
}

export function memberListQuery(q: { keyword: string; page: number }) {
  return queryOptions({ queryKey: [...MEMBERS_KEY, 'list', q], queryFn: ({ signal }) => getMemberList(q, signal), placeholderData: keepPreviousData, retry: false });
}

export function useMemberList(q: { keyword: string; page: number }) {
  return useQuery(memberListQuery(q));
}
