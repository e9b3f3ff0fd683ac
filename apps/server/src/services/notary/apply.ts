import { NOTARY_MSG, NotaryStatus, OrderKind, PayStatus } from '@evidence/shared/constants';
import type { TNotaryOrderCreated } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { writeAudit } from '../audit/write-audit';
import { visibleEvidence } from '../evidence/evidence-scope';
import { newOrderNo } from '../orders/order-number';
import { requireApplicant } from './applicant';
import { notaryFeeCents } from './fee';
import { notSelectableReason, notaryDocumentIds, notaryTypeOf, openOrderRecordIds } from './notary-type';
import { NOTARY_DESCRIPTION } from './order-view';

/**
 * Creates a notarial order from the caller's preserved records (/notary/selectList → 申请公证): the
 * money row in `orders` (kind notarial, unpaid, the fee of NOTARY_FEE_*), the procedure in
 * `notary_orders` at its first step, and one item per record, in one transaction with its audit row.
 * Every record must be the caller's own (another tenant's id answers like a missing one), fully
 * uploaded, of a kind open to notarization, and all of one notary type. When the applicant sends the fee
 * they confirmed, it must be the fee computed now.
 */
export async function applyForNotarization(ctx: AppContext, p: UserPrincipal, ids: number[], ip: string | null, confirmedFeeCents?: number): Promise<TNotaryOrderCreated> {
  const accountId = requireApplicant(p);
  const rows = await visibleEvidence(ctx.db, p)
    .where('evidence.id', 'in', ids)
    .select(['evidence.id', 'evidence.status', 'evidence.product_type', 'evidence.evidence_no'])
    .execute();
  if (rows.length !== ids.length) throw refuse(NOTARY_MSG.recordNotSelectable);
  const found = rows.map((r) => Number(r.id));
  const [documents, open] = await Promise.all([notaryDocumentIds(ctx.db, found), openOrderRecordIds(ctx.db, found)]);
  for (const row of rows) {
    const reason = notSelectableReason({ ...row, notaryDocument: documents.has(Number(row.id)), inOpenOrder: open.has(Number(row.id)) });
    if (reason === NOTARY_MSG.typeNotOpen || reason === NOTARY_MSG.documentNotSelectable || reason === NOTARY_MSG.recordInOpenOrder) throw refuse(reason);
    if (reason !== null) throw refuse(NOTARY_MSG.recordNotSelectable);
  }
  const types = new Set(rows.map((r) => notaryTypeOf(r)));
  if (types.size !== 1) throw refuse(NOTARY_MSG.mixedTypes);
  const type = [...types][0]!;
  const feeCents = notaryFeeCents(ctx.config, ids.length);
  // the fee the applicant confirmed must be the one charged now (decision 851)
  if (confirmedFeeCents !== undefined && confirmedFeeCents !== feeCents) throw refuse(NOTARY_MSG.feeChanged);
  const now = Date.now();
  const orderNo = newOrderNo('notarial', new Date(now));

  const id = await ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .insertInto('orders')
      .values({
        order_no: orderNo, account_user_id: accountId, actor_user_id: p.user.id, member_id: null, kind: OrderKind.notarial, bus_type: type,
        description: NOTARY_DESCRIPTION(ids.length), money_cents: feeCents, points_cents: feeCents, pay_status: PayStatus.pending, pay_type: null,
        origin: 0, invoice_status: 0, invoice_id: null, evidence_id: null, provider: null, provider_trade_no: null, paid_at: null, closed_at: null,
        created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notary = await trx
      .insertInto('notary_orders')
      .values({
        order_id: order.id, order_no: orderNo, account_user_id: accountId, applicant_user_id: p.user.id, type, status: NotaryStatus.inProgress,
        step: 'applicationForm', office_stage: null, record_count: ids.length, form_json: null, form_saved_at: null, signed_at: null, decoded_at: null,
        fee_cents: feeCents, paid_at: null, accepted_at: null, notary_operator_id: null, notary_name: null, interview_json: null, certificate_no: null,
        certificate_year: null, certificate_seq: null, issued_at: null, ended_by: null, end_reason: null, ended_at: null, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // the order of the page's selection is the order of the application form's evidence list
    await trx.insertInto('notary_order_items').values(ids.map((evidenceId, i) => ({ notary_order_id: notary.id, evidence_id: evidenceId, position: i + 1, check_result: null, checked_at: null }))).execute();
    await writeAudit(trx, {
      actorType: 'user', actorId: p.user.id, action: 'notary.apply', targetType: 'notary_order', targetId: notary.id, ip,
      detail: { orderNo, account: accountId, type, records: rows.map((r) => r.evidence_no), feeCents },
    });
    return Number(notary.id);
  });
  return { id, orderNo, addTime: now, money: feeCents / 100, pay: 0, type, number: ids.length };
}
