import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStopSignResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_FLOWS_KEY, USER_KEY } from './keys';

/** POST /api/ElcSign/stopSign {sign_id, reason}; resolves with the server's message and the points given back. */
export async function stopSign(body: { signId: number; reason: string }): Promise<{ msg: string; refunded: number }> {
  let msg = '';
  const r = await api.post('/api/ElcSign/stopSign', { body: { sign_id: body.signId, reason: body.reason }, schema: ZStopSignResponse, onMessage: (m) => (msg = m) });
  return { msg, refunded: r.refunded };
}

/** The dialog shows a refusal itself (meta.silentError); lists and details are read again either way. */
export function useStopSign() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: stopSign, meta: { silentError: true }, onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ESIGN_FLOWS_KEY }), qc.invalidateQueries({ queryKey: USER_KEY })]) });
}
