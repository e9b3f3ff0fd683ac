import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHeaderSaved, type TAddInvoiceRequest, type THeaderSaved } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { toFormBody } from '../lib/form-body';
import { RISE_LIST_KEY } from './rise-list';

/** POST /api/invoice/addInvoice. */
export function addInvoice(body: TAddInvoiceRequest): Promise<THeaderSaved> {
  return api.post('/api/invoice/addInvoice', { body: toFormBody(body), schema: ZHeaderSaved });
}

export function useAddInvoice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addInvoice, onSettled: () => qc.invalidateQueries({ queryKey: RISE_LIST_KEY }) });
}
