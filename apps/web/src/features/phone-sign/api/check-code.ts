import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZIntentStatus, type TIntentStatus, type TIntentView } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { intentKey } from './get-intent';

/** POST /api/signature/checkCode {token, smsCode, smsToken}: the intent becomes verified. */
export function checkIntentCode(token: string, smsCode: string, smsToken: string | undefined): Promise<TIntentStatus> {
  return api.post('/api/signature/checkCode', { body: { token, smsCode, ...(smsToken ? { smsToken } : {}) }, schema: ZIntentStatus });
}

export function useCheckIntentCode(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { smsCode: string; smsToken: string | undefined }) => checkIntentCode(token, v.smsCode, v.smsToken),
    meta: { silentError: true },
    // the canvas page opens on the new state at once (and reads it afresh behind)
    onSuccess: (r) => qc.setQueryData<TIntentView>(intentKey(token), (old) => (old ? { ...old, status: r.status } : old)),
  });
}
