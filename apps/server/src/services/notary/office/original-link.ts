import { EvidenceStatus, NOTARY_OFFICE_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Operator } from '../../../db/schema';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { officeOrder } from './office-order';
import { officeOriginalUrl } from './office-links';

/**
 * A notary opens a record of an order from the console: only a record the order covers, only once the
 * order reached the office (deCode passed, paid). The link is the evidence area's original download, whose
 * opening writes the record's custody log (operator, 公证处办理公证时调阅); asking for it is audited here.
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
  await writeAudit(ctx.db, { actorType: 'operator', actorId: operator.id, action: 'notary.office.original.link', targetType: 'evidence', targetId: evidenceId, ip, detail: { orderNo: order.order_no, evidenceNo: item.evidence_no } });
  return { url: officeOriginalUrl(ctx.downloadSecret, evidenceId, Number(operator.id)) };
}
