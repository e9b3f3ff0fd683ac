import { EvidenceStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Evidence } from '../../db/schema';
import type { BlobStore } from '../../providers/blob/blob-store';
import { CustodyAction, writeCustody } from '../evidence/custody';

export type BlobProblem = 'no_blob_key' | 'blob_absent' | 'size_mismatch';

/**
 * Whether the record's original is in the store with the size that was preserved. A different size
 * means the stored bytes are not the preserved file: for the user that is 证据缺失 as well.
 */
export async function blobProblem(blobs: BlobStore, row: Pick<Evidence, 'blob_key' | 'size'>): Promise<BlobProblem | null> {
  if (!row.blob_key) return 'no_blob_key';
  const stat = await blobs.stat(row.blob_key);
  if (!stat) return 'blob_absent';
  if (stat.size !== Number(row.size)) return 'size_mismatch';
  return null;
}

/**
 * A download found the original gone: the record becomes 证据缺失 and its custody log says when and
 * how it was found. Only the first finder writes (the status change is the claim), so two downloads
 * racing leave one entry.
 */
export async function markMissing(db: Db, row: Pick<Evidence, 'id'>, problem: BlobProblem, foundBy: 'download_original' | 'download_batch' | 'download_zip', ip: string | null): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('evidence')
      .set({ status: EvidenceStatus.missing, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', EvidenceStatus.uploaded)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return;
    await writeCustody(trx, { evidenceId: row.id, action: CustodyAction.foundMissing, actorType: 'system', actorId: null, ip, detail: { foundBy, problem }, at: now });
  });
}

/** Runs `fn` over `items` with at most `limit` running at once; results in input order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
