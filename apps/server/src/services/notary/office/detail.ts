import { EvidenceStatus, NOTARY_DOC_NAMES, PAY_TYPE_NAMES, type NotaryDocType, type PayType } from '@evidence/shared/constants';
import type { TOfficeDetail } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import type { Operator } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { maskPhone } from '../../privacy/mask';
import { identityCipher } from '../../verification/identity-cipher';
import { verifiedApplicant } from '../applicant-identity';
import { lateRefundsDue } from '../money-facts';
import { refundLinesOf, refundSums } from '../../payments/refunds/refund-lines';
import { officeStageName, statusName, typeName } from '../order-view';
import type { StoredForm } from '../stored-form';
import { officeDocUrl } from './office-links';
import { isHandler, officeOrder } from './office-order';

const num = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * What the notary reads to decide (GET /api/admin/notary/detail): the applicant's verified identity and
 * the agent in full (the office's own file; documents print them masked), the form, every version of every
 * document with a console link, and each record with deCode's check and its ledger leaf. Reading it is
 * audited: it shows full identity numbers. The applicant's phone is masked; 显示完整号码 reveals it (reveal-phone.ts).
 */
export async function officeDetail(ctx: AppContext, operator: Operator, orderId: number, ip: string | null): Promise<TOfficeDetail> {
  const order = await officeOrder(ctx.db, orderId);
  const account = Number(order.account_user_id);
  const money = await ctx.db.selectFrom('orders').select(['id', 'pay_type']).where('id', '=', order.order_id).executeTakeFirstOrThrow();
  // a payment that came in after the order no longer needed it is owed back too (decision 365)
  const late = (await lateRefundsDue(ctx.db, [{ moneyId: Number(money.id), notaryId: Number(order.id) }])).get(Number(money.id)) ?? 0;
  const refunds = (await refundLinesOf(ctx.db, [Number(money.id)])).get(Number(money.id)) ?? [];
  const sums = refundSums(refunds);
  const applicant = await verifiedApplicant(ctx, account, true);
  const form = order.form_json === null ? null : (JSON.parse(order.form_json) as StoredForm);
  const cipher = identityCipher(ctx.config);
  const open = (field: 'notary_agent_idcard' | 'notary_agent_phone', v: string | null) => (v === null ? '' : (cipher.open(account, field, v) ?? '（无法解密）'));
  const docs = await ctx.db
    .selectFrom('notary_documents as d')
    .leftJoin('evidence as e', 'e.id', 'd.evidence_id')
    .select(['d.id', 'd.doc_type', 'd.version', 'd.stage', 'd.sha256', 'd.created_at', 'e.evidence_no'])
    .where('d.notary_order_id', '=', order.id)
    .orderBy('d.doc_type')
    .orderBy('d.version', 'desc')
    .execute();
  const records = await ctx.db
    .selectFrom('notary_order_items as i')
    .innerJoin('evidence as e', 'e.id', 'i.evidence_id')
    .select(['e.id', 'e.evidence_no', 'e.file_name', 'e.size', 'e.saved_at', 'e.sha256', 'e.sm3', 'e.leaf_index', 'e.status', 'e.deleted_at', 'i.check_result', 'i.checked_at'])
    .where('i.notary_order_id', '=', order.id)
    .orderBy('i.position')
    .execute();
  await writeAudit(ctx.db, { actorType: 'operator', actorId: operator.id, action: 'notary.office.read', targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no } });
  return {
    id: Number(order.id),
    orderNo: order.order_no,
    type: Number(order.type),
    typeName: typeName(Number(order.type)),
    notarial: Number(order.status),
    notarialName: statusName(Number(order.status)),
    step: order.step,
    officeStage: order.office_stage,
    officeStageName: officeStageName(order.office_stage),
    createdAt: Number(order.created_at),
    paidAt: num(order.paid_at),
    payTypeName: money.pay_type === null ? null : (PAY_TYPE_NAMES[Number(money.pay_type) as PayType] ?? null),
    fee: Number(order.fee_cents) / 100,
    signCount: Number(order.sign_count),
    decodedAt: num(order.decoded_at),
    acceptedAt: num(order.accepted_at),
    notaryName: order.notary_name,
    mine: isHandler(order, operator),
    certificateNo: order.certificate_no,
    issuedAt: num(order.issued_at),
    endedBy: order.ended_by,
    endReason: order.end_reason,
    endedAt: num(order.ended_at),
    refunded: Number(order.refunded_cents) / 100,
    refundDue: (Number(order.refund_due_cents) + late + sums.owedCents) / 100,
    refundedMoney: sums.refundedCents / 100,
    refunds,
    applicant: { kind: applicant.kind, name: applicant.name, idNumber: applicant.idMasked, representative: applicant.representative, phone: maskPhone(applicant.phone) },
    agent: form?.agentName ? { name: form.agentName, idNumber: open('notary_agent_idcard', form.agentIdCard), phone: open('notary_agent_phone', form.agentPhone) } : null,
    form: form ? { purpose: form.purpose, method: form.method, remark: form.remark, promisedAt: Number(form.promisedAt) } : null,
    interview: order.interview_json === null ? null : (JSON.parse(order.interview_json) as Array<{ q: string; a: string }>),
    documents: docs.map((d) => ({
      id: Number(d.id),
      docType: Number(d.doc_type),
      docName: NOTARY_DOC_NAMES[Number(d.doc_type) as NotaryDocType] ?? '文书',
      version: Number(d.version),
      stage: d.stage,
      sha256: d.sha256,
      createdAt: Number(d.created_at),
      evidenceNo: d.evidence_no,
      url: officeDocUrl(ctx.downloadSecret, Number(d.id), Number(operator.id)),
    })),
    records: records.map((r) => ({
      evidenceId: Number(r.id),
      evidenceNo: r.evidence_no,
      fileName: r.file_name,
      size: Number(r.size),
      savedAt: Number(r.saved_at),
      sha256: r.sha256,
      sm3: r.sm3,
      leafIndex: num(r.leaf_index),
      checkResult: r.check_result,
      checkedAt: num(r.checked_at),
      openable: r.deleted_at === null && r.status === EvidenceStatus.uploaded,
    })),
  };
}
