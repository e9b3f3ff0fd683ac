import { useMutation } from '@tanstack/react-query';
import { ZIntentStatus, type TIntentStatus } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/signature/submit, multipart `token` and `file` (the handwriting, a trimmed transparent PNG). */
export async function submitHandwriting(token: string, png: Blob): Promise<TIntentStatus & { msg: string }> {
  const form = new FormData();
  form.append('token', token);
  form.append('file', png, 'handwriting.png');
  let msg = '';
  const r = await api.post('/api/signature/submit', { multipart: form, schema: ZIntentStatus, onMessage: (m) => (msg = m) });
  return { ...r, msg };
}

export function useSubmitHandwriting(token: string) {
  return useMutation({ mutationFn: (png: Blob) => submitHandwriting(token, png), meta: { silentError: true } });
}
