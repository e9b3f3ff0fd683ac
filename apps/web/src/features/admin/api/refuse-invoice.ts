import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminInvoiceDecision, type TAdminInvoiceDecision } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_INVOICE_KEY } from './get-invoice-list';

/** POST /api/admin/invoice/refuse (id, reason): 拒绝. */
export function refuseInvoice(body: { id: number; reason: string }): Promise<TAdminInvoiceDecision> {
  return api.post('/api/admin/invoice/refuse', { scope: 'admin', body, schema: ZAdminInvoiceDecision });
}

export function useRefuseInvoice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: refuseInvoice, onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_INVOICE_KEY }) });
}
