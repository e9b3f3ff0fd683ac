import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNotaryOrderCreated, type TNotaryOrderCreated } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { NOTARY_LIST_KEY } from './get-list';

/** POST /api/notary/apply {ids, fee}: the new order and the server's message; `fee` is the confirmed quote in points (decision 851). */
export async function applyNotary({ ids, fee }: { ids: string; fee: number }): Promise<{ order: TNotaryOrderCreated; msg: string }> {
  let msg = '';
  const order = await api.post('/api/notary/apply', { body: { ids, fee: fee.toFixed(2) }, schema: ZNotaryOrderCreated, onMessage: (m) => (msg = m) });
  return { order, msg };
}

export function useApplyNotary() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: applyNotary, onSuccess: () => qc.invalidateQueries({ queryKey: NOTARY_LIST_KEY }) });
}
