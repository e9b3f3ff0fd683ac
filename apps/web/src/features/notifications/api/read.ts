import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNewsChange, type TNewsChange, type TNewsListing, type TNewsNotice } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { markReadInPage, unreadAmong } from '../lib/news-cache';
import { NEWS_LISTING_KEY } from './listing';
import { NEWS_NOTICE_KEY } from './notice';

export type ReadTarget = { all: true } | { all?: false; ids: number[] };

/** POST /api/News/read with newsId (comma-separated), or all=1 for 全部已读 (decision 87). */
export function readNews(target: ReadTarget): Promise<TNewsChange> {
  const body = target.all ? { all: '1' } : { newsId: target.ids.join(',') };
  return api.post('/api/News/read', { body, schema: ZNewsChange });
}

/**
 * Marks read at once on the page and the bell (optimistic), then asks the server; a refusal puts
 * the cached pages and count back. `onChanged` lets the route refresh the user info (another feature).
 */
export function useReadNews(onChanged?: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: readNews,
    onMutate: async (target) => {
      await qc.cancelQueries({ queryKey: NEWS_LISTING_KEY });
      const pages = qc.getQueriesData<TNewsListing>({ queryKey: NEWS_LISTING_KEY });
      const notice = qc.getQueryData<TNewsNotice>(NEWS_NOTICE_KEY);
      const ids = target.all ? [] : target.ids;
      let unread = 0;
      for (const [key, page] of pages) {
        if (!target.all) unread = Math.max(unread, unreadAmong(page, ids));
        qc.setQueryData(key, markReadInPage(page, ids, Boolean(target.all)));
      }
      if (notice) qc.setQueryData<TNewsNotice>(NEWS_NOTICE_KEY, { newsNum: target.all ? 0 : Math.max(0, notice.newsNum - unread) });
      return { pages, notice };
    },
    onError: (_e, _target, saved) => {
      for (const [key, page] of saved?.pages ?? []) qc.setQueryData(key, page);
      if (saved?.notice) qc.setQueryData(NEWS_NOTICE_KEY, saved.notice);
    },
    onSuccess: (change) => {
      qc.setQueryData<TNewsNotice>(NEWS_NOTICE_KEY, { newsNum: change.newsNum });
    },
    onSettled: async () => {
      onChanged?.();
      await qc.invalidateQueries({ queryKey: NEWS_LISTING_KEY });
    },
  });
}
