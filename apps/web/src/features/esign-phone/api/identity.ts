import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZH5IdentityResponse, type TH5IdentityResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { H5_CALL } from '../lib/h5';
import { entryKey } from './entry';

/** POST /api/h5elesign/identity {token, idCard} — step2; a new signer gets the face page to open. */
export function postIdentity(token: string, idCard: string): Promise<TH5IdentityResponse> {
  return api.post('/api/h5elesign/identity', { json: { token, idCard }, schema: ZH5IdentityResponse, ...H5_CALL });
}

export function useIdentity(token: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (idCard: string) => postIdentity(token, idCard), onSuccess: () => qc.invalidateQueries({ queryKey: entryKey(token) }), meta: { silentError: true } });
}
