import type { TReviewResult } from '@evidence/shared/contracts';
import type { VerificationContext } from '../../context';
import { decide, type Warn } from './decide';

/** POST /api/admin/verification/approve: 2 → 3 (a change of authorised person takes effect). */
export function approveSubmission(ctx: VerificationContext, operatorId: number, id: number, ip: string | null, log: Warn): Promise<TReviewResult> {
  return decide(ctx, operatorId, id, 'approve', null, ip, log);
}
