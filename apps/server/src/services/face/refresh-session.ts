import type { Db } from '../../db/connect';
import type { FaceVerification } from '../../db/schema';
import type { FaceAnswer, FaceProvider } from '../../providers/face/face-provider';
import { writeAudit } from '../audit/write-audit';

/**
 * An open session asks its provider for the result (the way Tencent's GetDetectInfoEnhanced and
 * Alipay's certify query work: we poll, nobody calls us) and records a final one: SUCCESS or FAIL,
 * or EXPIRED once its time is over. Only the outcome, its time and the transaction id are kept.
 * The update is conditional on PENDING, so two polls at once record it once.
 *
 * A provider that cannot be asked now (down, slow, an answer whose signature fails) changes
 * nothing: the session stays open, even past its time, and the next poll asks again (the adapter
 * logged why). Only a provider's answer, or its silence about a result past our time, ends it.
 */
export async function refreshSession(db: Db, face: FaceProvider, row: FaceVerification): Promise<FaceVerification> {
  if (row.status !== 'PENDING') return row;
  let answer: FaceAnswer;
  try {
    // a session started under another provider (the configuration changed) cannot be asked any more
    answer = row.provider !== face.name ? { outcome: 'EXPIRED' } : await (row.flow === 'detect' ? face.queryDetect(row.transaction_id) : face.queryAli(row.transaction_id));
  } catch {
    return row;
  }
  const { outcome } = answer;
  const now = Date.now();
  const status = outcome === 'PENDING' ? (now >= Number(row.expires_at) ? 'EXPIRED' : null) : outcome;
  if (status === null) return row;
  const failReason = status === 'FAIL' && answer.reason ? answer.reason.slice(0, 200) : null;
  const updated = await db.transaction().execute(async (trx) => {
    const r = await trx.updateTable('face_verifications').set({ status, finished_at: now, fail_reason: failReason }).where('id', '=', row.id).where('status', '=', 'PENDING').executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await writeAudit(trx, {
      actorType: 'system',
      actorId: null,
      action: 'face.result',
      targetType: 'verification',
      targetId: Number(row.submission_id),
      detail: { userId: Number(row.user_id), flow: row.flow, provider: row.provider, transactionId: row.transaction_id, status, ...(failReason ? { reason: failReason } : {}) },
    });
    return true;
  });
  if (!updated) return (await db.selectFrom('face_verifications').selectAll().where('id', '=', row.id).executeTakeFirst()) ?? row;
  return { ...row, status, finished_at: now, fail_reason: failReason };
}
