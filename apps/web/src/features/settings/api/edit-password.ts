import { useMutation } from '@tanstack/react-query';
import type { TEditPasswordRequest } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/user/editPassword (000 §5). The server ends the session on success. */
export function editPassword(body: TEditPasswordRequest): Promise<unknown> {
  return api.post('/api/user/editPassword', { body: { ...body } });
}

export function useEditPasswordMutation() {
  return useMutation({ mutationFn: editPassword });
}
