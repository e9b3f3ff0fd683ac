import type { TReviewResult } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { decide, type Warn } from './decide';

/** POST /api/admin/verification/reject: 2 → 4 with the operator's reason; a company's uploads are cleared. */
export function rejectSubmission(ctx: AppContext, operatorId: number, id: number, reason: string, ip: string | null, log: Warn): Promise<TReviewResult> {
  return decide(ctx, operatorId, id, 'reject', reason, ip, log);
}
