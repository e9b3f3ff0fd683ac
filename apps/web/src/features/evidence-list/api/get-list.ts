import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetListResponse, type TGetListQuery, type TGetListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const EVIDENCE_LIST_KEY = ['data', 'getList'] as const;

/** GET /api/data/getList with exactly the parameters of 000 §7 (empty filters are left out). */
export function getList(query: TGetListQuery, signal?: AbortSignal): Promise<TGetListResponse> {
  const params: Record<string, string | number | undefined> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '' && v !== null) params[k] = v as string | number;
  return api.get('/api/data/getList', { params, schema: ZGetListResponse, signal });
}

export function evidenceListQuery(query: TGetListQuery) {
  return queryOptions({
    queryKey: [...EVIDENCE_LIST_KEY, query],
    queryFn: ({ signal }) => getList(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useEvidenceList(query: TGetListQuery) {
  return useQuery(evidenceListQuery(query));
}
