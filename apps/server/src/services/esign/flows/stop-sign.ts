import { ESIGN_MSG, EsignFlowStatus, EsignSignerStatus } from '@evidence/shared/constants';
import type { TStopSignResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { loadFlow, type FlowActor } from './flow-access';
import { refundFlow } from './flow-money';
import { senderNameOf } from '../esign-texts';
import { notifyParties, sendTexts, type Text } from './flow-texts';

/**
 * stopSign: 签署中 → 已撤销. The conditional update makes one revoke win (a double click or two tabs: the
 * second is refused, nothing is refunded twice). A flow every signer signed is not revoked: its completion is
 * queued. Every link dies (its time set to now); the points come
 * back only when nobody had signed (decision 438); owner and signers with accounts are notified, and every
 * signer who had received a link gets a text after the commit.
 */
export async function stopSign(ctx: AppContext, a: FlowActor, id: number, reason: string, ip: string | null): Promise<TStopSignResponse> {
  const flow = await loadFlow(ctx.db, a, id);
  const now = Date.now();
  // past its expiry the flow is 已过期 (the sweep's to end), not 已撤销 (review finding 11)
  if (flow.status !== EsignFlowStatus.signing || Number(flow.expires_at) <= now) throw refuse(ESIGN_MSG.revokeNotAllowed);
  const { refunded, texts } = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('esign_flows')
      .set({ status: EsignFlowStatus.revoked, ended_at: now, end_reason: reason, updated_at: now })
      .where('id', '=', flow.id)
      .where('status', '=', EsignFlowStatus.signing)
      .where('expires_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) throw refuse(ESIGN_MSG.revokeNotAllowed);
    // read after the claim, which waited for any signature holding the flow row: when everyone has signed, the
    // contract is concluded and its completion queued — revoking it would leave a signed contract unmade
    const signers = await trx.selectFrom('esign_signers').select(['id', 'name', 'phone', 'status', 'sent_at', 'auto_sealed_by']).where('flow_id', '=', flow.id).execute();
    if (signers.every((s) => s.status === EsignSignerStatus.signed)) throw refuse(ESIGN_MSG.allSignedCompleting);
    await trx.updateTable('esign_signers').set({ token_expires_at: now }).where('flow_id', '=', flow.id).where('token_hash', 'is not', null).execute();
    // the sender's own 本方自动盖章 is no counterparty's signature: it alone keeps the refund (decision 827)
    const anySigned = signers.some((s) => s.status === EsignSignerStatus.signed && s.auto_sealed_by === null);
    const cents = anySigned ? 0 : await refundFlow(trx, flow, a.actorUserId, '已撤销');
    await recordFlowEvent(trx, { flowId: Number(flow.id), kind: EsignEvent.revoked, at: now, ip, detail: { by: a.actorUserId, reason, refunded: cents / 100 } });
    await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'esign.flow.revoke', targetType: 'esign_flow', targetId: Number(flow.id), ip, detail: { flowNo: flow.flow_no, refundedCents: cents, anySigned } });
    const linked = signers.filter((s) => s.sent_at !== null);
    const money = cents > 0 ? `，${cents / 100} 积分已退还` : anySigned ? '，因已有签署人完成签署，积分不予退还' : '';
    await notifyParties(trx, Number(flow.owner_user_id), `您发起的签署《${flow.title}》（${flow.flow_no}）已撤销${money}。`, linked.map((s) => s.phone), `《${flow.title}》的签署已被发起方撤销，原因：${reason}。`, now, Number(flow.id));
    // the sender is named and its free text stays out of a platform-signed text (review finding 6: a URL in the
    // reason went out under the platform's name); the reason is in the notice and the timeline
    const sender = await senderNameOf(trx, Number(flow.owner_user_id));
    const out: Text[] = linked.map((s) => ({ phone: s.phone, template: 'esign_revoked', params: { name: s.name, sender, title: flow.title } }));
    return { refunded: cents, texts: out };
  });
  await sendTexts(ctx, texts, 'esign-revoked');
  return { status: EsignFlowStatus.revoked, refunded: refunded / 100 };
}
