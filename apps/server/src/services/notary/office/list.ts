import { sql } from 'kysely';
import { NOTARY_OFFICE, NotaryStatus } from '@evidence/shared/constants';
import { OFFICE_NEEDS_NOTARY, OFFICE_NEEDS_NOTARY_STAGES } from '@evidence/shared/contracts';
import type { TOfficeListFilters, TOfficeListResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { verifiedApplicant } from '../applicant-identity';
import { likePrefix } from '../get-list';
import { officeStageName, statusName, typeName } from '../order-view';

/**
 * The office's queue (GET /api/admin/notary/list): orders handed to the office (step office), 10 a page.
 * With a stage filter the oldest payment comes first (work is taken in the order it arrived); over all
 * stages the newest payment first. The applicant is named as verified. `needsNotary` (the console's
 * default) is what waits for the calling notary.
 */
export async function officeList(ctx: Pick<AppContext, 'db' | 'config'>, q: TOfficeListFilters, operatorId: number): Promise<TOfficeListResponse> {
  const page = q.page ?? 1;
  let base = ctx.db.selectFrom('notary_orders as n').where('n.step', '=', 'office');
  if (q.stage === OFFICE_NEEDS_NOTARY) {
    // what waits for this notary (decision 855): 待受理 for anyone, 已受理 / 待出证 for their handler
    base = base
      .where('n.status', '=', NotaryStatus.inProgress)
      .where('n.office_stage', 'in', [...OFFICE_NEEDS_NOTARY_STAGES])
      .where((eb) => eb.or([eb('n.office_stage', '=', 'submitted'), eb('n.notary_operator_id', 'is', null), eb('n.notary_operator_id', '=', operatorId)]));
  } else if (q.stage !== undefined && q.stage !== 'all') base = base.where('n.office_stage', '=', q.stage);
  if (q.status) base = base.where('n.status', '=', q.status);
  if (q.orderNo !== undefined) base = base.where(sql<boolean>`n.order_no like ${likePrefix(q.orderNo.trim())} escape '\\'`);
  const oldestFirst = q.stage !== undefined && q.stage !== 'all';
  const [rows, total] = await Promise.all([
    base
      .select(['n.id', 'n.order_no', 'n.account_user_id', 'n.record_count', 'n.type', 'n.fee_cents', 'n.paid_at', 'n.office_stage', 'n.status', 'n.notary_name', 'n.certificate_no'])
      .orderBy('n.paid_at', oldestFirst ? 'asc' : 'desc')
      .orderBy('n.id', oldestFirst ? 'asc' : 'desc')
      .limit(NOTARY_OFFICE.pageSize)
      .offset((page - 1) * NOTARY_OFFICE.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = [];
  for (const r of rows) {
    const applicant = await verifiedApplicant(ctx, Number(r.account_user_id));
    list.push({
      id: Number(r.id),
      orderNo: r.order_no,
      applicant: applicant.name,
      applicantKind: applicant.kind,
      number: Number(r.record_count),
      type: Number(r.type),
      typeName: typeName(Number(r.type)),
      fee: Number(r.fee_cents) / 100,
      paidAt: r.paid_at === null ? null : Number(r.paid_at),
      officeStage: r.office_stage,
      officeStageName: officeStageName(r.office_stage),
      notarial: Number(r.status),
      notarialName: statusName(Number(r.status)),
      notaryName: r.notary_name,
      certificateNo: r.certificate_no,
    });
  }
  return { count: Number(total.n), list };
}
