import { useQuery } from '@tanstack/react-query';
import { ZRechargeOrder, type TRechargeOrder } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const rechargeOrderKey = (orderNo: string) => ['points', 'order', orderNo] as const;

/** GET /api/payment/getOrder?order_no=: one of the buyer's recharge orders (/buyCredits?orderNo=). */
export function getOrder(orderNo: string): Promise<TRechargeOrder> {
  return api.get('/api/payment/getOrder', { params: { order_no: orderNo }, schema: ZRechargeOrder });
}

export function useRechargeOrder(orderNo: string | null) {
  return useQuery({ queryKey: rechargeOrderKey(orderNo ?? ''), queryFn: () => getOrder(orderNo ?? ''), enabled: Boolean(orderNo), retry: false, meta: { silentError: true } });
}
