import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNewsChange, type TNewsChange, type TNewsNotice } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { NEWS_LISTING_KEY } from './listing';
import { NEWS_NOTICE_KEY } from './notice';

/** POST /api/News/del with newsId, comma-separated; resolves with the change and the server's msg, which the page shows. */
export async function delNews(ids: number[]): Promise<TNewsChange & { msg: string }> {
  let msg = '';
  const change = await api.post('/api/News/del', { body: { newsId: ids.join(',') }, schema: ZNewsChange, onMessage: (m) => (msg = m) });
  return { ...change, msg };
}

/** `onChanged` lets the route refresh the user info (another feature) after a delete. */
export function useDelNews(onChanged?: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: delNews,
    onSuccess: (change) => {
      qc.setQueryData<TNewsNotice>(NEWS_NOTICE_KEY, { newsNum: change.newsNum });
    },
    onSettled: async () => {
      onChanged?.();
      await qc.invalidateQueries({ queryKey: NEWS_LISTING_KEY });
    },
  });
}
