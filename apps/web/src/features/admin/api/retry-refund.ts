import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { ADMIN_NOTARY_KEY } from './get-notary-list';
import { REFUND_QUEUE_KEY } from './get-refund-queue';

/** POST /api/admin/payments/refundRetry: asks the provider again for a refund 退款失败 (audited on the server). */
export function retryRefund(refundId: number): Promise<{ round: number }> {
  return api.post('/api/admin/payments/refundRetry', { scope: 'admin', body: { refundId }, schema: z.object({ round: z.number().int() }) });
}

export function useRetryRefund() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: retryRefund, onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ADMIN_NOTARY_KEY }), qc.invalidateQueries({ queryKey: REFUND_QUEUE_KEY })]) });
}
