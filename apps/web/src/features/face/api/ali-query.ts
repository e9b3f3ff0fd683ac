import { queryOptions, useQuery } from '@tanstack/react-query';
import { FACE_POLL_INTERVALS } from '@evidence/shared/constants';
import { ZAliQueryResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { aliOutcome, type AliOutcome } from '../lib/poll-outcome';
import { FACE_KEY } from './get-verify-info';

/**
 * POST /api/peruser/aliQuery with certify_id (001 §7). The body code is the answer (001 §4): the
 * api client throws for every code but 200, so 202 (in progress) and 400 (failed) are read off the
 * error here and the poll gets a plain outcome.
 */
export async function aliQuery(certifyId: string): Promise<AliOutcome> {
  try {
    await api.post('/api/peruser/aliQuery', { body: { certify_id: certifyId }, schema: ZAliQueryResponse });
    return { state: 'passed', message: '' };
  } catch (e) {
    return aliOutcome(e);
  }
}

/** Polled every 3 s (001 §4) until passed or failed. */
export function aliPollQuery(certifyId: string) {
  return queryOptions({
    queryKey: [...FACE_KEY, 'ali', certifyId],
    queryFn: () => aliQuery(certifyId),
    refetchInterval: (q) => (q.state.data && q.state.data.state !== 'pending' ? false : FACE_POLL_INTERVALS.ali),
    refetchOnWindowFocus: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useAliPoll(certifyId: string | null) {
  return useQuery({ ...aliPollQuery(certifyId ?? ''), enabled: certifyId !== null });
}
