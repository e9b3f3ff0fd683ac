import type { TOfficeRevealPhone } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import type { Operator } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { CustodyAction, writeCustody } from '../../evidence/custody';
import { officeOrder } from './office-order';

/**
 * 显示完整号码 (POST /api/admin/notary/revealPhone): the office's console shows the applicant's phone masked;
 * a notary who needs to call reveals it in full. Each reveal writes, in one transaction, a custody-log row on
 * every record of the order (who: the notary, when, which order) and an audit row (decision 853).
 */
export async function revealApplicantPhone(ctx: AppContext, operator: Operator, orderId: number, ip: string | null): Promise<TOfficeRevealPhone> {
  const order = await officeOrder(ctx.db, orderId);
  const user = await ctx.db.selectFrom('users').select('phone').where('id', '=', order.account_user_id).executeTakeFirstOrThrow();
  const items = await ctx.db.selectFrom('notary_order_items').select('evidence_id').where('notary_order_id', '=', order.id).orderBy('position').execute();
  const at = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const i of items) {
      await writeCustody(trx, {
        evidenceId: Number(i.evidence_id),
        action: CustodyAction.contactRevealed,
        actorType: 'operator',
        actorId: Number(operator.id),
        ip,
        at,
        detail: { via: 'office', orderNo: order.order_no, notary: operator.name },
      });
    }
    await writeAudit(trx, { actorType: 'operator', actorId: operator.id, action: 'notary.office.revealPhone', targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no } });
  });
  return { phone: user.phone };
}
