import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDelSignResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_FLOWS_KEY } from './keys';

/** POST /api/ElcSign/delSign {sign_id}: drafts only; resolves with the server's message. */
export async function delSign(signId: number): Promise<string> {
  let msg = '';
  await api.post('/api/ElcSign/delSign', { body: { sign_id: signId }, schema: ZDelSignResponse, onMessage: (m) => (msg = m) });
  return msg;
}

export function useDelSign() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: delSign, onSettled: () => qc.invalidateQueries({ queryKey: ESIGN_FLOWS_KEY }) });
}
