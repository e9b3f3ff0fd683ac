import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAdminMemberList, type TAdminMemberList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const MEMBER_REVIEW_KEY = ['admin', 'member-reviews'] as const;

/** GET /api/admin/members/list with page: member authorization letters waiting for review. */
export function getMemberReviews(page: number, signal?: AbortSignal): Promise<TAdminMemberList> {
  return api.get('/api/admin/members/list', { scope: 'admin', params: { page }, schema: ZAdminMemberList, signal });
}

export function useMemberReviews(page: number) {
  return useQuery({ queryKey: [...MEMBER_REVIEW_KEY, page], queryFn: ({ signal }) => getMemberReviews(page, signal), placeholderData: keepPreviousData, retry: false });
}
