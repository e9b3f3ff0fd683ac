import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRefundQueueResponse, type TRefundQueueResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const REFUND_QUEUE_KEY = ['admin', 'refundQueue'] as const;

export interface RefundQueueFilter {
  page: number;
  state: 'processing' | 'succeeded' | 'failed' | '';
}

/** GET /api/admin/payments/refunds: every refund through the providers, newest first, 10 per page. */
export function getRefundQueue(filter: RefundQueueFilter): Promise<TRefundQueueResponse> {
  return api.get('/api/admin/payments/refunds', { scope: 'admin', params: { page: filter.page, state: filter.state || undefined }, schema: ZRefundQueueResponse });
}

export function useRefundQueue(filter: RefundQueueFilter) {
  return useQuery(queryOptions({ queryKey: [...REFUND_QUEUE_KEY, filter], queryFn: () => getRefundQueue(filter), placeholderData: keepPreviousData }));
}
