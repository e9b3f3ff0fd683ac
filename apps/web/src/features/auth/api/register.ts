import { useMutation } from '@tanstack/react-query';
import type { TRegisterRequest } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/Register. Success only means "now log in"; no token is issued. */
export function register(body: TRegisterRequest): Promise<unknown> {
  return api.post('/api/Register', { body: { ...body, agree: body.agree === true ? '1' : body.agree } });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
