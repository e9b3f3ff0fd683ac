import type { Db } from '../../db/connect';
import type { Capture, Evidence } from '../../db/schema';

/**
 * The evidence row a capture's package was preserved as — only when it really is that: the same owner and the
 * package's own blob. A capture row pointed at another record (a direct database write, the outside review) shows
 * no evidence rather than someone else's number, hashes and file name.
 */
export async function captureEvidence(db: Db, capture: Pick<Capture, 'evidence_id' | 'owner_user_id' | 'files_json'>): Promise<Evidence | null> {
  if (capture.evidence_id === null) return null;
  const files = capture.files_json ? (JSON.parse(capture.files_json) as Array<{ role: string; blobKey: string }>) : [];
  const pkg = files.find((f) => f.role === 'package');
  if (!pkg) return null;
  const row = await db
    .selectFrom('evidence')
    .selectAll()
    .where('id', '=', Number(capture.evidence_id))
    .where('owner_user_id', '=', Number(capture.owner_user_id))
    .where('blob_key', '=', pkg.blobKey)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}
