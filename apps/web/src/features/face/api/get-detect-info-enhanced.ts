import { queryOptions, useQuery } from '@tanstack/react-query';
import { FACE_POLL_INTERVALS } from '@evidence/shared/constants';
import { ZGetDetectInfoResponse, type TGetDetectInfoResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { isFinal } from '../lib/poll-outcome';
import { FACE_KEY } from './get-verify-info';

/** POST /api/Peruser/getDetectInfoEnhanced with BizToken: SUCCESS, FAIL or PENDING (000 §7). */
export function getDetectInfoEnhanced(BizToken: string): Promise<TGetDetectInfoResponse> {
  return api.post('/api/Peruser/getDetectInfoEnhanced', { body: { BizToken }, schema: ZGetDetectInfoResponse });
}

/**
 * Polled every 2 s until SUCCESS or FAIL (000 §4); TanStack Query stops it when the page unmounts
 * and while the tab is hidden.
 */
export function detectPollQuery(bizToken: string) {
  return queryOptions({
    queryKey: [...FACE_KEY, 'detect', bizToken],
    queryFn: () => getDetectInfoEnhanced(bizToken),
    refetchInterval: (q) => (q.state.data && isFinal(q.state.data.Result) ? false : FACE_POLL_INTERVALS.detect),
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useDetectPoll(bizToken: string | null) {
  return useQuery({ ...detectPollQuery(bizToken ?? ''), enabled: bizToken !== null });
}
