import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZH5IntentResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { H5_CALL } from '../lib/h5';
import { entryKey } from './entry';

/** POST /api/h5elesign/smsCheck {token, smsCode, smsToken} — the intent confirmed by the code. */
export function postSmsCheck(token: string, smsCode: string, smsToken: string | undefined) {
  return api.post('/api/h5elesign/smsCheck', { json: { token, smsCode, smsToken }, schema: ZH5IntentResponse, ...H5_CALL });
}

export function useSmsCheck(token: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (v: { code: string; smsToken?: string }) => postSmsCheck(token, v.code, v.smsToken), onSuccess: () => qc.invalidateQueries({ queryKey: entryKey(token) }), meta: { silentError: true } });
}
