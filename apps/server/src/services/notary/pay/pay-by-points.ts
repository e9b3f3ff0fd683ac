import { NOTARY_MSG, NotaryStatus, PayStatus, PayType, PointsMove, fillMessage } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import type { UserPrincipal } from '../../auth/principal';
import { writeAudit } from '../../audit/write-audit';
import { notify } from '../../notifications/notify';
import { movePoints } from '../../points/move-points';
import { requireApplicant } from '../applicant';
import { ownNotaryOrder, requireStep } from '../own-order';
import { stepName } from '../order-view';

/**
 * 支付 by points (the pay step): the fee fixed when the order was made moves through the points mover as
 * a consumption of the order's money row, in the transaction that marks the row paid and hands the order
 * to the office (step office, stage 待受理). Too few points refuses with '积分余额不足，请先购买积分' and
 * changes nothing; the step change is conditional, so two clicks pay once. Like every points payment the
 * row moves no money (money 0), so it is not invoiced twice (the recharge was).
 */
export async function payNotaryByPoints(ctx: AppContext, p: UserPrincipal, orderId: number, ip: string | null): Promise<{ step: string; paid: number }> {
  const accountId = requireApplicant(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  requireStep(order, 'pay');
  const fee = Number(order.fee_cents);
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('notary_orders')
      .set({ step: 'office', office_stage: 'submitted', paid_at: now, updated_at: now })
      .where('id', '=', order.id)
      .where('step', '=', 'pay')
      .where('status', '=', NotaryStatus.inProgress)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw refuse(fillMessage(NOTARY_MSG.wrongStep, { step: stepName('office') }));
    const paid = await trx
      .updateTable('orders')
      .set({ pay_status: PayStatus.paid, pay_type: PayType.points, money_cents: 0, paid_at: now, updated_at: now })
      .where('id', '=', order.order_id)
      .where('pay_status', '=', PayStatus.pending)
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1) throw refuse(NOTARY_MSG.orderEnded);
    if (fee > 0) await movePoints(trx, { accountUserId: accountId, cents: fee, move: PointsMove.consumption, orderId: Number(order.order_id), actorUserId: p.user.id });
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'notary.pay', targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no, cents: fee, payType: 'points' } });
    await notify(trx, accountId, `公证订单${order.order_no}已支付${(fee / 100).toFixed(2)}积分，已提交公证处受理。`, now);
  });
  return { step: 'office', paid: fee / 100 };
}
