import type { TSaveCaptureLabelResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { writeAudit } from '../audit/write-audit';
import { loadCapture, type CaptureActor } from './capture-access';

/**
 * POST /api/processlist/saveLabel: sets (or clears) a capture's label, which the list filters by. The label of
 * the preserved evidence row is not changed: the certificate shows what was preserved.
 */
export async function saveCaptureLabel(db: Db, a: CaptureActor, id: number, label: string | null, ip: string | null): Promise<TSaveCaptureLabelResponse> {
  const row = await loadCapture(db, a, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('captures').set({ label, updated_at: Date.now() }).where('id', '=', row.id).execute();
    await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'capture.label', targetType: 'capture', targetId: Number(row.id), ip, detail: { from: row.label, to: label } });
  });
  return { id: Number(row.id), label };
}
