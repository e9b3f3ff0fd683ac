import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
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

/** 重新退款 as both screens offer it (the notary drawer, 退款处理): asks, then says it was asked or why not. */
export function useRetryRefundAction() {
  const retry = useRetryRefund();
  async function again(id: number) {
    try {
      await retry.mutateAsync(id);
      toast.success('已重新发起退款');
    } catch (e) {
      reportError(e);
    }
  }
  return { again, pendingId: retry.isPending ? retry.variables : undefined };
}
