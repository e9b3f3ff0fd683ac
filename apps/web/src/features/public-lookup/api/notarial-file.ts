import { useMutation } from '@tanstack/react-query';
import { ZNotarialFileCheck, type TNotarialFileCheck } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/check/notarialFile, multipart `file`: the certificate PDF checked on the server (not stored). */
export function checkNotarialFile(file: File): Promise<TNotarialFileCheck> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/api/check/notarialFile', { multipart: form, schema: ZNotarialFileCheck });
}

export function useNotarialFileCheckMutation() {
  // the page shows the refusal beside the picker (not a PDF, too large)
  return useMutation({ mutationFn: checkNotarialFile, meta: { silentError: true } });
}
