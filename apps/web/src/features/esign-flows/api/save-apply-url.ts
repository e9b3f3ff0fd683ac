import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSaveApplyUrlResponse, type TSaveApplyUrlResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { ESIGN_FLOWS_KEY } from './keys';

/** POST /api/ElcSign/saveApplyUrl {sign_id, signer_id}: a fresh link to copy; the old one stops working. */
export function saveApplyUrl(body: { signId: number; signerId: number }): Promise<TSaveApplyUrlResponse> {
  return api.post('/api/ElcSign/saveApplyUrl', { body: { sign_id: body.signId, signer_id: body.signerId }, schema: ZSaveApplyUrlResponse });
}

export function useSaveApplyUrl() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveApplyUrl, onSettled: () => qc.invalidateQueries({ queryKey: ESIGN_FLOWS_KEY }) });
}
