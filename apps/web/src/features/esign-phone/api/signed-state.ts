import { useQuery } from '@tanstack/react-query';
import { ZH5SignedState } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { H5_CALL } from '../lib/h5';

/** GET /api/h5elesign/signedState?token= (the link that signed) — what became of the flow (decision 815). */
export function getSignedState(token: string) {
  return api.get('/api/h5elesign/signedState', { params: { token }, schema: ZH5SignedState, ...H5_CALL });
}

/** Asked every 2 s while the signed contract is being made, then left alone. */
export function useSignedState(token: string) {
  return useQuery({
    queryKey: ['h5elesign', 'signedState', token],
    queryFn: () => getSignedState(token),
    enabled: token !== '',
    retry: false,
    refetchInterval: (q) => (q.state.data?.state === 'generating' ? 2_000 : false),
    meta: { silentError: true },
  });
}
