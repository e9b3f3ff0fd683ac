import type { PreviousUpload } from 'tus-js-client';
import type { UploadItem } from './use-evidence-uploads';

/** An unfinished upload of the banner, and whether this page is sending it right now. */
export interface ResumeOffer {
  upload: PreviousUpload;
  /** uploading, paused or finishing on this page: 不再续传 would drop the upload under it */
  busy: boolean;
}

const BUSY: ReadonlySet<UploadItem['status']> = new Set(['uploading', 'paused', 'finishing']);

/**
 * The banner's entries: every unfinished upload this browser keeps, marked busy when one of the
 * page's files is that upload (same tus URL) and on its way. A file that is only chosen, finished
 * or failed does not hold it: the user may still give the old upload up.
 */
export function resumeOffers(unfinished: readonly PreviousUpload[], items: readonly Pick<UploadItem, 'status' | 'uploadUrl'>[]): ResumeOffer[] {
  const busy = new Set(items.filter((i) => BUSY.has(i.status) && i.uploadUrl).map((i) => i.uploadUrl));
  return unfinished.map((upload) => ({ upload, busy: upload.uploadUrl !== null && busy.has(upload.uploadUrl) }));
}
