import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTARY } from '@evidence/shared/constants';
import { ZNotaryOrderDetail, type TNotaryOrderDetail } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { isSigningNow } from '../lib/steps';

export const orderDetailKey = (orderId: number) => ['notary', 'orderDetail', orderId] as const;

/** GET /api/notary/orderDetail: the order's step, signing count and the documents' expiring links. */
export function getOrderDetail(orderId: number, signal?: AbortSignal): Promise<TNotaryOrderDetail> {
  return api.get('/api/notary/orderDetail', { params: { orderId }, schema: ZNotaryOrderDetail, signal });
}

/**
 * The order the step pages follow. While it is being signed (either round) it is asked every 2 s (001 §4,
 * §9) until the step moves on; the links inside expire after 30 minutes, so it is also asked again on focus.
 */
export function useOrderDetail(orderId: number) {
  return useQuery(
    queryOptions({
      queryKey: orderDetailKey(orderId),
      queryFn: ({ signal }) => getOrderDetail(orderId, signal),
      retry: false,
      refetchOnWindowFocus: 'always',
      refetchInterval: (q) => (q.state.data && isSigningNow(q.state.data.step, q.state.data.officeStage) ? NOTARY.signPollMs : false),
    }),
  );
}
