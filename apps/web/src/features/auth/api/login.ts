import { useMutation } from '@tanstack/react-query';
import { ZLoginRefusal, ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@evidence/shared/contracts';
import { api, isApiError } from '@/lib/api-client';

/** POST /api/login. */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return api.post('/api/login', { body: { ...body }, schema: ZLoginResponse });
}

/** A refused login says whether the next try must carry the image captcha. */
export function refusalNeedsCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const parsed = ZLoginRefusal.safeParse(error.data);
  return parsed.success && parsed.data.needCaptcha;
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
