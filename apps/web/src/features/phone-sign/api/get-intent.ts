import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZIntentView, type TIntentView } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

export const intentKey = (token: string) => ['sign-intent', token] as const;

/** GET /api/signature/intent?token= — what is signed, the masked phone, the state (public: the token is the key). */
export function getIntent(token: string): Promise<TIntentView> {
  return api.get('/api/signature/intent', { params: { token }, schema: ZIntentView });
}

/** Read afresh each time a page opens: the desktop may have made a newer code or taken the handwriting. */
export function intentQuery(token: string) {
  return queryOptions({ queryKey: intentKey(token), queryFn: () => getIntent(token), staleTime: 0, retry: false, refetchOnWindowFocus: false, meta: { silentError: true } });
}

export function useIntent(token: string) {
  return useQuery({ ...intentQuery(token), enabled: token !== '' });
}
