import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { BlobStore } from '../../providers/blob/blob-store';
import { writeAudit } from '../audit/write-audit';
import { CustodyAction, writeCustody } from '../evidence/custody';
import { blobReference } from './blob-references';

export interface PurgeResult {
  /** originals removed from the blob store */
  removed: number;
  /** records released whose bytes another live record still uses (kept for that one) */
  released: number;
  /** removals that failed (tried again at the next run) */
  failed: number;
}

const BATCH = 500;

/**
 * Removes the originals of deleted records whose retention has passed (blob_purge_after ≤ now) and
 * records it (blob_removed_at, blob_key cleared, custody 'blob_removed', audit). The row, its custody log and its
 * ledger leaf stay: the record of what was preserved, and that it was deleted, is never erased.
 * Safe to run from several processes at once: the row is marked only by the one that changes it,
 * and deleting an absent blob is harmless.
 */
export async function purgeDeletedOriginals(db: Db, blobs: BlobStore, now = Date.now(), log?: FastifyBaseLogger): Promise<PurgeResult> {
  const result: PurgeResult = { removed: 0, released: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const due = await db
      .selectFrom('evidence')
      .select(['id', 'blob_key'])
      .where('deleted_at', 'is not', null)
      .where('blob_removed_at', 'is', null)
      .where('blob_purge_after', '<=', now)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      afterId = row.id;
      let shared = false;
      // a flow, an order, a capture or a recording still needs this record: keep it whole (its blob_key
      // too, so their readers find the bytes); it is asked again at the next run
      const by = await blobReference(db, row.id, row.blob_key);
      if (by !== null && by !== 'evidence') {
        log?.warn({ evidenceId: row.id, referencedBy: by }, 'kept the original of a deleted evidence record: still referenced');
        continue;
      }
      shared = by === 'evidence';
      if (row.blob_key && !shared) {
        try {
          await blobs.delete(row.blob_key);
        } catch (err) {
          result.failed += 1;
          log?.error({ err, evidenceId: row.id }, 'could not remove the original of a deleted evidence record');
          continue;
        }
      }
      const done = await db.transaction().execute(async (trx) => {
        const marked = await trx.updateTable('evidence').set({ blob_key: null, blob_removed_at: now, updated_at: now }).where('id', '=', row.id).where('blob_removed_at', 'is', null).executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return false;
        // blob_key is cleared (schema.ts: null once removed); the custody entry keeps which key it was
        const detail = { blobKey: row.blob_key, blobKept: shared };
        await writeCustody(trx, { evidenceId: row.id, action: CustodyAction.blobRemoved, actorType: 'system', actorId: null, ip: null, detail, at: now });
        await writeAudit(trx, { actorType: 'system', actorId: null, action: 'evidence.blob_remove', targetType: 'evidence', targetId: row.id, detail });
        return true;
      });
      if (done) {
        if (shared) result.released += 1;
        else result.removed += 1;
      }
    }
    if (due.length < BATCH) return result;
  }
}
