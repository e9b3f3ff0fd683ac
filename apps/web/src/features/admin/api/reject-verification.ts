import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReviewResult, type TRejectRequest, type TReviewResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { VERIFICATION_LIST_KEY } from './get-verification-list';

/** POST /api/admin/verification/reject with id and reason (required): 待审核 → 已驳回. */
export function rejectVerification(body: TRejectRequest): Promise<TReviewResult> {
  return api.post('/api/admin/verification/reject', { scope: 'admin', body: { ...body }, schema: ZReviewResult });
}

export function useRejectVerificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectVerification, onSuccess: () => queryClient.invalidateQueries({ queryKey: VERIFICATION_LIST_KEY }) });
}
