import { sql } from 'kysely';
import { NOTARY, PayStatus } from '@evidence/shared/constants';
import type { TNotaryListFilters, TNotaryListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { UserPrincipal } from '../auth/principal';
import { requireOrderReader } from './applicant';
import { applicantAction } from './applicant-action';
import { lateRefundsDue, moneyFacts } from './money-facts';
import { refundLinesOf } from '../payments/refunds/refund-lines';
import { officeStageName, statusName, stepName, typeName } from './order-view';

/** `like` with the user's text taken literally (no wildcards of its own). */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** /notary: the account's notarial orders, newest first, 10 a page, filtered as 001 §7 "List" asks. */
export async function getNotaryList(db: Db, p: UserPrincipal, q: TNotaryListFilters): Promise<TNotaryListResponse> {
  const accountId = requireOrderReader(p);
  const page = q.page ?? 1;
  let base = db.selectFrom('notary_orders as n').innerJoin('orders as o', 'o.id', 'n.order_id').where('n.account_user_id', '=', accountId);
  if (q.startTime !== undefined) base = base.where('n.created_at', '>=', q.startTime * 1000);
  if (q.endTime !== undefined) base = base.where('n.created_at', '<', (q.endTime + 1) * 1000);
  if (q.payType === 1) base = base.where('o.pay_status', '!=', PayStatus.paid);
  if (q.payType === 2) base = base.where('o.pay_status', '=', PayStatus.paid);
  if (q.notarialType) base = base.where('n.type', '=', q.notarialType);
  if (q.orderNo !== undefined) base = base.where(sql<boolean>`n.order_no like ${likePrefix(q.orderNo.trim())} escape '\\'`);
  const [rows, total] = await Promise.all([
    base
      .select([
        'n.id',
        'n.order_no',
        'n.created_at',
        'n.record_count',
        'n.step',
        'n.fee_cents',
        'n.status',
        'n.type',
        'n.office_stage',
        'n.end_reason',
        'n.refunded_cents',
        'n.refund_due_cents',
        'o.id as money_id',
        'o.pay_status',
        'o.pay_type',
        'o.money_cents',
      ])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(NOTARY.pageSize)
      .offset((page - 1) * NOTARY.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const late = await lateRefundsDue(db, rows.map((r) => ({ moneyId: Number(r.money_id), notaryId: Number(r.id) })));
  const refunds = await refundLinesOf(db, rows.map((r) => Number(r.money_id)));
  return {
    count: Number(total.n),
    list: rows.map((r) => ({
      id: Number(r.id),
      orderNo: r.order_no,
      addTime: Number(r.created_at),
      number: Number(r.record_count),
      step: r.step,
      stepName: stepName(r.step),
      money: Number(r.fee_cents) / 100,
      pay: Number(r.pay_status) === PayStatus.paid ? 1 : 0,
      notarial: Number(r.status),
      notarialName: statusName(Number(r.status)),
      type: Number(r.type),
      typeName: typeName(Number(r.type)),
      officeStage: officeStageName(r.office_stage),
      endReason: r.end_reason,
      applicantAction: applicantAction({ id: r.id, type: r.type, status: r.status, step: r.step, officeStage: r.office_stage }),
      ...moneyFacts(r, late.get(Number(r.money_id)), refunds.get(Number(r.money_id))),
    })),
  };
}
