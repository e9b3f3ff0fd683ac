import { useState } from 'react';
import { SHARE_MSG } from '@evidence/shared/constants';
import type { TDownBaoquanResponse } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useDownBaoquanMutation } from '../api/down-baoquan';
import { downloadThroughFrame } from '../lib/hidden-download';

/**
 * 提取证据 with the extraction code (POST /api/share/downBaoquan, number + code, no login): 'download' starts the
 * evidence package through a hidden frame; 'preview' keeps the answer (its short-lived preview URL, issue 24 item 7)
 * for the form to show the original online. A refusal keeps the server's Chinese message (wrong code with the tries
 * left, the lock, an ended share link, 证据上传中请稍后下载, …). viewToken is the link the visitor came by, so an
 * ended share link extracts nothing. Shared by the certificate page's dialog and the bare page's form.
 */
export function useExtract(evidenceNo: string, onDone?: () => void, viewToken?: string) {
  const mutation = useDownBaoquanMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<TDownBaoquanResponse | null>(null);
  return {
    extract(code: string, mode: 'download' | 'preview' = 'download') {
      setRefusal(null);
      mutation.mutate(
        { code, baoquan: evidenceNo, ...(viewToken ? { viewToken } : {}) },
        {
          onSuccess: (answer) => {
            if (mode === 'preview') return setPreview(answer);
            downloadThroughFrame(answer.downUrl);
            toast.success(SHARE_MSG.extracted);
            onDone?.();
          },
          onError: (e) => setRefusal(errorText(e)),
        },
      );
    },
    refusal,
    preview,
    pending: mutation.isPending,
    done: mutation.isSuccess,
    clearRefusal: () => setRefusal(null),
    reset() {
      setRefusal(null);
      setPreview(null);
      mutation.reset();
    },
  };
}
