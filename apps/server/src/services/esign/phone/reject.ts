import { ESIGN_MSG, EsignFlowStatus, EsignSignerStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { hashIntentToken } from '../../intent/intent-token';
import { notify } from '../../notifications/notify';
import { ownerFlowLink } from './finish-flow';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { phoneSigner, type PhoneClient } from './phone-link';

/**
 * stop: the signer refuses with a reason. In one transaction the flow ends 已拒签 (conditional on
 * 签署中: a flow revoked or completed meanwhile is not touched), the signer 已拒签, every link of the
 * flow dies, the event, the audit row and the owner's notice. Identity is not required: refusing
 * signs nothing, and the link is bound to the signer's phone by the SMS that carried it.
 */
export async function rejectFlow(ctx: AppContext, token: unknown, reason: string, client: PhoneClient) {
  const { signer, flow } = await phoneSigner(ctx, token);
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('esign_flows')
      .set({ status: EsignFlowStatus.rejected, ended_at: now, end_reason: reason, updated_at: now })
      .where('id', '=', flow.id)
      .where('status', '=', EsignFlowStatus.signing)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) throw refuse(ESIGN_MSG.linkExpired);
    const r = await trx
      .updateTable('esign_signers')
      .set({ status: EsignSignerStatus.rejected, rejected_at: now, reject_reason: reason, sign_ip: client.ip, sign_user_agent: client.userAgent?.slice(0, 300) ?? null })
      .where('id', '=', signer.id)
      .where('token_hash', '=', hashIntentToken(token as string))
      .where('status', 'in', [EsignSignerStatus.unread, EsignSignerStatus.read])
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw refuse(ESIGN_MSG.linkExpired);
    await trx.updateTable('esign_signers').set({ token_hash: null }).where('flow_id', '=', flow.id).execute();
    await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(signer.id), kind: EsignEvent.rejected, at: now, ip: client.ip, userAgent: client.userAgent, detail: { reason } });
    await writeAudit(trx, { actorType: 'anonymous', actorId: null, action: 'esign.reject', targetType: 'esign_flow', targetId: Number(flow.id), ip: client.ip, detail: { signerId: Number(signer.id), flowNo: flow.flow_no } });
    await notify(trx, Number(flow.owner_user_id), `签署人${signer.name}（${signer.role}）拒签了《${flow.title}》（${flow.flow_no}），原因：${reason}`, now, ownerFlowLink(Number(flow.id)));
  });
  return { rejected: true };
}
