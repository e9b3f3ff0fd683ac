import { ZUploadResult, type TUploadResult } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** GET /api/upload/result: the record a finished resumable upload became (finishes it if needed). */
export function fetchUploadResult(uploadId: string): Promise<TUploadResult> {
  return api.get('/api/upload/result', { params: { id: uploadId }, schema: ZUploadResult });
}
