import { z } from 'zod';
import { EVIDENCE_LIMITS } from '../../../constants/evidence';
import { CAPTURE_WEB_MSG } from '../../../constants/capture-web';
import { zIdList } from '../../../validators/ids';

/**
 * POST /api/processlist/downloadBatch {idStr} (001 §7): capture ids → the signed URLs of their packages,
 * through the attestation list's downloadBatch (the packages are evidence records); the answer is that call's.
 */
export const ZCaptureDownloadBatchRequest = z.object({
  idStr: zIdList({ empty: CAPTURE_WEB_MSG.selectToDownload, bad: CAPTURE_WEB_MSG.badIds, tooMany: CAPTURE_WEB_MSG.tooManyIds, max: EVIDENCE_LIMITS.batchMax }),
});
export type TCaptureDownloadBatchRequest = z.input<typeof ZCaptureDownloadBatchRequest>;
