import { useQuery } from '@tanstack/react-query';
import { ZPriceList, type TPriceList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/points/priceList (public): the prices, the gift, the rate, the offered amounts and the channels that can be paid; shared by buying points, the notarial pay step and the price pages. */
export function getPriceList(): Promise<TPriceList> {
  return api.get('/api/points/priceList', { schema: ZPriceList });
}

export function usePriceList() {
  return useQuery({ queryKey: ['points', 'priceList'], queryFn: getPriceList, staleTime: 5 * 60_000 });
}
