import { useMutation } from '@tanstack/react-query';
import { ZMySignLinkResponse, type TMySignLinkResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/ElcSign/mySignLink {signer_id}: 去签署 — the logged-in signer's own fresh signing link (an in-app
 * /h5elesign path); the texted link stops working (decision 812).
 */
export function mySignLink(signerId: number): Promise<TMySignLinkResponse> {
  return api.post('/api/ElcSign/mySignLink', { body: { signer_id: signerId }, schema: ZMySignLinkResponse });
}

export function useMySignLink() {
  return useMutation({ mutationFn: mySignLink });
}
