import { useQuery, useQueryClient } from '@tanstack/react-query';
import { defaultOptions, type PreviousUpload } from 'tus-js-client';
import { INGEST } from '@evidence/shared/constants';

const KEY = ['evidence-upload', 'unfinished'] as const;

async function findUnfinished(): Promise<PreviousUpload[]> {
  const all = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
  return all.filter((u) => u.uploadUrl?.startsWith(INGEST.tusPath));
}

/**
 * Uploads this browser began and did not finish (kept in localStorage by tus-js-client). The
 * page lists them after a reload: choosing the same file again continues from where it stopped.
 */
export function useUnfinishedUploads(refreshKey: unknown) {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: [...KEY, refreshKey], queryFn: findUnfinished, staleTime: 0 });
  async function forget(u: PreviousUpload) {
    await defaultOptions.urlStorage.removeUpload(u.urlStorageKey);
    await queryClient.invalidateQueries({ queryKey: KEY });
  }
  return { unfinished: data ?? [], forget };
}
