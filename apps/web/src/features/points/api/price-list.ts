import { useQuery } from '@tanstack/react-query';
import { ZPriceList, type TPriceList } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/points/priceList: the price of preserving a file, the gift, the rate and the offered amounts. */
export function getPriceList(): Promise<TPriceList> {
  return api.get('/api/points/priceList', { schema: ZPriceList });
}

export function usePriceList() {
  return useQuery({ queryKey: ['points', 'priceList'], queryFn: getPriceList, staleTime: 5 * 60_000 });
}
