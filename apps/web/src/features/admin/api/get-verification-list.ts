import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZReviewListResponse, type TReviewListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export interface VerificationListFilter {
  page: number;
  /** 0 all, 2 待审核, 3 已通过, 4 已驳回 */
  status: number;
  kind: '' | 'person' | 'company' | 'author';
  keyword: string;
}

export const VERIFICATION_KEY = ['admin', 'verification'] as const;
/** the queue's pages only: refreshing an open detail would be another audited view */
export const VERIFICATION_LIST_KEY = [...VERIFICATION_KEY, 'list'] as const;

/** GET /api/admin/verification/list: the review queue, 10 a page (under review: oldest first). */
export function getVerificationList(filter: VerificationListFilter): Promise<TReviewListResponse> {
  return api.get('/api/admin/verification/list', {
    scope: 'admin',
    params: { page: filter.page, status: filter.status, kind: filter.kind || undefined, keyword: filter.keyword || undefined },
    schema: ZReviewListResponse,
  });
}

export function verificationListQuery(filter: VerificationListFilter) {
  return queryOptions({
    queryKey: [...VERIFICATION_LIST_KEY, filter],
    queryFn: () => getVerificationList(filter),
    placeholderData: keepPreviousData,
  });
}

export function useVerificationList(filter: VerificationListFilter) {
  return useQuery(verificationListQuery(filter));
}
