import { ESIGN_FLOW_MSG, EsignFlowStatus, EsignSignerStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { openDueLinks, type DueLink } from '../due-links';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import type { FlowActor } from './flow-access';
import { enqueueJob } from '../../jobs/enqueue-job';
import { ESIGN_COMPLETE_JOB } from '../phone/complete-job';
import { applyAutoSeals, type PreparedAutoSeal } from './auto-seal';
import { chargeFlow } from './flow-money';

export interface SendFacts {
  expireDays: number;
  siteBase: string;
  ip: string | null;
  /** 本方自动盖章 checked by prepareAutoSeals, applied before the links are opened */
  autoSeals?: PreparedAutoSeal[];
}

/**
 * Sends a draft inside the caller's transaction: claims it (draft → 签署中 only if it is still a draft, so of
 * two requests racing to send one draft exactly one sends and charges; the other is refused), fixes the
 * expiry from now, charges the price, and opens the links of the signers whose turn came (sequential: the
 * first; parallel: all). The texts go out after the commit (sendDueLinks).
 */
export async function sendDraftInTrx(trx: Db, ctx: Pick<AppContext, 'config'>, flowId: number, a: FlowActor, s: SendFacts, now: number): Promise<{ links: DueLink[]; chargedCents: number }> {
  const expiresAt = now + s.expireDays * 86_400_000;
  const claimed = await trx
    .updateTable('esign_flows')
    .set({ status: EsignFlowStatus.signing, sent_at: now, site_base: s.siteBase, expires_at: expiresAt, updated_at: now })
    .where('id', '=', flowId)
    .where('status', '=', EsignFlowStatus.draft)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw refuse(ESIGN_FLOW_MSG.editDraftOnly);
  const flow = await trx.selectFrom('esign_flows').selectAll().where('id', '=', flowId).executeTakeFirstOrThrow();
  const chargedCents = await chargeFlow(trx, flow, a, ctx.config.points.esignPriceCents, now);
  await recordFlowEvent(trx, { flowId, kind: EsignEvent.sent, at: now, ip: s.ip, detail: { by: a.actorUserId, charged: chargedCents / 100, expiresAt } });
  if (s.autoSeals?.length) await applyAutoSeals(trx, flowId, a, s.autoSeals, s.ip, now);
  const links = await openDueLinks(trx, flow, s.siteBase, now);
  // every signer sealed by the sender's choice (its own company alone): the contract is concluded, complete it
  const left = await trx.selectFrom('esign_signers').select('id').where('flow_id', '=', flowId).where('status', '!=', EsignSignerStatus.signed).execute();
  if (left.length === 0) await enqueueJob(trx, { kind: ESIGN_COMPLETE_JOB, payload: { flowId }, dedupeKey: `${ESIGN_COMPLETE_JOB}:${flowId}` });
  await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'esign.flow.send', targetType: 'esign_flow', targetId: flowId, ip: s.ip, detail: { flowNo: flow.flow_no, owner: a.ownerUserId, links: links.length, charged: chargedCents } });
  return { links, chargedCents };
}
