import { DetailedError, type UploadOptions } from 'tus-js-client';
import { INGEST, INGEST_MSG, MSG, ROLE_HEADER } from '@evidence/shared/constants';
import { session } from '@/lib/session';

/** The Chinese message in a tus error's body (our envelope), or a plain one for the status. */
export function tusErrorMessage(err: unknown): { msg: string; code: number | null } {
  if (err instanceof DetailedError) {
    const res = err.originalResponse;
    if (!res) return { msg: MSG.networkError, code: null };
    try {
      const body = JSON.parse(res.getBody()) as { code?: number; msg?: string };
      if (body.msg) return { msg: body.msg, code: body.code ?? null };
    } catch {
      // not our envelope
    }
    if (res.getStatus() === 413) return { msg: INGEST_MSG.fileTooLarge, code: 400 };
    if (res.getStatus() === 404 || res.getStatus() === 410) return { msg: INGEST_MSG.uploadNotFound, code: 404 };
    return { msg: INGEST_MSG.storeFailed, code: res.getStatus() };
  }
  return { msg: MSG.networkError, code: null };
}

/** Refusals that retrying cannot fix (login over, metadata refused); network trouble is retried. */
function shouldRetry(err: DetailedError): boolean {
  const status = err.originalResponse?.getStatus() ?? 0;
  if (status === 0 || status >= 500 || status === 409 || status === 423) return true;
  return false;
}

export interface UploadMeta {
  title: string;
  label: string;
}

/**
 * tus-js-client options of one file: 5 MiB chunks to /api/upload/tus with the bearer token and
 * role header on every request; the upload URL is kept in localStorage under the file's
 * fingerprint (name, type, size, date, endpoint), so choosing the same file after a reload
 * continues where it stopped; the key is removed once the upload finished.
 */
export function tusOptions(file: File, meta: UploadMeta): UploadOptions {
  const metadata: Record<string, string> = { [INGEST.metaKeys.fileName]: file.name, [INGEST.metaKeys.type]: file.type || 'application/octet-stream' };
  if (meta.title.trim()) metadata[INGEST.metaKeys.title] = meta.title.trim();
  if (meta.label.trim()) metadata[INGEST.metaKeys.label] = meta.label.trim();
  return {
    endpoint: INGEST.tusPath,
    chunkSize: INGEST.chunkBytes,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    metadata,
    removeFingerprintOnSuccess: true,
    onShouldRetry: (err) => shouldRetry(err),
    // the token and role of the moment (the user may have switched role in another tab)
    onBeforeRequest(req) {
      const s = session.get();
      if (s.token) req.setHeader('Authorization', `Bearer ${s.token}`);
      req.setHeader(ROLE_HEADER, s.role);
    },
  };
}
