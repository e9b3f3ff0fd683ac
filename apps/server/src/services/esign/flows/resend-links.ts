import { ESIGN_FLOW_MSG, ESIGN_RESEND_MIN_MS, EsignFlowStatus, EsignSignerStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { EsignFlow } from '../../../db/schema';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { sendDueLinks, type DueLink } from '../due-links';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { assertLinkTextsLeft } from '../esign-texts';
import { issueSignerLink } from '../signer-link';
import { currentSigners } from './current-signers';
import { loadFlow, verifiedOwner, type FlowActor } from './flow-access';

/** The flow, still 签署中 and not past its time, and the signers whose turn it is (or the one named). */
async function dueTargets(db: Db, a: FlowActor, signId: number, signerId: number | undefined, now: number) {
  const flow = await loadFlow(db, a, signId);
  if (flow.status !== EsignFlowStatus.signing || Number(flow.expires_at) <= now) throw refuse(ESIGN_FLOW_MSG.notSigning);
  const signers = await db.selectFrom('esign_signers').selectAll().where('flow_id', '=', flow.id).execute();
  const current = currentSigners(flow, signers);
  const targets = signerId === undefined ? current : current.filter((s) => Number(s.id) === signerId);
  if (signerId !== undefined && targets.length === 0) throw refuse(ESIGN_FLOW_MSG.signerNotDue);
  if (targets.length === 0) throw refuse(ESIGN_FLOW_MSG.noneDue);
  return { flow, targets };
}

/** A new link for one signer in the caller's transaction (the old one stops working); null when the signer moved on meanwhile. */
async function relink(trx: Db, flow: EsignFlow, signerId: number, now: number, minGapMs: number): Promise<{ path: string } | null> {
  // claims the signer: still holding a link, and (for texts) not texted within the last minute
  let q = trx.updateTable('esign_signers').set({ sent_at: now, reminded_at: now }).where('id', '=', signerId).where('status', 'in', [EsignSignerStatus.unread, EsignSignerStatus.read]);
  if (minGapMs > 0) q = q.where((eb) => eb.or([eb('sent_at', 'is', null), eb('sent_at', '<=', now - minGapMs)]));
  const claimed = await q.returning(['id', 'status']).executeTakeFirst();
  if (!claimed) return null;
  const { path } = await issueSignerLink(trx, { id: claimed.id, status: claimed.status }, Number(flow.expires_at), now);
  return { path };
}

const url = (flow: EsignFlow, path: string) => `${(flow.site_base ?? '').replace(/\/+$/, '')}${path}`;

/**
 * sendSignSms: new links for the signers whose turn it is (or the one named), texted after the commit; each
 * signer at most once a minute (ESIGN_RESEND_MIN_MS: a double click or a hurried sender does not flood a
 * phone). The earlier link of each stops working.
 */
export async function resendLinks(ctx: AppContext, a: FlowActor, signId: number, signerId: number | undefined, ip: string | null): Promise<{ texted: number }> {
  const now = Date.now();
  const { senderName } = await verifiedOwner(ctx.db, a);
  const { flow, targets } = await dueTargets(ctx.db, a, signId, signerId, now);
  const links = await ctx.db.transaction().execute(async (trx) => {
    const out: DueLink[] = [];
    await assertLinkTextsLeft(trx, targets.map((s) => s.phone), now);
    for (const s of targets) {
      const made = await relink(trx, flow, Number(s.id), now, ESIGN_RESEND_MIN_MS);
      if (!made) continue;
      await trx.updateTable('esign_signers').set((eb) => ({ remind_count: eb('remind_count', '+', 1) })).where('id', '=', s.id).execute();
      await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(s.id), kind: EsignEvent.reminded, at: now, ip, detail: { by: a.actorUserId } });
      out.push({ flowId: Number(flow.id), signerId: Number(s.id), phone: s.phone, name: s.name, url: url(flow, made.path) });
    }
    if (out.length === 0) throw refuse(ESIGN_FLOW_MSG.smsTooSoon);
    await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'esign.flow.resend', targetType: 'esign_flow', targetId: Number(flow.id), ip, detail: { flowNo: flow.flow_no, signers: out.map((l) => l.signerId) } });
    return out;
  });
  await sendDueLinks(ctx, flow, senderName, links);
  return { texted: links.length };
}

/** saveApplyUrl: a fresh link for one signer whose turn it is, answered for the sender to copy (the old one stops working). */
export async function freshApplyUrl(db: Db, a: FlowActor, signId: number, signerId: number, ip: string | null): Promise<{ url: string; expiresAt: number }> {
  const now = Date.now();
  const { flow } = await dueTargets(db, a, signId, signerId, now);
  return db.transaction().execute(async (trx) => {
    const made = await relink(trx, flow, signerId, now, 0);
    if (!made) throw refuse(ESIGN_FLOW_MSG.signerNotDue);
    await recordFlowEvent(trx, { flowId: Number(flow.id), signerId, kind: EsignEvent.linkSent, at: now, ip, detail: { by: a.actorUserId, copied: true } });
    await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'esign.flow.copy-link', targetType: 'esign_flow', targetId: Number(flow.id), ip, detail: { flowNo: flow.flow_no, signerId } });
    return { url: url(flow, made.path), expiresAt: Number(flow.expires_at) };
  });
}
