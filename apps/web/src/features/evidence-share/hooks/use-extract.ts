import { useState } from 'react';
import { SHARE_MSG } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useDownBaoquanMutation } from '../api/down-baoquan';
import { downloadThroughFrame } from '../lib/hidden-download';

/**
 * 提取证据 with the extraction code (POST /api/share/downBaoquan, number + code, no login, no view
 * token): on success the evidence package downloads through a hidden frame; a refusal keeps the
 * server's Chinese message (wrong code with the tries left, the lock, 证据上传中请稍后下载, …) for the
 * form to show. Shared by the certificate page's dialog and the bare page's form.
 */
export function useExtract(evidenceNo: string, onDone?: () => void) {
  const mutation = useDownBaoquanMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    extract(code: string) {
      setRefusal(null);
      mutation.mutate(
        { code, baoquan: evidenceNo },
        {
          onSuccess: ({ downUrl }) => {
            downloadThroughFrame(downUrl);
            toast.success(SHARE_MSG.extracted);
            onDone?.();
          },
          onError: (e) => setRefusal(errorText(e)),
        },
      );
    },
    refusal,
    pending: mutation.isPending,
    done: mutation.isSuccess,
    clearRefusal: () => setRefusal(null),
    reset() {
      setRefusal(null);
      mutation.reset();
    },
  };
}
