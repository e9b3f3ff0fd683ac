import { EvidenceStatus, NOTARY_OFFICE_MSG, fillMessage } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Operator } from '../../../db/schema';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { checkRecord } from '../decode/check-record';
import { officeOrder } from './office-order';
import { officeOriginalUrl } from './office-links';

/**
 * A notary opens a record of an order from the console: only a record the order covers, only once the
 * order reached the office (deCode passed, paid), and only while the original is still what was preserved:
 * it is re-checked as deCode did (BlobStore bytes, SHA-256, SM3, ledger leaf and checkpoint) each time a
 * link is made, and a changed or missing one is refused with the reason and marked on the order. The link
 * is the evidence area's original download (10 minutes), whose opening writes the record's custody log
 * (operator, 公证处办理公证时调阅); asking for it is audited here.
 */
export async function officeOriginalLink(ctx: AppContext, operator: Operator, orderId: number, evidenceId: number, ip: string | null): Promise<{ url: string }> {
  const order = await officeOrder(ctx.db, orderId);
  const item = await ctx.db
    .selectFrom('notary_order_items as i')
    .innerJoin('evidence as e', 'e.id', 'i.evidence_id')
    .select(['e.id', 'e.status', 'e.deleted_at', 'e.evidence_no'])
    .where('i.notary_order_id', '=', order.id)
    .where('i.evidence_id', '=', evidenceId)
    .executeTakeFirst();
  if (!item) throw refuse(NOTARY_OFFICE_MSG.recordNotInOrder);
  if (item.deleted_at !== null || item.status !== EvidenceStatus.uploaded) throw refuse(NOTARY_OFFICE_MSG.originalUnavailable);
  // the notary examines the bytes the applicant preserved, or is told they are not (decision 286)
  const check = await checkRecord(ctx, evidenceId, AbortSignal.timeout(60_000));
  await ctx.db.updateTable('notary_order_items').set({ check_result: check.result, checked_at: Date.now() }).where('notary_order_id', '=', order.id).where('evidence_id', '=', evidenceId).execute();
  if (check.result !== 'ok') {
    await writeAudit(ctx.db, { actorType: 'operator', actorId: operator.id, action: 'notary.office.original.changed', targetType: 'evidence', targetId: evidenceId, ip, detail: { orderNo: order.order_no, evidenceNo: item.evidence_no, result: check.result, reason: check.reason } });
    throw refuse(fillMessage(NOTARY_OFFICE_MSG.originalChanged, { reason: check.reason ?? '' }));
  }
  await writeAudit(ctx.db, { actorType: 'operator', actorId: operator.id, action: 'notary.office.original.link', targetType: 'evidence', targetId: evidenceId, ip, detail: { orderNo: order.order_no, evidenceNo: item.evidence_no } });
  return { url: officeOriginalUrl(ctx.downloadSecret, evidenceId, Number(operator.id)) };
}
