import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetLabelListResponse, type TGetLabelListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const LABEL_LIST_KEY = ['data', 'getLabelList'] as const;

/** GET /api/data/getLabelList: the labels of the caller's records (the label filter's options). */
export function getLabelList(): Promise<TGetLabelListResponse> {
  return api.get('/api/data/getLabelList', { schema: ZGetLabelListResponse });
}

export function labelListQuery() {
  return queryOptions({ queryKey: LABEL_LIST_KEY, queryFn: getLabelList, staleTime: 60_000, retry: false });
}

export function useLabelList() {
  return useQuery(labelListQuery());
}
