import { useMutation } from '@tanstack/react-query';
import { ZH5SmsSendResponse, type TH5SmsSendResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { H5_CALL } from '../lib/h5';

/** POST /api/h5elesign/smsSend {token} — the intent code to the signer's phone. */
export function postSmsSend(token: string): Promise<TH5SmsSendResponse> {
  return api.post('/api/h5elesign/smsSend', { json: { token }, schema: ZH5SmsSendResponse, ...H5_CALL });
}

export function useSmsSend(token: string) {
  return useMutation({ mutationFn: () => postSmsSend(token), meta: { silentError: true } });
}
