import { CAPTURE_FINAL_STATUSES, CAPTURE_MSG, type CaptureStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { loadCapture, type CaptureActor } from './capture-access';

/**
 * POST /api/processlist/delPro: hides a finished capture from its list (soft delete, with an audit row). Only a
 * final state: a queued or running capture is cancelled instead (its points come back). The package's evidence
 * row, its certificate and its ledger leaf stay: deleting evidence is the attestation list's business, and a
 * ledger leaf is never removed. A capture that preserved its package (evidence_id set) is refused: the package
 * is made for more than one party (decision 684); a failed or cancelled one, which preserved nothing, goes. Sub-accounts may not delete (like evidence, 000 §6) — the route's permission.
 */
export async function delPro(db: Db, a: CaptureActor, id: number, ip: string | null): Promise<{ id: number }> {
  const row = await loadCapture(db, a, id);
  if (!CAPTURE_FINAL_STATUSES.includes(row.status as CaptureStatus)) throw refuse(CAPTURE_MSG.deleteOnlyFinal);
  // a capture that preserved a package stays listed with it; a failed or cancelled one (nothing preserved) goes
  if (row.evidence_id !== null) throw refuse(CAPTURE_MSG.packageNoDelete);
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('captures')
      .set({ deleted_at: Date.now(), updated_at: Date.now() })
      .where('id', '=', row.id)
      .where('deleted_at', 'is', null)
      .where('evidence_id', 'is', null)
      .where('status', 'in', [...CAPTURE_FINAL_STATUSES])
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw refuse(CAPTURE_MSG.deleteOnlyFinal);
    await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'capture.delete', targetType: 'capture', targetId: Number(row.id), ip, detail: { captureNo: row.capture_no, status: row.status } });
  });
  return { id: Number(row.id) };
}
