import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_POLL_MS } from '@evidence/shared/constants';
import { ZNewsListing, type TNewsListing } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const NEWS_LISTING_KEY = ['news', 'listing'] as const;

/** GET /api/News/listing?page=: the account's notifications, newest first, 10 a page. */
export function getNewsListing(page: number, signal?: AbortSignal): Promise<TNewsListing> {
  return api.get('/api/News/listing', { params: { page }, schema: ZNewsListing, signal });
}

export function newsListingQuery(page: number) {
  return queryOptions({
    queryKey: [...NEWS_LISTING_KEY, page],
    queryFn: ({ signal }) => getNewsListing(page, signal),
    placeholderData: keepPreviousData,
    // new notices arrive while the page is open (the bell polls at the same pace)
    refetchInterval: NEWS_POLL_MS,
    retry: false,
  });
}

export function useNewsListing(page: number) {
  return useQuery(newsListingQuery(page));
}
