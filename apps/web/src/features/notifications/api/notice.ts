import { queryOptions, useQuery } from '@tanstack/react-query';
import { NEWS_POLL_MS } from '@evidence/shared/constants';
import { ZNewsNotice, type TNewsNotice } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const NEWS_NOTICE_KEY = ['news', 'notice'] as const;

/** GET /api/news/notice: the unread count for the header bell. */
export function getNewsNotice(onExpired: 'redirect' | 'silent', signal?: AbortSignal): Promise<TNewsNotice> {
  return api.get('/api/news/notice', { schema: ZNewsNotice, onExpired, signal });
}

/**
 * The bell's count, asked every 60 s while logged in and again when the window regains focus, so a
 * notice written by someone else (an operator's decision, an extraction) shows without a reload.
 * A failed poll is not worth a toast: the next one tries again.
 */
export function newsNoticeQuery(onExpired: 'redirect' | 'silent' = 'redirect') {
  return queryOptions({
    queryKey: NEWS_NOTICE_KEY,
    queryFn: ({ signal }) => getNewsNotice(onExpired, signal),
    refetchInterval: NEWS_POLL_MS,
    // on focus even when just fetched: coming back to the tab is when a new notice matters
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
    retry: false,
    meta: { silentError: true },
  });
}

export function useNewsNotice(options: { enabled: boolean; silent?: boolean }) {
  return useQuery({ ...newsNoticeQuery(options.silent ? 'silent' : 'redirect'), enabled: options.enabled });
}
