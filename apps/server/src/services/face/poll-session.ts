import { FACE_MSG, type FaceFlow } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { FaceVerification } from '../../db/schema';
import { refuse } from '../../errors';
import { refreshSession } from './refresh-session';

export interface PolledSession {
  transactionId: string;
  result: 'SUCCESS' | 'FAIL' | 'PENDING';
  message: string;
  finishedAt: number | null;
}

/** What a stored state means to the polling page: SUCCESS and FAIL stop it, PENDING does not (000 §4). */
export function pollAnswer(row: Pick<FaceVerification, 'status' | 'transaction_id' | 'finished_at'> & { fail_reason?: string | null }): PolledSession {
  const finishedAt = row.finished_at === null ? null : Number(row.finished_at);
  const base = { transactionId: row.transaction_id, finishedAt };
  switch (row.status) {
    case 'SUCCESS':
      return { ...base, result: 'SUCCESS', message: FACE_MSG.passed };
    case 'FAIL':
      // the provider's own reason when it gave one (decision 901)
      return { ...base, result: 'FAIL', message: row.fail_reason ? `${FACE_MSG.failed}（${row.fail_reason}）` : FACE_MSG.failed };
    case 'EXPIRED':
      return { ...base, result: 'FAIL', message: FACE_MSG.expired };
    case 'CANCELLED':
      return { ...base, result: 'FAIL', message: FACE_MSG.cancelled };
    default:
      return { ...base, result: 'PENDING', message: FACE_MSG.pending };
  }
}

/**
 * getDetectInfoEnhanced / aliQuery: the caller's own session of that flow, asked of its provider
 * while open. Another account's id answers exactly like an unknown one.
 */
export async function pollFaceSession(ctx: AppContext, userId: number, flow: FaceFlow, transactionId: string): Promise<PolledSession> {
  const row = await ctx.db
    .selectFrom('face_verifications')
    .selectAll()
    .where('transaction_id', '=', transactionId)
    .where('flow', '=', flow)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw refuse(FACE_MSG.sessionNotFound);
  return pollAnswer(await refreshSession(ctx.db, ctx.face, row));
}
