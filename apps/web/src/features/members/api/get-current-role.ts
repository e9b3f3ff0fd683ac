import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCurrentRoles, type TCurrentRoles } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ROLES_KEY } from './keys';

/** GET /api/companyMember/getCurrentRole: the roles this login holds (personal, member of company X). */
export function getCurrentRoles(signal?: AbortSignal): Promise<TCurrentRoles> {
  return api.get('/api/companyMember/getCurrentRole', { schema: ZCurrentRoles, signal });
}

export function useCurrentRoles(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: ROLES_KEY, queryFn: ({ signal }) => getCurrentRoles(signal), staleTime: 30_000, retry: false }), enabled });
}
