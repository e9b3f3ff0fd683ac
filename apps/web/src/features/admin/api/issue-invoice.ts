import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminInvoiceDecision, type TAdminInvoiceDecision } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ADMIN_INVOICE_KEY } from './get-invoice-list';

/** POST /api/admin/invoice/issue (id): 开具. */
export function issueInvoice(id: number): Promise<TAdminInvoiceDecision> {
  return api.post('/api/admin/invoice/issue', { scope: 'admin', body: { id }, schema: ZAdminInvoiceDecision });
}

export function useIssueInvoice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: issueInvoice, onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_INVOICE_KEY }) });
}
