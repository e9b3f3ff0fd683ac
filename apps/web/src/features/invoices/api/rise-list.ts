import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRiseListResponse, type TRiseListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const INVOICE_KEY = ['invoice'] as const;
export const RISE_LIST_KEY = [...INVOICE_KEY, 'riseList'] as const;

/** GET /api/invoice/riseList: the account's headers, whether it may add, and an enterprise's lock. */
export function getRiseList(signal?: AbortSignal): Promise<TRiseListResponse> {
  return api.get('/api/invoice/riseList', { schema: ZRiseListResponse, signal });
}

export function riseListQuery() {
  return queryOptions({ queryKey: RISE_LIST_KEY, queryFn: ({ signal }) => getRiseList(signal) });
}

export function useRiseList(enabled = true) {
  return useQuery({ ...riseListQuery(), enabled });
}
