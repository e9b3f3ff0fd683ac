import { useMutation } from '@tanstack/react-query';
import { ZAdminLoginResponse, type TAdminLoginRequest, type TAdminLoginResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/login: notary staff sign in to the operator console. */
export function adminLogin(body: TAdminLoginRequest): Promise<TAdminLoginResponse> {
  return api.post('/api/admin/login', { body: { ...body }, scope: 'admin', schema: ZAdminLoginResponse });
}

export function useAdminLoginMutation() {
  return useMutation({ mutationFn: adminLogin });
}
