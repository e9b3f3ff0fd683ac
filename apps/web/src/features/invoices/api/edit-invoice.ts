import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHeaderSaved, type TEditInvoiceRequest, type THeaderSaved } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { toFormBody } from '../lib/form-body';
import { RISE_LIST_KEY } from './rise-list';

/** POST /api/invoice/editInvoice. */
export function editInvoice(body: TEditInvoiceRequest): Promise<THeaderSaved> {
  return api.post('/api/invoice/editInvoice', { body: toFormBody(body), schema: ZHeaderSaved });
}

export function useEditInvoice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: editInvoice, onSettled: () => qc.invalidateQueries({ queryKey: RISE_LIST_KEY }) });
}
