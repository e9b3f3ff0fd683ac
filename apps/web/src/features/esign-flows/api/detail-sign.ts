import { useQuery } from '@tanstack/react-query';
import { ZDetailSignResponse, type TDetailSignResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { DETAIL_KEY } from './keys';

/** GET /api/ElcSign/detailSign {sign_id}: the flow, signers, fields, timeline and money. */
export function detailSign(id: string, signal?: AbortSignal): Promise<TDetailSignResponse> {
  return api.get('/api/ElcSign/detailSign', { params: { sign_id: id }, schema: ZDetailSignResponse, signal });
}

export function useDetailSign(id: string | undefined) {
  return useQuery({ queryKey: [...DETAIL_KEY, id], queryFn: ({ signal }) => detailSign(id!, signal), enabled: !!id, retry: false });
}
