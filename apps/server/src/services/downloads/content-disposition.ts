import contentDispositionHeader from 'content-disposition';

/**
 * Content-Disposition per RFC 6266 / RFC 8187: an ASCII fallback name plus `filename*=UTF-8''…`, so
 * Chinese file names survive in every browser. Path separators and control characters are dropped.
 */
export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const safe = fileName.replace(/[\\/\p{Cc}]/gu, '_').trim() || 'download';
  return contentDispositionHeader(safe, { type });
}
