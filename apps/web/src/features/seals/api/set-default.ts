import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSealSetDefaultResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { SEAL_LIST_KEY } from './get-list';

/** POST /api/seal/setDefault with id; resolves with the server's msg, which the page shows. */
export async function setDefaultSeal(id: number): Promise<string> {
  let msg = '';
  await api.post('/api/seal/setDefault', { body: { id }, schema: ZSealSetDefaultResult, onMessage: (m) => (msg = m) });
  return msg;
}

export function useSetDefaultSeal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setDefaultSeal, onSettled: () => qc.invalidateQueries({ queryKey: SEAL_LIST_KEY }) });
}
