import { useMutation } from '@tanstack/react-query';
import { ZIntentSendCodeResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/signature/sendCode {token}: the code goes to the account's own phone (never a number the page names). */
export function sendIntentCode(token: string) {
  return api.post('/api/signature/sendCode', { body: { token }, schema: ZIntentSendCodeResponse });
}

export function useSendIntentCode(token: string) {
  return useMutation({ mutationFn: () => sendIntentCode(token), meta: { silentError: true } });
}
