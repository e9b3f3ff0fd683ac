import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBqviewResponse, type TBqviewRequest, type TBqviewResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/check/bqview: the public facts of the record, with the viewToken of its number. */
export function bqview(body: TBqviewRequest): Promise<TBqviewResponse> {
  return api.post('/api/check/bqview', { body: { ...body }, schema: ZBqviewResponse });
}

export function bqviewQuery(body: TBqviewRequest) {
  return queryOptions({
    queryKey: ['public-lookup', 'bqview', body.no, body.viewToken],
    queryFn: () => bqview(body),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // the page shows the refusal itself (expired token, unknown number)
    meta: { silentError: true },
  });
}

export function useBqviewQuery(body: TBqviewRequest | null) {
  return useQuery({ ...bqviewQuery(body ?? { no: '', viewToken: '' }), enabled: body !== null });
}
