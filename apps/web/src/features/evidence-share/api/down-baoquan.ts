import { useMutation } from '@tanstack/react-query';
import { ZDownBaoquanResponse, type TDownBaoquanRequest, type TDownBaoquanResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/share/downBaoquan with code and baoquan, returns downUrl (000 §7); works without login. */
export function downBaoquan(body: TDownBaoquanRequest): Promise<TDownBaoquanResponse> {
  return api.post('/api/share/downBaoquan', { body: { ...body }, schema: ZDownBaoquanResponse, onExpired: 'silent' });
}

/** The dialog shows refusals itself (wrong code, lockout), so the global toast stays quiet. */
export function useDownBaoquanMutation() {
  return useMutation({ mutationFn: downBaoquan, meta: { silentError: true } });
}
