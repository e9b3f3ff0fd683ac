import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZInvoiceAskResponse, type TInvoiceAskResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { INVOICE_KEY } from './rise-list';

export interface InvoiceAskInput {
  ids: number[];
  userInvoiceId: number;
  type: number;
  remark: string;
}

/** POST /api/invoice/invoiceAsk (ids comma-joined, userInvoiceId, type, remark). */
export function invoiceAsk(input: InvoiceAskInput): Promise<TInvoiceAskResponse> {
  return api.post('/api/invoice/invoiceAsk', {
    body: { ids: input.ids.join(','), userInvoiceId: input.userInvoiceId, type: input.type, remark: input.remark },
    schema: ZInvoiceAskResponse,
  });
}

export function useInvoiceAsk() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: invoiceAsk, onSuccess: () => qc.invalidateQueries({ queryKey: INVOICE_KEY }) });
}
