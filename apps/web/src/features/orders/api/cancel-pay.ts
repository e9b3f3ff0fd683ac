import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORDER_LIST_KEY } from './get-list';

/**
 * POST /api/alipay/cancelPay {order_no} (001 §7 Orders "Cancel order by order_no"). The endpoint is
 * the payments slice's; the orders page only calls it and reloads its list.
 */
export function cancelPay(orderNo: string): Promise<unknown> {
  return api.post('/api/alipay/cancelPay', { body: { order_no: orderNo } });
}

export function useCancelPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY }),
  });
}
