import { EvidenceStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { BlobStore } from '../../providers/blob/blob-store';
import { writeAudit } from '../audit/write-audit';
import { CustodyAction, writeCustody } from '../evidence/custody';

/**
 * Looks for stored originals that are gone (000 §4 证据缺失): checks up to `batch` 已上传 records
 * with an id after `afterId` and marks each whose blob is absent or of the wrong size as missing,
 * with a custody entry and an audit row. Returns the id to continue after (0 to start over), so a
 * periodic job walks through all records a batch at a time.
 */
export async function checkOriginals(db: Db, blobs: BlobStore, afterId: number, batch = 200): Promise<{ nextAfterId: number; missing: number[] }> {
  const rows = await db
    .selectFrom('evidence')
    .select(['id', 'blob_key', 'size', 'owner_user_id'])
    .where('status', '=', EvidenceStatus.uploaded)
    .where('deleted_at', 'is', null)
    .where('blob_key', 'is not', null)
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(batch)
    .execute();
  const missing: number[] = [];
  for (const row of rows) {
    const stat = await blobs.stat(String(row.blob_key)).catch(() => undefined);
    // undefined: the store could not answer (network); only a definite absence counts
    if (stat === undefined || (stat !== null && stat.size === Number(row.size))) continue;
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      const changed = await trx.updateTable('evidence').set({ status: EvidenceStatus.missing, updated_at: now }).where('id', '=', row.id).where('status', '=', EvidenceStatus.uploaded).executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return;
      await writeCustody(trx, { evidenceId: Number(row.id), action: CustodyAction.foundMissing, actorType: 'system', actorId: null, ip: null, detail: { found: stat === null ? 'absent' : 'wrong_size' }, at: now });
      await writeAudit(trx, { actorType: 'system', actorId: null, action: 'evidence.missing', targetType: 'evidence', targetId: Number(row.id), detail: { found: stat === null ? 'absent' : 'wrong_size' } });
      missing.push(Number(row.id));
    });
  }
  const last = rows.at(-1);
  return { nextAfterId: rows.length < batch || !last ? 0 : Number(last.id), missing };
}
