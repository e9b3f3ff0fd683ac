import type { LedgerProblem } from '../../ledger/sequencer';
import { alertOperators, type OperatorAlertDeps } from './operator-alert';

export const LEDGER_REFUSED_AUDIT = 'ledger.refused';

/**
 * Tells that the ledger's sequencer refuses to append (decision 158): an error log line in every
 * refusing process; once an hour for the deployment, an audit row `ledger.refused` with the problem
 * and a text message to every enabled operator (operator-alert.ts). No notice is written to any user
 * (an upload refused meanwhile says so to its user). Never throws.
 */
export async function reportLedgerRefusal(deps: OperatorAlertDeps, problem: LedgerProblem, now = Date.now()): Promise<{ notified: number }> {
  deps.log.error({ ledgerRefusal: problem }, `LEDGER REFUSES TO APPEND (uploads are refused until an operator repairs it and restarts the server; run npm run ledger:fsck): ${problem.en}`);
  const { notified } = await alertOperators(deps, {
    action: LEDGER_REFUSED_AUDIT,
    targetType: 'ledger',
    detail: { zh: problem.zh, en: problem.en },
    sms: { what: '存证账本检查未通过', ref: '新的存证' },
  }, now);
  return { notified };
}
