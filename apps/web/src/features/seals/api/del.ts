import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSealDelResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { SEAL_LIST_KEY } from './get-list';

/** POST /api/seal/del with id; resolves with the server's msg, which the page shows. */
export async function delSeal(id: number): Promise<string> {
  let msg = '';
  await api.post('/api/seal/del', { body: { id }, schema: ZSealDelResult, onMessage: (m) => (msg = m) });
  return msg;
}

export function useDelSeal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: delSeal, onSettled: () => qc.invalidateQueries({ queryKey: SEAL_LIST_KEY }) });
}
