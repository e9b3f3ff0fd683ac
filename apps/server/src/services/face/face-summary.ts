import type { TFaceReview, TFaceSummary } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { FaceVerification } from '../../db/schema';
import type { FaceProvider } from '../../providers/face/face-provider';
import { refreshSession } from './refresh-session';

/**
 * The face check of one submission: an open session makes it PENDING, else the latest finished
 * one (SUCCESS or FAIL) decides, else null. Expired and cancelled sessions never decide anything.
 * An open session is asked of its provider first, so an operator sees a result the owner's page
 * has not polled yet.
 */
export async function faceReview(db: Db, face: FaceProvider, submissionId: number): Promise<TFaceReview> {
  let rows: FaceVerification[] = await db.selectFrom('face_verifications').selectAll().where('submission_id', '=', submissionId).orderBy('id', 'desc').execute();
  const open = rows.find((r) => r.status === 'PENDING');
  if (open) {
    const refreshed = await refreshSession(db, face, open);
    rows = rows.map((r) => (r.id === open.id ? refreshed : r));
  }
  const deciding = rows.find((r) => r.status === 'PENDING' || r.status === 'SUCCESS' || r.status === 'FAIL');
  if (!deciding) return { result: null, at: null, provider: null, transactionId: null, flow: null, attempts: rows.length };
  const result = deciding.status as 'PENDING' | 'SUCCESS' | 'FAIL';
  const at = result === 'PENDING' ? Number(deciding.created_at) : Number(deciding.finished_at);
  return { result, at, provider: deciding.provider, transactionId: deciding.transaction_id, flow: deciding.flow, attempts: rows.length };
}

/** What the owner's pages show (getVerifyInfo): the result, its time and the provider. */
export async function faceSummary(db: Db, face: FaceProvider, submissionId: number): Promise<TFaceSummary> {
  const { result, at, provider } = await faceReview(db, face, submissionId);
  return { result, at, provider };
}
