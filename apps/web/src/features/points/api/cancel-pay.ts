import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/alipay/cancelPay with order_no: cancels a pending recharge order (已取消). */
export async function cancelPay(orderNo: string): Promise<string> {
  let msg = '';
  await api.post('/api/alipay/cancelPay', { body: { order_no: orderNo }, onMessage: (m) => (msg = m) });
  return msg;
}

export function useCancelPayMutation() {
  return useMutation({ mutationFn: cancelPay });
}
