import { useQuery } from '@tanstack/react-query';
import { ZLookResponse, type TLookResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { CAPTURES_FAMILY as CAPTURES_KEY } from './keys';

export const LOOK_KEY = [...CAPTURES_KEY, 'look'] as const;

/** POST /api/processlist/look {id}: one session for its owner (queue place, live time, preview). */
export function look(id: number, signal?: AbortSignal): Promise<TLookResponse> {
  return api.post('/api/processlist/look', { body: { id }, schema: ZLookResponse, signal });
}

const MOVING = ['queued', 'running', 'processing'];

/** Read again every 2 s while the session is queued, running or being processed. */
export function useLook(id: number | null) {
  return useQuery({
    queryKey: [...LOOK_KEY, id],
    queryFn: ({ signal }) => look(id!, signal),
    enabled: id !== null,
    retry: false,
    refetchInterval: (q) => (q.state.data && MOVING.includes(q.state.data.status) ? 2000 : false),
  });
}
