import { useMutation } from '@tanstack/react-query';
import { ZAccountCodeResponse, type TAccountCodeRequest, type TAccountCodeResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/user/accountCode with mobile: an SMS code to the company's new account phone; answers smsCodeToken. */
export function accountCode(body: TAccountCodeRequest): Promise<TAccountCodeResponse> {
  return api.post('/api/user/accountCode', { body: { ...body }, schema: ZAccountCodeResponse });
}

export function useAccountCodeMutation() {
  return useMutation({ mutationFn: accountCode });
}
