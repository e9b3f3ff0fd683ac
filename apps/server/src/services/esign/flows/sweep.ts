import { EsignFlowStatus, EsignSignerStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { EsignFlow } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { issueSignerLink } from '../signer-link';
import { currentSigners } from './current-signers';
import { refundFlow } from './flow-money';
import { chinaDate } from '../../notary/documents/facts';
import { senderNameOf } from '../esign-texts';
import { notifyParties, sendTexts, type Text } from './flow-texts';

/** What the sweep uses: the database and the SMS provider (tests build it from a TestApp). */
export type SweepDeps = Pick<AppContext, 'db' | 'sms' | 'log' | 'config'>;

const BATCH = 100;
const DAY = 86_400_000;

/**
 * 签署中 past its expiry → 已过期, in one transaction per flow whose conditional update makes the change happen
 * once however many nodes sweep: links die, the points come back only when nobody had signed (decision 438),
 * owner and signers with accounts are notified, signers who had a link are texted after the commit.
 */
class AllSigned extends Error {}

async function expireOne(ctx: SweepDeps, flow: EsignFlow, now: number): Promise<boolean> {
  const done = await ctx.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('esign_flows')
      .set({ status: EsignFlowStatus.expired, ended_at: now, end_reason: '签署截止时间已过', updated_at: now })
      .where('id', '=', flow.id)
      .where('status', '=', EsignFlowStatus.signing)
      .where('expires_at', '<=', now)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return null;
    const signers = await trx.selectFrom('esign_signers').select(['id', 'name', 'phone', 'status', 'sent_at', 'auto_sealed_by']).where('flow_id', '=', flow.id).execute();
    // everyone signed before the time ran out (the last signature held the flow row): its completion is queued,
    // the flow is not expired — the rollback undoes the claim
    if (signers.every((s) => s.status === EsignSignerStatus.signed)) throw new AllSigned();
    await trx.updateTable('esign_signers').set({ token_expires_at: now }).where('flow_id', '=', flow.id).where('token_hash', 'is not', null).execute();
    // the sender's own 本方自动盖章 is no counterparty's signature: it alone keeps the refund (decision 827)
    const anySigned = signers.some((s) => s.status === EsignSignerStatus.signed && s.auto_sealed_by === null);
    const cents = anySigned ? 0 : await refundFlow(trx, flow, null, '已过期');
    await recordFlowEvent(trx, { flowId: Number(flow.id), kind: EsignEvent.expired, at: now, detail: { refunded: cents / 100 } });
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'esign.flow.expire', targetType: 'esign_flow', targetId: Number(flow.id), detail: { flowNo: flow.flow_no, refundedCents: cents, anySigned } });
    const unsigned = signers.filter((s) => s.sent_at !== null && s.status !== EsignSignerStatus.signed);
    const money = cents > 0 ? `，${cents / 100} 积分已退还` : '';
    await notifyParties(trx, Number(flow.owner_user_id), `您发起的签署《${flow.title}》（${flow.flow_no}）已过签署截止时间，未完成签署${money}。`, unsigned.map((s) => s.phone), `《${flow.title}》已过签署截止时间，签署链接已失效。`, now, Number(flow.id));
    return unsigned.map((s): Text => ({ phone: s.phone, template: 'esign_expired', params: { name: s.name, title: flow.title } }));
  }).catch((err: unknown) => {
    if (err instanceof AllSigned) return null;
    throw err;
  });
  if (!done) return false;
  await sendTexts(ctx, done, 'esign-expired');
  return true;
}

/**
 * Reminds, every remind_every_days since its last text, each signer whose turn it is and who has not signed:
 * a new link (the old one stops working: only the hash of a link is kept, so a text can only carry a new one),
 * a `reminded` event, the text after the commit. The claim (reminded_at unchanged since read) texts once.
 */
async function remindFlow(ctx: SweepDeps, flow: EsignFlow, now: number): Promise<number> {
  const signers = await ctx.db.selectFrom('esign_signers').selectAll().where('flow_id', '=', flow.id).execute();
  const cutoff = now - Number(flow.remind_every_days) * DAY;
  const due = currentSigners(flow, signers).filter((s) => Number(s.reminded_at ?? s.sent_at ?? now) <= cutoff);
  if (due.length === 0) return 0;
  const name = await senderNameOf(ctx.db, Number(flow.owner_user_id));
  const texts = await ctx.db.transaction().execute(async (trx) => {
    const out: Text[] = [];
    for (const s of due) {
      let q = trx.updateTable('esign_signers').set((eb) => ({ reminded_at: now, remind_count: eb('remind_count', '+', 1) })).where('id', '=', s.id).where('status', 'in', [EsignSignerStatus.unread, EsignSignerStatus.read]);
      q = s.reminded_at === null ? q.where('reminded_at', 'is', null) : q.where('reminded_at', '=', s.reminded_at);
      const claimed = await q.returning(['id', 'status']).executeTakeFirst();
      if (!claimed) continue;
      const { path } = await issueSignerLink(trx, claimed, Number(flow.expires_at), now);
      await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(s.id), kind: EsignEvent.reminded, at: now, detail: { auto: true } });
      const link = `${(flow.site_base ?? '').replace(/\/+$/, '')}${path}`;
      out.push({ phone: s.phone, template: 'esign_reminder', params: { name: s.name, sender: name, title: flow.title, date: chinaDate(Number(flow.expires_at)), link } });
    }
    return out;
  });
  await sendTexts(ctx, texts, 'esign-reminder');
  return texts.length;
}

/**
 * The periodic sweep of sign flows (scheduleEsignSweep runs it every ESIGN_SWEEP_INTERVAL_SECONDS; tests call
 * it directly with a chosen `now`): expiries first, then reminders of flows still running.
 */
export async function sweepEsignFlows(ctx: SweepDeps, now = Date.now()): Promise<{ expired: number; reminded: number }> {
  let expired = 0;
  const late = await ctx.db.selectFrom('esign_flows').selectAll().where('status', '=', EsignFlowStatus.signing).where('expires_at', '<=', now).where('deleted_at', 'is', null).orderBy('expires_at').limit(BATCH).execute();
  for (const f of late) if (await expireOne(ctx, f, now)) expired += 1;
  let reminded = 0;
  const running = await ctx.db.selectFrom('esign_flows').selectAll().where('status', '=', EsignFlowStatus.signing).where('expires_at', '>', now).where('remind_every_days', '>', 0).where('deleted_at', 'is', null).orderBy('id').limit(BATCH * 10).execute();
  for (const f of running) reminded += await remindFlow(ctx, f, now);
  return { expired, reminded };
}
