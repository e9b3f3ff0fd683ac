import { NOTARY_MATTER } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { NotaryOrder } from '../../../db/schema';
import { maskIdCard, maskPhone } from '../../privacy/mask';
import { identityCipher } from '../../verification/identity-cipher';
import { verifiedApplicant } from '../applicant-identity';
import type { DocumentFacts } from './facts';
import type { StoredForm } from '../stored-form';

const points = (cents: number) => `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}积分`;

/** What an order's documents say, read from the order, its saved form, the verification and its records. */
export async function documentFactsFor(ctx: Pick<AppContext, 'db' | 'config'>, order: NotaryOrder): Promise<DocumentFacts> {
  if (order.form_json === null) throw new Error(`notary order ${order.id} has no saved form`);
  const form = JSON.parse(order.form_json) as StoredForm;
  const account = Number(order.account_user_id);
  const cipher = identityCipher(ctx.config);
  const open = (field: 'notary_agent_idcard' | 'notary_agent_phone', v: string | null) => (v === null ? '' : (cipher.open(account, field, v) ?? ''));
  const records = await ctx.db
    .selectFrom('notary_order_items as i')
    .innerJoin('evidence as e', 'e.id', 'i.evidence_id')
    .where('i.notary_order_id', '=', order.id)
    .select(['e.evidence_no', 'e.file_name', 'e.size', 'e.saved_at', 'e.sha256', 'e.sm3'])
    .orderBy('i.position')
    .execute();
  return {
    officeName: ctx.config.notary.officeName,
    office: { licence: ctx.config.notary.office.licence, address: ctx.config.notary.office.address, phone: ctx.config.notary.office.phone },
    orderNo: order.order_no,
    matter: NOTARY_MATTER,
    appliedAt: Number(order.created_at),
    applicant: await verifiedApplicant(ctx, account),
    agent: form.agentName ? { name: form.agentName, idMasked: maskIdCard(open('notary_agent_idcard', form.agentIdCard)), phoneMasked: maskPhone(open('notary_agent_phone', form.agentPhone)) } : null,
    purpose: form.purpose,
    method: form.method,
    remark: form.remark,
    feeText: points(Number(order.fee_cents)),
    records: records.map((r) => ({ no: r.evidence_no, fileName: r.file_name, size: Number(r.size), savedAt: Number(r.saved_at), sha256: r.sha256, sm3: r.sm3 })),
    acceptedAt: order.accepted_at === null ? null : Number(order.accepted_at),
    notaryName: order.notary_name,
    interview: order.interview_json === null ? null : (JSON.parse(order.interview_json) as Array<{ q: string; a: string }>),
  };
}
