import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZHeaderSaved, type THeaderSaved } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { RISE_LIST_KEY } from './rise-list';

/** POST /api/invoice/delInvoice (id). */
export function delInvoice(id: number): Promise<THeaderSaved> {
  return api.post('/api/invoice/delInvoice', { body: { id }, schema: ZHeaderSaved });
}

export function useDelInvoice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: delInvoice, onSettled: () => qc.invalidateQueries({ queryKey: RISE_LIST_KEY }) });
}
