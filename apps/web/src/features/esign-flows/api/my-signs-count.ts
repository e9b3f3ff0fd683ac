import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { NEWS_POLL_MS } from '@evidence/shared/constants';
import { api } from '@/lib/api-client';
import { ESIGN_FLOWS_KEY } from './keys';

const ZCount = z.object({ todo: z.number().int() });

/** GET /api/ElcSign/mySignsCount: the header's 待办 count (flows awaiting my signature now). */
export function mySignsCount(signal?: AbortSignal): Promise<number> {
  return api.get('/api/ElcSign/mySignsCount', { schema: ZCount, onExpired: 'silent', signal }).then((r) => r.todo);
}

/** Polled like the notices bell (60 s and on focus); a failed poll stays quiet, the next one tries again. */
export function useMySignsCount(enabled: boolean) {
  return useQuery({
    queryKey: [...ESIGN_FLOWS_KEY, 'mine', 'count'],
    queryFn: ({ signal }) => mySignsCount(signal),
    enabled,
    refetchInterval: NEWS_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
    retry: false,
    meta: { silentError: true },
  });
}
