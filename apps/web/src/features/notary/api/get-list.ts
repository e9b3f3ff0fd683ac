import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZNotaryListResponse, type TNotaryListQuery, type TNotaryListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const NOTARY_LIST_KEY = ['notary', 'getList'] as const;

/** GET /api/notary/getList (001 §7 Notary "List"): startTime, endTime, page, payType, notarialType, orderNo. */
export function getNotaryList(query: TNotaryListQuery, signal?: AbortSignal): Promise<TNotaryListResponse> {
  return api.get('/api/notary/getList', { params: { ...query }, schema: ZNotaryListResponse, signal });
}

export function useNotaryList(query: TNotaryListQuery) {
  return useQuery({
    queryKey: [...NOTARY_LIST_KEY, query],
    queryFn: ({ signal }) => getNotaryList(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
