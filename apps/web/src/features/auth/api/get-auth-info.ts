import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUserInfo, type TUserInfo } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { useSession } from '@/lib/use-session';

export const AUTH_INFO_KEY = ['user', 'authInfo'] as const;

/**
 * GET /api/user/getAuthInfo. 'silent' is for public pages: a stale token there just logs the
 * visitor out instead of sending them to the login page.
 */
export async function getAuthInfo(onExpired: 'redirect' | 'silent' = 'redirect'): Promise<TUserInfo> {
  const info = await api.get('/api/user/getAuthInfo', { schema: ZUserInfo, onExpired });
  session.cacheUserInfo(info);
  return info;
}

export function authInfoQuery(onExpired: 'redirect' | 'silent' = 'redirect') {
  return queryOptions({
    queryKey: AUTH_INFO_KEY,
    queryFn: () => getAuthInfo(onExpired),
    staleTime: 30_000,
    retry: false,
  });
}

/** The logged-in account, or undefined when logged out (the query stays idle without a token). */
export function useAuthInfo(options: { silent?: boolean } = {}) {
  const hasToken = Boolean(useSession().token);
  return useQuery({ ...authInfoQuery(options.silent ? 'silent' : 'redirect'), enabled: hasToken });
}
