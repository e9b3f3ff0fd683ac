import { EVIDENCE_MSG } from '@evidence/shared/constants';
import type { TDownloadBatchAnswer } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import type { UserPrincipal } from '../../auth/principal';
import { downloadBatch } from '../../evidence-download/download-batch';
import { captureActor, visibleCaptures } from '../capture-access';

/**
 * /api/processlist/downloadBatch: the caller's captures → their packages' evidence records → the attestation
 * list's downloadBatch (signed URLs, reasons for the rest, custody log on use). Captures that are not the
 * caller's or have no package yet are left out; none left: '无下载文件'.
 */
export async function downloadCaptureBatch(ctx: AppContext, p: UserPrincipal, ids: readonly number[], ip: string | null): Promise<TDownloadBatchAnswer> {
  const rows = await visibleCaptures(ctx.db, captureActor(p)).select(['captures.id', 'captures.evidence_id']).where('captures.id', 'in', [...ids]).execute();
  const evidenceOf = new Map(rows.map((r) => [Number(r.id), r.evidence_id === null ? null : Number(r.evidence_id)]));
  const evidenceIds = ids.map((id) => evidenceOf.get(id)).filter((v): v is number => typeof v === 'number');
  if (evidenceIds.length === 0) throw refuse(EVIDENCE_MSG.noDownloadFiles, { refused: [] });
  return downloadBatch(ctx, p, evidenceIds, ip);
}
