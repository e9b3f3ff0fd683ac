import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZNotaryDetailResponse, type TNotaryDetailResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const NOTARY_DETAIL_KEY = ['notary', 'detail'] as const;

/** GET /api/notary/detail {orderId, page} (001 §7): the order's info and its records, 10 a page. */
export function getNotaryDetail(orderId: string, page: number, signal?: AbortSignal): Promise<TNotaryDetailResponse> {
  return api.get('/api/notary/detail', { params: { orderId, page }, schema: ZNotaryDetailResponse, signal });
}

export function useNotaryDetail(orderId: string, page: number) {
  return useQuery({
    queryKey: [...NOTARY_DETAIL_KEY, orderId, page],
    queryFn: ({ signal }) => getNotaryDetail(orderId, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
