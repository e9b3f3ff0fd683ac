import { useCallback, useEffect, useRef, useState } from 'react';
import { Upload } from 'tus-js-client';
import { EVIDENCE_LIMITS, EVIDENCE_MSG, INGEST_MSG } from '@evidence/shared/constants';
import { ZUploadResult, type TUploadResult } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { fetchUploadResult } from '../api/upload-result';
import { tusErrorMessage, tusOptions } from './tus-options';

export type ItemStatus = 'ready' | 'uploading' | 'paused' | 'finishing' | 'done' | 'error';

export interface UploadItem {
  key: string;
  file: File;
  title: string;
  status: ItemStatus;
  /** 0–100 */
  percent: number;
  /** continued an upload begun before (same file chosen again after a reload) */
  resumed: boolean;
  /** the tus upload's URL once known (created or resumed): the resume banner leaves this one alone */
  uploadUrl: string | null;
  result: TUploadResult | null;
  error: string | null;
}

let seq = 0;

/** Checks the page can make before sending a byte (the server checks the same again). */
export function precheck(file: File, title: string): string | null {
  if (file.size === 0) return INGEST_MSG.emptyFile;
  if (file.size > EVIDENCE_LIMITS.fileMaxBytes) return INGEST_MSG.fileTooLarge;
  if ([...title.trim()].length > EVIDENCE_LIMITS.titleMax) return EVIDENCE_MSG.titleTooLong;
  return null;
}

/** The record in the finishing answer's body, when the last request carried it. */
function resultInBody(body: string): TUploadResult | null {
  try {
    const parsed = ZUploadResult.safeParse((JSON.parse(body) as { data?: unknown }).data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The files of /newAccessCard and their resumable uploads: add, title, start, pause, resume,
 * remove. Each file is one tus upload; pausing aborts the request in flight (the server keeps
 * what arrived) and resuming asks the server where to continue.
 */
/** `onRecorded`: called after each record is made (its preservation was charged: the page refreshes the balance). */
export function useEvidenceUploads(onRecorded?: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const uploads = useRef(new Map<string, Upload>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));
  }, []);

  useEffect(() => {
    const running = uploads.current;
    return () => {
      running.forEach((u) => void u.abort());
    };
  }, []);

  const addFiles = useCallback((files: File[]) => {
    setItems((list) => [
      ...list,
      ...files.map((file) => {
        seq += 1;
        const error = precheck(file, '');
        return { key: `f${seq}`, file, title: '', status: error ? 'error' : 'ready', percent: 0, resumed: false, uploadUrl: null, result: null, error } satisfies UploadItem;
      }),
    ]);
  }, []);

  const setTitle = useCallback((key: string, title: string) => patch(key, { title }), [patch]);

  const start = useCallback(
    async (item: UploadItem, label: string) => {
      const invalid = precheck(item.file, item.title) ?? ([...label.trim()].length > EVIDENCE_LIMITS.labelMax ? EVIDENCE_MSG.labelTooLong : null);
      if (invalid) return patch(item.key, { status: 'error', error: invalid });
      const key = item.key;
      const upload: Upload = new Upload(item.file, {
        ...tusOptions(item.file, { title: item.title, label }),
        onUploadUrlAvailable: () => patch(key, { uploadUrl: upload.url }),
        onProgress: (sent, total) => patch(key, { percent: total > 0 ? Math.floor((sent / total) * 100) : 0 }),
        onError: (err) => {
          uploads.current.delete(key);
          patch(key, { status: 'error', error: tusErrorMessage(err).msg });
        },
        onSuccess: ({ lastResponse }) => {
          uploads.current.delete(key);
          patch(key, { status: 'finishing', percent: 100 });
          const inBody = resultInBody(lastResponse.getBody());
          const id = upload.url?.split('/').pop() ?? '';
          (inBody ? Promise.resolve(inBody) : fetchUploadResult(id)).then(
            (result) => {
              patch(key, { status: 'done', result, error: null });
              onRecorded?.();
            },
            (e: unknown) => patch(key, { status: 'error', error: errorText(e) }),
          );
        },
      });
      uploads.current.set(key, upload);
      patch(key, { status: 'uploading', error: null });
      const previous = await upload.findPreviousUploads();
      const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (last) upload.resumeFromPreviousUpload(last);
      patch(key, { resumed: Boolean(last), uploadUrl: last?.uploadUrl ?? null });
      upload.start();
    },
    [patch, onRecorded],
  );

  const pause = useCallback(
    (key: string) => {
      const u = uploads.current.get(key);
      if (!u) return;
      void u.abort();
      patch(key, { status: 'paused' });
    },
    [patch],
  );

  const resume = useCallback(
    (key: string) => {
      const u = uploads.current.get(key);
      if (!u) return;
      patch(key, { status: 'uploading', error: null });
      u.start();
    },
    [patch],
  );

  const remove = useCallback((key: string) => {
    const u = uploads.current.get(key);
    if (u) void u.abort();
    uploads.current.delete(key);
    setItems((list) => list.filter((it) => it.key !== key));
  }, []);

  return { items, addFiles, setTitle, start, pause, resume, remove };
}
