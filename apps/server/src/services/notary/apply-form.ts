import { NOTARY_MATTER, NOTARY_MSG, NotaryStatus, POINTS_PER_YUAN, fillMessage } from '@evidence/shared/constants';
import type { TNotaryApplyForm, TNotaryApplyFormView } from '@evidence/shared/contracts';
import type { AppContext } from '../../context';
import type { NotaryOrder } from '../../db/schema';
import type { UserPrincipal } from '../auth/principal';
import { writeAudit } from '../audit/write-audit';
import { identityCipher } from '../verification/identity-cipher';
import { requireApplicant, requireOrderReader } from './applicant';
import { verifiedApplicant } from './applicant-identity';
import { ownNotaryOrder, requireStep } from './own-order';
import { stepName } from './order-view';
import type { StoredForm } from './stored-form';
import { insertDocumentVersions, renderDraftDocuments } from './render-drafts';
import { recordsHoldToLeaves } from './records-hold';
import { refuse } from '../../errors';

/** Filled in for a new form: how a preserved file was obtained on this platform. */
const DEFAULT_METHOD = '通过数据存证平台上传电子数据，平台计算SHA-256与SM3哈希值并记入防篡改账本';

function readForm(ctx: Pick<AppContext, 'config'>, order: NotaryOrder): TNotaryApplyFormView['form'] {
  if (order.form_json === null) return { purpose: '', method: DEFAULT_METHOD, agentName: '', agentIdCard: '', agentPhone: '', remark: '', promise: false };
  const f = JSON.parse(order.form_json) as StoredForm;
  const cipher = identityCipher(ctx.config);
  const open = (field: 'notary_agent_idcard' | 'notary_agent_phone', v: string | null) => (v === null ? '' : (cipher.open(Number(order.account_user_id), field, v) ?? '（无法解密）'));
  return {
    purpose: f.purpose,
    method: f.method,
    agentName: f.agentName ?? '',
    agentIdCard: open('notary_agent_idcard', f.agentIdCard),
    agentPhone: open('notary_agent_phone', f.agentPhone),
    remark: f.remark ?? '',
    promise: true,
  };
}

/** The electronic application form to read and fill (any step: it stays readable once saved). */
export async function getApplyForm(ctx: AppContext, p: UserPrincipal, orderId: number): Promise<TNotaryApplyFormView> {
  const accountId = requireOrderReader(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  const records = await ctx.db
    .selectFrom('notary_order_items as i')
    .innerJoin('evidence as e', 'e.id', 'i.evidence_id')
    .where('i.notary_order_id', '=', order.id)
    .select(['e.id', 'e.evidence_no', 'e.file_name', 'e.size', 'e.saved_at', 'e.sha256', 'e.sm3'])
    .orderBy('i.position')
    .execute();
  return {
    orderId: Number(order.id),
    orderNo: order.order_no,
    step: order.step,
    matter: NOTARY_MATTER,
    applicant: await verifiedApplicant(ctx, accountId),
    form: readForm(ctx, order),
    savedAt: order.form_saved_at === null ? null : Number(order.form_saved_at),
    fee: { points: Number(order.fee_cents) / 100, yuan: Number(order.fee_cents) / 100 / POINTS_PER_YUAN },
    records: records.map((r) => ({ id: Number(r.id), baoquan: r.evidence_no, fileName: r.file_name, size: Number(r.size), saveTime: Number(r.saved_at), sha256: r.sha256, sm3: r.sm3 })),
  };
}

/**
 * Saves the form at the applicationForm step, renders the five documents from it (drafts) and moves the
 * order to signature: the form is what the documents are made from, so it is fixed from then on. The step change is conditional on
 * the step read, so two saves at once move the order once.
 */
export async function saveApplyForm(ctx: AppContext, p: UserPrincipal, f: TNotaryApplyForm, ip: string | null): Promise<{ step: string }> {
  const accountId = requireApplicant(p);
  const order = await ownNotaryOrder(ctx.db, accountId, f.orderId);
  requireStep(order, 'applicationForm');
  const cipher = identityCipher(ctx.config);
  const now = Date.now();
  const stored: StoredForm = {
    purpose: f.purpose,
    method: f.method,
    agentName: f.agentName ?? null,
    agentIdCard: f.agentIdCard === undefined ? null : cipher.seal(accountId, 'notary_agent_idcard', f.agentIdCard),
    agentPhone: f.agentPhone === undefined ? null : cipher.seal(accountId, 'notary_agent_phone', f.agentPhone),
    remark: f.remark ?? null,
    promisedAt: now,
  };
  // the five documents are made from this form now, so the signing screen shows what will be signed
  await recordsHoldToLeaves(ctx, Number(order.id));
  const drafts = await renderDraftDocuments(ctx, { ...order, form_json: JSON.stringify(stored) });
  await ctx.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('notary_orders')
      .set({ form_json: JSON.stringify(stored), form_saved_at: now, step: 'signature', updated_at: now })
      .where('id', '=', order.id)
      .where('step', '=', 'applicationForm')
      .where('status', '=', NotaryStatus.inProgress)
      .executeTakeFirst();
    // another save (or a stop) got there first
    if (Number(changed.numUpdatedRows) !== 1) throw refuse(fillMessage(NOTARY_MSG.wrongStep, { step: stepName('signature') }));
    await insertDocumentVersions(trx, Number(order.id), drafts, 'draft');
    // the audit row says what was decided, never the agent's ID number or phone
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'notary.form', targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no, agent: f.agentName !== undefined } });
  });
  return { step: 'signature' };
}
