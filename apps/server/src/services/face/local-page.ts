import { FACE_MSG } from '@evidence/shared/constants';
import type { TFaceLocalCompleteResponse, TFaceLocalSession } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { hashLocalToken } from '../../providers/face/local-face';
import { writeAudit } from '../audit/write-audit';

/**
 * The local test provider's mobile page (/mobile/face/:token, FACE_PROVIDER=local only). The token
 * in the QR code is the only key: whoever holds it sees the masked name and may complete the session
 * once, before it expires. Nothing of the camera reaches the server: the page shows the preview on
 * the phone and sends only the tester's choice.
 */
async function byToken(db: Db, token: string) {
  return db.selectFrom('face_local_sessions').selectAll().where('token_hash', '=', hashLocalToken(token)).executeTakeFirst();
}

export async function localFaceSession(db: Db, token: string): Promise<TFaceLocalSession> {
  const row = await byToken(db, token);
  if (!row) throw refuse(FACE_MSG.linkInvalid);
  if (row.result === null && Date.now() >= Number(row.expires_at)) throw refuse(FACE_MSG.linkExpired);
  return { flow: row.flow, maskedName: row.masked_name, expiresAt: Number(row.expires_at), state: row.result ?? 'PENDING' };
}

export async function completeLocalFace(db: Db, token: string, choice: 'pass' | 'fail', ip: string | null): Promise<TFaceLocalCompleteResponse> {
  const row = await byToken(db, token);
  if (!row) throw refuse(FACE_MSG.linkInvalid);
  if (row.result !== null) throw refuse(FACE_MSG.linkUsed);
  const now = Date.now();
  if (now >= Number(row.expires_at)) throw refuse(FACE_MSG.linkExpired);
  const state = choice === 'pass' ? 'SUCCESS' : 'FAIL';
  await db.transaction().execute(async (trx) => {
    // single use even when two phones send at once: only the first update finds the session open
    const r = await trx
      .updateTable('face_local_sessions')
      .set({ result: state, completed_at: now })
      .where('id', '=', row.id)
      .where('result', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw refuse(FACE_MSG.linkUsed);
    await writeAudit(trx, { actorType: 'anonymous', actorId: null, action: 'face.local.complete', targetType: 'face-local', targetId: row.transaction_id, ip, detail: { flow: row.flow, result: state } });
  });
  return { state };
}
