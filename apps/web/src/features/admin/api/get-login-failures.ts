import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLoginFailuresResponse, type TLoginFailuresResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/admin/loginFailures: failed logins of the last 24 hours, by account and by address. */
export function getLoginFailures(): Promise<TLoginFailuresResponse> {
  return api.get('/api/admin/loginFailures', { scope: 'admin', schema: ZLoginFailuresResponse });
}

export function loginFailuresQuery() {
  return queryOptions({ queryKey: ['admin', 'loginFailures'], queryFn: getLoginFailures });
}

export function useLoginFailures() {
  return useQuery(loginFailuresQuery());
}
