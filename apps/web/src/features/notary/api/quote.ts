import { useQuery } from '@tanstack/react-query';
import { ZNotaryQuote, type TNotaryQuote } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/notary/quote {records}: the fee the server will charge an order of that many records (decision 850). */
export function getNotaryQuote(records: number, signal?: AbortSignal): Promise<TNotaryQuote> {
  return api.get('/api/notary/quote', { params: { records: String(records) }, schema: ZNotaryQuote, signal });
}

/** The quote for the current selection; nothing is asked while nothing is picked. */
export function useNotaryQuote(records: number) {
  return useQuery({
    queryKey: ['notary', 'quote', records],
    queryFn: ({ signal }) => getNotaryQuote(records, signal),
    enabled: records > 0,
    retry: false,
    staleTime: 60_000,
  });
}
