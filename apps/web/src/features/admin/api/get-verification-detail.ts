import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReviewDetail, type TReviewDetail } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { VERIFICATION_KEY } from './get-verification-list';

/**
 * GET /api/admin/verification/detail?id=: one submission unmasked with signed image URLs (valid a
 * few minutes); the server audits every view, so it is fetched when the drawer opens and not kept.
 */
export function getVerificationDetail(id: number): Promise<TReviewDetail> {
  return api.get('/api/admin/verification/detail', { scope: 'admin', params: { id }, schema: ZReviewDetail });
}

export function verificationDetailQuery(id: number) {
  return queryOptions({ queryKey: [...VERIFICATION_KEY, 'detail', id], queryFn: () => getVerificationDetail(id), staleTime: 0, gcTime: 0 });
}

export function useVerificationDetail(id: number | null) {
  return useQuery({ ...verificationDetailQuery(id ?? 0), enabled: id !== null });
}
