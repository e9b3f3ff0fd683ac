import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { H5_CALL } from '../lib/h5';

/** POST /api/h5elesign/reject {token, reason} — stop: the signer refuses the contract. */
export function postReject(token: string, reason: string) {
  return api.post('/api/h5elesign/reject', { json: { token, reason }, ...H5_CALL });
}

export function useReject(token: string) {
  return useMutation({ mutationFn: (reason: string) => postReject(token, reason), meta: { silentError: true } });
}
