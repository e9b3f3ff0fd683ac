import { useMutation } from '@tanstack/react-query';
import { ZIntentStatus, type TIntentStatus } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/signature/submit, multipart `token`, `documentSha256` (the hashes of the documents the page
 * showed: the intent's bound ones, issue 23 item 1) and `file` (the handwriting, a trimmed transparent PNG).
 */
export async function submitHandwriting(token: string, shown: readonly string[], png: Blob): Promise<TIntentStatus & { msg: string }> {
  const form = new FormData();
  form.append('token', token);
  form.append('documentSha256', shown.join(','));
  form.append('file', png, 'handwriting.png');
  let msg = '';
  const r = await api.post('/api/signature/submit', { multipart: form, schema: ZIntentStatus, onMessage: (m) => (msg = m) });
  return { ...r, msg };
}

export function useSubmitHandwriting(token: string, shown: readonly string[]) {
  return useMutation({ mutationFn: (png: Blob) => submitHandwriting(token, shown, png), meta: { silentError: true } });
}
