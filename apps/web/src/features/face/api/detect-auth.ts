import { useMutation } from '@tanstack/react-query';
import { ZDetectAuthResponse, type TDetectAuthRequest, type TDetectAuthResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/Peruser/detectAuth (000 §7): starts the QR face check of the pending individual
 * submission. The server checks the person it holds, so the page sends nothing it cannot know.
 */
export function detectAuth(body: TDetectAuthRequest = {}): Promise<TDetectAuthResponse> {
  return api.post('/api/Peruser/detectAuth', { body: { ...body }, schema: ZDetectAuthResponse });
}

export function useDetectAuthMutation() {
  return useMutation({ mutationFn: () => detectAuth() });
}
