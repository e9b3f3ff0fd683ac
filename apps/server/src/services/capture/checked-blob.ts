import { createHash } from 'node:crypto';
import { CAPTURE_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { Capture } from '../../db/schema';
import { refuse } from '../../errors';
import { BlobMissingError } from '../../providers/blob/blob-store';
import { alertOperators } from '../ledger/operator-alert';

/** The audit action of a capture file that no longer matches its recorded hash (one row an hour per capture). */
export const CAPTURE_FILE_MISMATCH_AUDIT = 'capture.file_mismatch';

/** The SHA-256 of a stored blob, streamed (a session's package may be large); null when the blob is gone. */
export async function blobSha256(ctx: Pick<AppContext, 'blobs'>, key: string): Promise<string | null> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of await ctx.blobs.get(key)) hash.update(chunk as Buffer);
  } catch (err) {
    if (err instanceof BlobMissingError) return null;
    throw err;
  }
  return hash.digest('hex');
}

/**
 * Refuses to use a capture's file that is gone or no longer hashes to what was recorded when it was made (the
 * outside review: a package changed on disk before 确认 was preserved under its old hash; a changed screenshot
 * was shown as genuine). A mismatch is logged as an error, audited and texted to the operators (rate-limited),
 * like certificates and e-signing files that do not hold to their records.
 */
export async function assertCaptureFile(ctx: AppContext, capture: Pick<Capture, 'id' | 'capture_no'>, file: { role: string; blobKey: string; sha256: string }): Promise<void> {
  const actual = await blobSha256(ctx, file.blobKey);
  if (actual === file.sha256) return;
  const problem = actual === null ? 'the file is gone' : 'the file differs from its recorded SHA-256';
  ctx.log.error({ captureId: Number(capture.id), captureNo: capture.capture_no, role: file.role, problem, sha256: actual }, `CAPTURE FILE DIFFERS FROM ITS RECORD (refused): ${problem}`);
  await alertOperators({ db: ctx.db, sms: ctx.sms, siteName: ctx.config.siteName, log: ctx.log }, {
    action: CAPTURE_FILE_MISMATCH_AUDIT,
    targetType: 'capture',
    targetId: Number(capture.id),
    detail: { captureNo: capture.capture_no, role: file.role, problem, sha256: actual },
    sms: { what: '取证文件哈希不一致', ref: capture.capture_no },
  });
  throw refuse(CAPTURE_MSG.fileMismatch);
}
