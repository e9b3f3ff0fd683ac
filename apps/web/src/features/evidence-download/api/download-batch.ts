import { useMutation } from '@tanstack/react-query';
import { ZDownloadBatchAnswer, ZDownloadZipAnswer, type TDownloadBatchAnswer, type TDownloadZipAnswer } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/data/downloadBatch (000 §7): signed URLs of the originals, and what cannot be downloaded. */
export function downloadBatch(ids: readonly number[]): Promise<TDownloadBatchAnswer> {
  return api.post('/api/data/downloadBatch', { body: { dataIdStr: ids.join(',') }, schema: ZDownloadBatchAnswer });
}

/** POST /api/data/downloadZip: the signed URL of one streamed ZIP of the selection. */
export function downloadZip(ids: readonly number[]): Promise<TDownloadZipAnswer> {
  return api.post('/api/data/downloadZip', { body: { dataIdStr: ids.join(',') }, schema: ZDownloadZipAnswer });
}

export function useDownloadBatch() {
  return useMutation({ mutationFn: downloadBatch });
}

export function useDownloadZip() {
  return useMutation({ mutationFn: downloadZip });
}
