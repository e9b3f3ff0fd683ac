import { z } from 'zod';
import { EVIDENCE_LIMITS, EVIDENCE_MSG } from '../../constants/evidence';
import { zIdList } from '../../validators/ids';

/**
 * `dataIdStr` (000 §7): comma-separated evidence ids (the shared id rule, validators/ids.ts). Empty →
 * '请选择需要下载的证据'; anything but ids → '请选择正确的存证记录'; more than EVIDENCE_LIMITS.batchMax
 * distinct ids → refused. Answers the distinct ids in the order given.
 */
export const zDataIdStr = zIdList({ empty: EVIDENCE_MSG.selectToDownload, bad: EVIDENCE_MSG.badIds, tooMany: EVIDENCE_MSG.tooManyIds, max: EVIDENCE_LIMITS.batchMax });

/** POST /api/data/downloadBatch and POST /api/data/downloadZip */
export const ZDownloadSelectionRequest = z.object({ dataIdStr: zDataIdStr });
export type TDownloadSelectionRequest = z.input<typeof ZDownloadSelectionRequest>;

/** A selected record that will not be downloaded, and why (the specification's words where it has them). */
export const ZDownloadRefused = z.object({
  id: z.number().int(),
  /** null when the id is not one of the caller's records */
  evidenceNo: z.string().nullable(),
  fileName: z.string().nullable(),
  /** uploading | missing | notFound */
  reason: z.enum(['uploading', 'missing', 'notFound']),
  /** '证据上传中请稍后下载', '证据缺失不可下载', '存证记录不存在' */
  msg: z.string(),
});
export type TDownloadRefused = z.infer<typeof ZDownloadRefused>;

export const ZDownloadFile = z.object({
  id: z.number().int(),
  evidenceNo: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  /** signed, expiring: /api/download/original/<token> */
  url: z.string(),
});

/** downloadBatch: one signed URL per downloadable record (000 §7 "returns a list of URLs"). */
export const ZDownloadBatchAnswer = z.object({
  /** the URLs alone, in the order of `files` */
  urls: z.array(z.string()),
  files: z.array(ZDownloadFile),
  refused: z.array(ZDownloadRefused),
  /** when the URLs stop working (ms since the epoch) */
  expiresAt: z.number().int(),
});
export type TDownloadBatchAnswer = z.infer<typeof ZDownloadBatchAnswer>;

/** downloadZip: one signed URL of a streamed ZIP holding every downloadable record of the selection. */
export const ZDownloadZipAnswer = z.object({
  /** /api/download/zip/<token> */
  url: z.string(),
  count: z.number().int(),
  /** the originals' bytes (the ZIP is slightly larger: headers and the list of contents) */
  totalBytes: z.number().int(),
  refused: z.array(ZDownloadRefused),
  expiresAt: z.number().int(),
});
export type TDownloadZipAnswer = z.infer<typeof ZDownloadZipAnswer>;
