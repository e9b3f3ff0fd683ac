import { EVIDENCE_MSG } from '@evidence/shared/constants';
import type { TDownloadBatchAnswer } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { downloadUrl } from '../downloads/download-urls';
import { visibleEvidence } from '../evidence/evidence-scope';
import { selectDownloadable } from './select-downloadable';

/**
 * downloadBatch (000 §7): a signed, expiring URL of the original for every selected record that is
 * downloadable, and the others with their reason. '无下载文件' when none is (000 §5). The custody
 * log is written when a URL is used (GET /api/download/original/:token), not here.
 */
export async function downloadBatch(ctx: AppContext, p: UserPrincipal, ids: readonly number[], ip: string | null, now = Date.now()): Promise<TDownloadBatchAnswer> {
  const { rows, refused } = await selectDownloadable(ctx.db, ctx.blobs, visibleEvidence(ctx.db, p), ids, 'download_batch', ip);
  if (rows.length === 0) throw refuse(EVIDENCE_MSG.noDownloadFiles, { refused });
  const sign = { secret: ctx.downloadSecret, ttlMs: ctx.config.download.ttlMs };
  const files = rows.map((r) => ({
    id: Number(r.id),
    evidenceNo: r.evidence_no,
    fileName: r.file_name,
    size: Number(r.size),
    url: downloadUrl(sign, 'original', r.id, { userId: p.user.id, via: 'owner' }, now),
  }));
  return { urls: files.map((f) => f.url), files, refused, expiresAt: now + sign.ttlMs };
}
