import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSendSignSmsResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_FLOWS_KEY } from './keys';

/** POST /api/ElcSign/sendSignSms {sign_id, signer_id?}: new links texted; resolves with the server's message. */
export async function sendSignSms(body: { signId: number; signerId?: number }): Promise<string> {
  let msg = '';
  await api.post('/api/ElcSign/sendSignSms', { body: { sign_id: body.signId, ...(body.signerId ? { signer_id: body.signerId } : {}) }, schema: ZSendSignSmsResponse, onMessage: (m) => (msg = m) });
  return msg;
}

export function useSendSignSms() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: sendSignSms, onSettled: () => qc.invalidateQueries({ queryKey: ESIGN_FLOWS_KEY }) });
}
