import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOrderListResponse, type TOrderListQuery, type TOrderListResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { compactParams } from '../lib/order-params';

export const ORDER_LIST_KEY = ['order', 'getList'] as const;

/** GET /api/order/getList (001 §7 Orders), isType 1: one page of top-ups (type 1) or consumption (type 2). */
export function getOrderList(query: TOrderListQuery, signal?: AbortSignal): Promise<TOrderListResponse> {
  return api.get('/api/order/getList', { params: compactParams({ ...query, isType: 1 }), schema: ZOrderListResponse, signal });
}

export function useOrderList(query: TOrderListQuery, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...ORDER_LIST_KEY, query],
      queryFn: ({ signal }) => getOrderList(query, signal),
      placeholderData: keepPreviousData,
      retry: false,
      enabled,
    }),
  );
}
