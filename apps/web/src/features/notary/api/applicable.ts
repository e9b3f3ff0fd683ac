import { useQuery } from '@tanstack/react-query';
import { ZNotaryApplicableResponse, type TNotaryApplicableResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/notary/applicable {ids}: whether these records can be applied for now, and why not (decision 858). */
export function getNotaryApplicable(ids: readonly number[], signal?: AbortSignal): Promise<TNotaryApplicableResponse> {
  return api.get('/api/notary/applicable', { params: { ids: ids.join(',') }, schema: ZNotaryApplicableResponse, signal });
}

/** For the records on screen; nothing is asked without records or when the caller may not notarize. */
export function useNotaryApplicable(ids: readonly number[], enabled = true) {
  return useQuery({
    queryKey: ['notary', 'applicable', ids.join(',')],
    queryFn: ({ signal }) => getNotaryApplicable(ids, signal),
    enabled: enabled && ids.length > 0,
    retry: false,
    staleTime: 10_000,
  });
}
