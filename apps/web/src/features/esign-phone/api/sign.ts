import { useMutation } from '@tanstack/react-query';
import { ZH5SignResponse, type TH5SignRequest } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';
import { H5_CALL, fetchPdfWithHash } from '../lib/h5';

export type SignBody = Omit<TH5SignRequest, 'token'>;

/** POST /api/h5elesign/sign (JSON) — the signer's fields signed; answers the server's message too. */
export async function postSign(token: string, body: SignBody) {
  let msg = '';
  const r = await api.post('/api/h5elesign/sign', { json: { token, ...body }, schema: ZH5SignResponse, onMessage: (m) => (msg = m), ...H5_CALL });
  return { ...r, msg };
}

export function useSign(token: string) {
  return useMutation({ mutationFn: (body: SignBody) => postSign(token, body), meta: { silentError: true } });
}

/**
 * POST /api/h5elesign/check (the same body) — the preview PDF with this signer's fields drawn, not signed,
 * and the SHA-256 of the document it was drawn on, which sign must carry back.
 */
export function postCheck(token: string, body: SignBody): Promise<{ blob: Blob; documentSha256: string | null }> {
  return fetchPdfWithHash('/api/h5elesign/check', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token, ...body }) });
}
