import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZMySignsResponse, type TMySignsQuery, type TMySignsResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_FLOWS_KEY } from './keys';

/** GET /api/ElcSign/mySigns: the signer's inbox, tab todo (待我签署) or all (我参与的), 10 a page. */
export function mySigns(query: TMySignsQuery, signal?: AbortSignal): Promise<TMySignsResponse> {
  return api.get('/api/ElcSign/mySigns', { params: { ...query }, schema: ZMySignsResponse, signal });
}

export function useMySigns(query: TMySignsQuery) {
  return useQuery({ queryKey: [...ESIGN_FLOWS_KEY, 'mine', query], queryFn: ({ signal }) => mySigns(query, signal), placeholderData: keepPreviousData, retry: false });
}
