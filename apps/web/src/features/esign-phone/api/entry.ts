import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZH5Entry, type TH5Entry } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { H5_CALL } from '../lib/h5';

export const entryKey = (token: string) => ['h5elesign', 'entry', token] as const;

/** GET /api/h5elesign/entry?token= — the flow, the signer and the steps done (public: the token is the key). */
export function getEntry(token: string): Promise<TH5Entry> {
  return api.get('/api/h5elesign/entry', { params: { token }, schema: ZH5Entry, ...H5_CALL });
}

export function useEntry(token: string) {
  return useQuery({ queryKey: entryKey(token), queryFn: () => getEntry(token), enabled: token !== '', staleTime: 0, retry: false, refetchOnWindowFocus: false, meta: { silentError: true } });
}
export const entryQuery = (token: string) => queryOptions({ queryKey: entryKey(token), queryFn: () => getEntry(token), staleTime: 0, retry: false });
