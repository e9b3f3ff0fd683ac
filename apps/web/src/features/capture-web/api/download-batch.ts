import { useMutation } from '@tanstack/react-query';
import { ZDownloadBatchAnswer, type TDownloadBatchAnswer } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/processlist/downloadBatch {idStr}: signed URLs of the selected captures' packages (WACZ). */
export function downloadCaptureBatch(ids: readonly number[]): Promise<TDownloadBatchAnswer> {
  return api.post('/api/processlist/downloadBatch', { body: { idStr: ids.join(',') }, schema: ZDownloadBatchAnswer });
}

export function useCaptureDownloadBatch() {
  return useMutation({ mutationFn: downloadCaptureBatch });
}
