import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEsignSealList, type TEsignSealList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const ESIGN_SEALS_KEY = ['esign-seals'] as const;

/** GET /api/ElcSign/sealList: the company's seals, newest first; image links expire, so refetch on focus. */
export function getEsignSealList(signal?: AbortSignal): Promise<TEsignSealList> {
  return api.get('/api/ElcSign/sealList', { schema: ZEsignSealList, signal });
}

export function esignSealListQuery() {
  return queryOptions({ queryKey: [...ESIGN_SEALS_KEY, 'list'] as const, queryFn: ({ signal }) => getEsignSealList(signal), refetchOnWindowFocus: 'always', retry: false, meta: { silentError: true } });
}

export function useEsignSealList() {
  return useQuery(esignSealListQuery());
}
