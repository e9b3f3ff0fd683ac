import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDelProResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { CAPTURES_KEY } from './keys';

/** POST /api/processlist/delPro {id}: finished captures only; resolves with the server's message. */
export async function delPro(id: number): Promise<string> {
  let msg = '';
  await api.post('/api/processlist/delPro', { body: { id }, schema: ZDelProResponse, onMessage: (m) => (msg = m) });
  return msg;
}

export function useDelPro() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: delPro, onSettled: () => qc.invalidateQueries({ queryKey: CAPTURES_KEY }) });
}
