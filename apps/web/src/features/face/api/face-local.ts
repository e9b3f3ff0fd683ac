import { useMutation, useQuery } from '@tanstack/react-query';
import { ZFaceLocalCompleteResponse, ZFaceLocalSession, type TFaceLocalCompleteResponse, type TFaceLocalSession } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/face-local/session?token= — the local test provider's session (public: the token is the key). */
export function getFaceLocalSession(token: string): Promise<TFaceLocalSession> {
  return api.get('/api/face-local/session', { params: { token }, schema: ZFaceLocalSession });
}

export function useFaceLocalSession(token: string) {
  return useQuery({ queryKey: ['face-local', token], queryFn: () => getFaceLocalSession(token), staleTime: Infinity, retry: false, meta: { silentError: true } });
}

/** POST /api/face-local/complete with token and result; answers the state and the server's message. */
export async function completeFaceLocal(token: string, result: 'pass' | 'fail'): Promise<TFaceLocalCompleteResponse & { msg: string }> {
  let msg = '';
  const r = await api.post('/api/face-local/complete', { body: { token, result }, schema: ZFaceLocalCompleteResponse, onMessage: (m) => (msg = m) });
  return { ...r, msg };
}

export function useCompleteFaceLocalMutation(token: string) {
  return useMutation({ mutationFn: (result: 'pass' | 'fail') => completeFaceLocal(token, result), meta: { silentError: true } });
}
