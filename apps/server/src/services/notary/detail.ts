import { FILE_TYPE_NAMES, NOTARY, PRODUCT_TYPE_NAMES, PayStatus, type FileTypeCode, type ProductTypeCode } from '@evidence/shared/constants';
import type { TNotaryDetailResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import type { UserPrincipal } from '../auth/principal';
import { requireOrderReader } from './applicant';
import { applicantAction } from './applicant-action';
import { lateRefundsDue, moneyFacts } from './money-facts';
import { refundLinesOf } from '../payments/refunds/refund-lines';
import { ownNotaryOrder } from './own-order';
import { officeStageName, statusName, stepName, typeName } from './order-view';

/** China time, as every date the platform shows (decision 207). */
const chinaTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * /notary/detail: the order's facts and its records, 10 a page (001 §3 "Notary detail"). Records are
 * read through the order's items, so a record deleted after the application still shows what was
 * applied for (its hashes are the ledger's).
 */
export async function getNotaryDetail(db: Db, p: UserPrincipal, orderId: number, page = 1): Promise<TNotaryDetailResponse> {
  const accountId = requireOrderReader(p);
  const order = await ownNotaryOrder(db, accountId, orderId);
  const money = await db.selectFrom('orders').select(['id', 'pay_status', 'pay_type', 'money_cents']).where('id', '=', order.order_id).executeTakeFirstOrThrow();
  const late = await lateRefundsDue(db, [{ moneyId: Number(money.id), notaryId: Number(order.id) }]);
  const refunds = await refundLinesOf(db, [Number(money.id)]);
  const rows = await db
    .selectFrom('notary_order_items as i')
    .innerJoin('evidence as e', 'e.id', 'i.evidence_id')
    .where('i.notary_order_id', '=', order.id)
    .select(['e.id', 'e.evidence_no', 'e.title', 'e.file_name', 'e.label', 'e.product_type', 'e.file_type', 'e.saved_at', 'e.size', 'e.sha256', 'e.sm3', 'i.check_result'])
    .orderBy('i.position')
    .limit(NOTARY.pageSize)
    .offset((page - 1) * NOTARY.pageSize)
    .execute();
  return {
    count: Number(order.record_count),
    info: {
      id: Number(order.id),
      orderNo: order.order_no,
      addTime: Number(order.created_at),
      money: Number(order.fee_cents) / 100,
      pay: Number(money.pay_status) === PayStatus.paid ? 1 : 0,
      type: Number(order.type),
      typeName: typeName(Number(order.type)),
      step: order.step,
      stepName: stepName(order.step),
      notarial: Number(order.status),
      notarialName: statusName(Number(order.status)),
      officeStage: order.office_stage,
      officeStageName: officeStageName(order.office_stage),
      number: Number(order.record_count),
      certificateNo: order.certificate_no,
      notaryName: order.notary_name,
      endReason: order.end_reason,
      endedBy: order.ended_by,
      applicantAction: applicantAction({ id: order.id, type: order.type, status: order.status, step: order.step, officeStage: order.office_stage }),
      ...moneyFacts({ ...money, fee_cents: order.fee_cents, refunded_cents: order.refunded_cents, refund_due_cents: order.refund_due_cents }, late.get(Number(money.id)), refunds.get(Number(money.id))),
    },
    list: rows.map((r) => ({
      id: Number(r.id),
      baoquan: r.evidence_no,
      baoquan_no: r.evidence_no,
      title: r.title,
      name: r.file_name,
      url: null,
      label: r.label,
      type: PRODUCT_TYPE_NAMES[r.product_type as ProductTypeCode] ?? '',
      saveTime: Number(r.saved_at),
      time: chinaTime(Number(r.saved_at)),
      timeLength: null,
      fileType: FILE_TYPE_NAMES[r.file_type as FileTypeCode] ?? FILE_TYPE_NAMES[5],
      fileUrl: null,
      size: Number(r.size),
      sha256: r.sha256,
      sm3: r.sm3,
      checkResult: r.check_result,
    })),
  };
}
