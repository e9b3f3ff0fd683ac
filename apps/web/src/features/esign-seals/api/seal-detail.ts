import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEsignSealDetail, type TEsignSealItem } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_SEALS_KEY } from './seal-list';

/** GET /api/ElcSign/sealDetail {id}: one live seal of the company. */
export function getEsignSealDetail(id: number, signal?: AbortSignal): Promise<TEsignSealItem> {
  return api.get('/api/ElcSign/sealDetail', { params: { id }, schema: ZEsignSealDetail, signal });
}

export function esignSealDetailQuery(id: number) {
  return queryOptions({ queryKey: [...ESIGN_SEALS_KEY, 'detail', id] as const, queryFn: ({ signal }) => getEsignSealDetail(id, signal), retry: false, meta: { silentError: true } });
}

export function useEsignSealDetail(id: number, enabled = true) {
  return useQuery({ ...esignSealDetailQuery(id), enabled });
}
