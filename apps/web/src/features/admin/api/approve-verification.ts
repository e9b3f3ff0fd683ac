import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReviewResult, type TApproveRequest, type TReviewResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { VERIFICATION_LIST_KEY } from './get-verification-list';

/** POST /api/admin/verification/approve with id: 待审核 → 已通过. */
export function approveVerification(body: TApproveRequest): Promise<TReviewResult> {
  return api.post('/api/admin/verification/approve', { scope: 'admin', body: { ...body }, schema: ZReviewResult });
}

export function useApproveVerificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveVerification, onSuccess: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_LIST_KEY }) });
}
