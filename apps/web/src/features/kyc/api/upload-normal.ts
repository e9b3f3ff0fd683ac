import { useMutation } from '@tanstack/react-query';
import { ZUploadNormalResult, type TUploadNormalResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/Upload/uploadNormal (000 §7): multipart `file` with the bearer header; answers the
 * stored image's `path` (what the verification forms send) and a `url` that needs the bearer header.
 */
export function uploadNormal(file: File, signal?: AbortSignal): Promise<TUploadNormalResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/api/Upload/uploadNormal', { multipart: form, schema: ZUploadNormalResult, signal });
}

export function useUploadNormalMutation() {
  return useMutation({ mutationFn: (file: File) => uploadNormal(file) });
}
