import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEsignSealDeleteResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_SEALS_KEY } from './seal-list';

/** POST /api/ElcSign/sealDelete {id}: a soft delete; answers the server's message. */
export async function deleteEsignSeal(id: number): Promise<string> {
  let msg = '';
  await api.post('/api/ElcSign/sealDelete', { body: { id }, schema: ZEsignSealDeleteResult, onMessage: (m) => (msg = m) });
  return msg;
}

export function useDeleteEsignSeal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteEsignSeal, meta: { silentError: true }, onSuccess: () => qc.invalidateQueries({ queryKey: ESIGN_SEALS_KEY }) });
}
