import { useCallback, useEffect, useState } from 'react';
import { defaultOptions, type PreviousUpload } from 'tus-js-client';
import { INGEST } from '@evidence/shared/constants';

/**
 * Uploads this browser began and did not finish (kept in localStorage by tus-js-client). The
 * page lists them after a reload: choosing the same file again continues from where it stopped.
 */
export function useUnfinishedUploads(refreshKey: unknown) {
  const [list, setList] = useState<PreviousUpload[]>([]);
  const load = useCallback(async () => {
    const all = await defaultOptions.urlStorage.findAllUploads().catch(() => []);
    setList(all.filter((u) => u.uploadUrl?.startsWith(INGEST.tusPath)));
  }, []);
  useEffect(() => {
    void load();
  }, [load, refreshKey]);
  const forget = useCallback(
    async (u: PreviousUpload) => {
      await defaultOptions.urlStorage.removeUpload(u.urlStorageKey);
      await load();
    },
    [load],
  );
  return { unfinished: list, forget };
}
