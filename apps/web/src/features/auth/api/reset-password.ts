import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/login/resetPassword (forgotten password, proven by an SMS code). */
export function resetPassword(body: TResetPasswordRequest): Promise<unknown> {
  return api.post('/api/login/resetPassword', { body: { ...body } });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
