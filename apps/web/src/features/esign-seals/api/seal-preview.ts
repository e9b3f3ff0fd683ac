import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EsignSealType } from '@evidence/shared/constants';
import { ZEsignSealPreview, type TEsignSealPreview } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/ElcSign/sealPreview {seal_type}: the seal generating would store, drawn by the server; nothing stored. */
export function getEsignSealPreview(sealType: EsignSealType, signal?: AbortSignal): Promise<TEsignSealPreview> {
  return api.get('/api/ElcSign/sealPreview', { params: { seal_type: sealType }, schema: ZEsignSealPreview, signal });
}

export function esignSealPreviewQuery(sealType: EsignSealType) {
  return queryOptions({ queryKey: ['esign-seals', 'preview', sealType] as const, queryFn: ({ signal }) => getEsignSealPreview(sealType, signal), retry: false, staleTime: 60_000, meta: { silentError: true } });
}

export function useEsignSealPreview(sealType: EsignSealType, enabled: boolean) {
  return useQuery({ ...esignSealPreviewQuery(sealType), enabled });
}
