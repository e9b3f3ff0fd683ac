import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVerifyInfo, type TVerifyInfo } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** Prefix of every getVerifyInfo query: invalidate it after a submission or a change. */
export const VERIFY_INFO_KEY = ['user', 'verifyInfo'] as const;

/**
 * GET /api/user/getVerifyInfo[?full=1]: state, the 000 §4 message, whether the form is editable and
 * the current submission with its review. `full` answers unmasked values only while the form is
 * editable (to fill it again after a rejection). Image URLs are signed and expire within minutes,
 * so the answer is never considered fresh; the unmasked variant is also not kept once unused.
 */
export function getVerifyInfo(full = false): Promise<TVerifyInfo> {
  return api.get('/api/user/getVerifyInfo', { params: full ? { full: 1 } : {}, schema: ZVerifyInfo });
}

export function verifyInfoQuery(full = false) {
  return queryOptions({
    queryKey: [...VERIFY_INFO_KEY, full ? 'full' : 'masked'],
    queryFn: () => getVerifyInfo(full),
    staleTime: 0,
    // identity numbers in clear stay in memory only while a page shows them
    gcTime: full ? 0 : 5 * 60_000,
    refetchOnWindowFocus: !full,
  });
}

export function useVerifyInfo(full?: boolean) {
  return useQuery(verifyInfoQuery(full ?? false));
}
