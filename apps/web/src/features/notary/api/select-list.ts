import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZNotarySelectListResponse, type TNotarySelectListQuery, type TNotarySelectListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const NOTARY_SELECT_LIST_KEY = ['notary', 'selectList'] as const;

/** GET /api/notary/selectList: the caller's records with the attestation list's filters, each marked selectable or not. */
export function getNotarySelectList(query: TNotarySelectListQuery, signal?: AbortSignal): Promise<TNotarySelectListResponse> {
  return api.get('/api/notary/selectList', { params: { ...query }, schema: ZNotarySelectListResponse, signal });
}

export function useNotarySelectList(query: TNotarySelectListQuery) {
  return useQuery({
    queryKey: [...NOTARY_SELECT_LIST_KEY, query],
    queryFn: ({ signal }) => getNotarySelectList(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
