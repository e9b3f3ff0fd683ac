import { JOB_MSG } from '@evidence/shared/constants';
import { AppError } from '../../errors';

/**
 * What a failed attempt leaves in last_error, which pages may show: an AppError's message (a
 * handler's Chinese reason, written for users), otherwise a generic line. Other errors' messages
 * can carry addresses, paths or credentials (a driver's connection string), so they go to the
 * server log only.
 */
export function lastErrorOf(err: unknown): string {
  if (err instanceof AppError && err.message.trim() !== '') return err.message.slice(0, 500);
  return JOB_MSG.internal;
}

export interface RetryPolicy {
  /** the wait after the first failed attempt; doubled after each further one */
  retryBaseMs: number;
  /** the longest wait between attempts */
  retryMaxMs: number;
}

/** Back-off after the n-th failed attempt (1-based): base, 2×base, 4×base … capped at retryMaxMs. */
export function retryDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));
}
