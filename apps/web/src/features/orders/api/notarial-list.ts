import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZNotarialListResponse, type TNotarialListQuery, type TNotarialListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { compactParams } from '../lib/order-params';

/** GET /api/order/notarialList (001 §7 "Notarial order list"): the 公证书 tab. */
export function getNotarialList(query: TNotarialListQuery, signal?: AbortSignal): Promise<TNotarialListResponse> {
  return api.get('/api/order/notarialList', { params: compactParams(query), schema: ZNotarialListResponse, signal });
}

export function useNotarialList(query: TNotarialListQuery, enabled = true) {
  return useQuery({
    queryKey: ['order', 'notarialList', query],
    queryFn: ({ signal }) => getNotarialList(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}
