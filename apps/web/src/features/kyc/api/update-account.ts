import { useMutation } from '@tanstack/react-query';
import { ZUpdateAccountResponse, type TUpdateAccountRequest, type TUpdateAccountResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/user/updateAccount with contactPhone, smsCode, smsCodeToken: the verified company's
 * login phone becomes contactPhone ('企业账号手机号修改成功').
 */
export async function updateAccount(body: TUpdateAccountRequest): Promise<{ data: TUpdateAccountResponse; msg: string }> {
  let msg = '';
  const data = await api.post('/api/user/updateAccount', { body: { ...body }, schema: ZUpdateAccountResponse, onMessage: (m) => (msg = m) });
  return { data, msg };
}

export function useUpdateAccountMutation() {
  return useMutation({ mutationFn: updateAccount });
}
