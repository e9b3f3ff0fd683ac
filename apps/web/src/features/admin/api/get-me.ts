import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZOperator, type TOperator } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/admin/me: the signed-in operator (name for the console header). */
export function getMe(): Promise<TOperator> {
  return api.get('/api/admin/me', { scope: 'admin', schema: ZOperator });
}

export const adminMeQuery = queryOptions({ queryKey: ['admin', 'me'], queryFn: getMe, staleTime: 5 * 60_000 });

export function useAdminMe() {
  return useQuery(adminMeQuery);
}
