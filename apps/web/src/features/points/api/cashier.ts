import { useQuery } from '@tanstack/react-query';
import { ZCashierView, type TCashierView } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const cashierKey = (token: string) => ['payment', 'cashier', token] as const;

/** GET /api/payment/cashier?token= — the local test cashier's order (public: the token is the key). */
export function getCashier(token: string): Promise<TCashierView> {
  return api.get('/api/payment/cashier', { params: { token }, schema: ZCashierView });
}

export function useCashier(token: string) {
  return useQuery({ queryKey: cashierKey(token), queryFn: () => getCashier(token), retry: false, meta: { silentError: true } });
}
