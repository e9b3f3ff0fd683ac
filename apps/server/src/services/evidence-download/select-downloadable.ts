import { EVIDENCE_MSG, EvidenceStatus } from '@evidence/shared/constants';
import type { TDownloadRefused } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { Evidence } from '../../db/schema';
import type { BlobStore } from '../../providers/blob/blob-store';
import type { scopedEvidence } from './download-scope';
import { blobProblem, mapLimited, markMissing } from './mark-missing';

export interface Selection {
  /** downloadable rows (已上传, original present with its size), in the order the ids were given */
  rows: Evidence[];
  refused: TDownloadRefused[];
}

/** visibleEvidence(db, p) or scopedEvidence(db, scope): the same query type */
type ScopedQuery = ReturnType<typeof scopedEvidence>;

/**
 * Splits the selected ids into what can be downloaded and what cannot, with the reason (000 §4:
 * only 已上传 is downloadable). `scoped` is visibleEvidence (or the stored scope of a selection), so
 * another tenant's id is refused exactly like an id that does not exist. Originals are checked in
 * the store: a missing one marks its record 证据缺失 here, before any URL is handed out.
 */
export async function selectDownloadable(
  db: Db,
  blobs: BlobStore,
  scoped: ScopedQuery,
  ids: readonly number[],
  foundBy: 'download_batch' | 'download_zip',
  ip: string | null,
): Promise<Selection> {
  const found = ids.length === 0 ? [] : await scoped.selectAll('evidence').where('evidence.id', 'in', [...ids]).execute();
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  const problems = await mapLimited(ids, 16, async (id) => {
    const row = byId.get(id);
    return row && row.status === EvidenceStatus.uploaded ? blobProblem(blobs, row) : null;
  });
  const rows: Evidence[] = [];
  const refused: TDownloadRefused[] = [];
  for (const [i, id] of ids.entries()) {
    const row = byId.get(id);
    if (!row) {
      refused.push({ id, evidenceNo: null, fileName: null, reason: 'notFound', msg: EVIDENCE_MSG.notFound });
      continue;
    }
    const refuse = (reason: 'uploading' | 'missing', msg: string) => refused.push({ id, evidenceNo: row.evidence_no, fileName: row.file_name, reason, msg });
    if (row.status === EvidenceStatus.uploading) refuse('uploading', EVIDENCE_MSG.stillUploading);
    else if (row.status === EvidenceStatus.missing) refuse('missing', EVIDENCE_MSG.missingNoDownload);
    else if (problems[i]) {
      await markMissing(db, row, problems[i], foundBy, ip);
      refuse('missing', EVIDENCE_MSG.missingNoDownload);
    } else rows.push(row);
  }
  return { rows, refused };
}
