import { EsignFlowStatus, EsignSignerStatus } from '@evidence/shared/constants';

/**
 * The status pages show: a flow still 签署中 whose expiry has passed, with someone yet to sign, is shown 已过期
 * at once — the sweep ends it within ESIGN_SWEEP_INTERVAL_SECONDS, and until then its links already refuse
 * (signerByToken) and its actions would only be refused (the new user's finding 9). Once everyone signed it stays
 * 签署中 while the contract is completed.
 */
export function shownFlowStatus(flow: { status: string; expires_at: number | string }, signerStatuses: string[], now = Date.now()): string {
  if (flow.status !== EsignFlowStatus.signing || Number(flow.expires_at) > now) return flow.status;
  return signerStatuses.every((s) => s === EsignSignerStatus.signed) ? flow.status : EsignFlowStatus.expired;
}
