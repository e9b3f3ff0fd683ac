import { LEDGER_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import { recordLeafProblem, type RecordColumns } from '../../ledger/fsck-evidence';
import { alertOperators } from './operator-alert';

export const RECORD_MISMATCH_AUDIT = 'evidence.ledger_mismatch';

/** What was about to show the record: named in the log and the audit row. */
export type ShownAs = 'certificate' | 'lookup' | 'package' | 'notary';

/**
 * Refuses to show a record whose row differs from its ledger leaf (decision 219). Certificates, the
 * public lookup and evidence packages print the `evidence` row; a direct write to it (a changed
 * `sha256`) was shown to everyone next to a proof.json with the real one. So before any of them is
 * built, the record's stored leaf is read (one look-up by its primary key) and compared with the row
 * exactly as fsck compares them (fsck-evidence.ts). On a difference: an error log line every time,
 * an audit row and a text message to the operators (rate-limited, operator-alert.ts), and the caller
 * gets LEDGER_MSG.recordMismatch in the envelope before anything is written or sent.
 */
export async function mustHoldToLeaf(ctx: AppContext, row: RecordColumns, shownAs: ShownAs): Promise<void> {
  const leaf = row.leaf_index === null
    ? undefined
    : await ctx.db.selectFrom('ledger_leaves').select(['entry', 'leaf_hash']).where('leaf_index', '=', Number(row.leaf_index)).executeTakeFirst();
  const problem = recordLeafProblem(row, leaf);
  if (!problem) return;
  ctx.log.error({ evidenceId: row.id, shownAs, ledgerMismatch: problem }, `EVIDENCE RECORD DIFFERS FROM ITS LEDGER LEAF (${shownAs} refused; run npm run ledger:fsck): ${problem.en}`);
  await alertOperators({ db: ctx.db, sms: ctx.sms, siteName: ctx.config.siteName, log: ctx.log }, {
    action: RECORD_MISMATCH_AUDIT,
    targetType: 'evidence',
    targetId: row.id,
    detail: { evidenceNo: row.evidence_no, shownAs, zh: problem.zh, en: problem.en },
    sms: { what: '存证记录与账本不一致', ref: row.evidence_no },
  });
  throw refuse(LEDGER_MSG.recordMismatch);
}
