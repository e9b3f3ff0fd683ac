import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZListSignResponse, type TListSignQuery, type TListSignResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { LIST_KEY } from './keys';

/** GET /api/ElcSign/listSign: page, status, keyword, startTime, endTime → {count, list}. */
export function listSign(query: TListSignQuery, signal?: AbortSignal): Promise<TListSignResponse> {
  return api.get('/api/ElcSign/listSign', { params: { ...query }, schema: ZListSignResponse, signal });
}

export function useListSign(query: TListSignQuery) {
  return useQuery({ queryKey: [...LIST_KEY, query], queryFn: ({ signal }) => listSign(query, signal), placeholderData: keepPreviousData, retry: false });
}
