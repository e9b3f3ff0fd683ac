import type { IngestDeps } from './finish-upload';
import { FINISHING_STALE_MS, originalKey } from './finish-upload';

/**
 * Removes uploads that were never finished: no activity for `ttlMs` (state 'receiving'), or a
 * finish that crashed and was not retried. Their partial data and any original a crashed finish
 * stored without a record are deleted; they never became evidence. Finished uploads' rows are
 * kept (they map a client's upload to its record); their partial files are already gone.
 */
export async function cleanupStaleUploads(deps: IngestDeps, ttlMs: number, now = Date.now()): Promise<number> {
  const { db, store, blobs } = deps;
  const stale = await db
    .selectFrom('evidence_uploads')
    .select(['id', 'state', 'updated_at'])
    .where('state', '!=', 'done')
    .where('updated_at', '<', now - Math.max(ttlMs, 0))
    .execute();
  let removed = 0;
  for (const row of stale) {
    if (row.state === 'finishing' && row.updated_at >= now - FINISHING_STALE_MS) continue;
    // claim it by its updated_at, so a chunk arriving now (or another process) wins over the cleanup
    const gone = await db.deleteFrom('evidence_uploads').where('id', '=', row.id).where('updated_at', '=', row.updated_at).where('state', '!=', 'done').executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) continue;
    await store.remove(row.id).catch(() => undefined);
    const key = originalKey(row.id);
    const recorded = await db.selectFrom('evidence').select('id').where('blob_key', '=', key).executeTakeFirst();
    if (!recorded) await blobs.delete(key).catch(() => undefined);
    removed += 1;
  }
  return removed;
}
