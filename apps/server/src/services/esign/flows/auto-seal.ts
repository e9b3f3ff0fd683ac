import { ESIGN_FLOW_MSG, EsignFieldKind, EsignSignerKind, EsignSignerStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import type { NewSigner } from '../flow-store';
import { chinaDate } from '../phone/prepare-fields';
import { verifiedCompanyByPhone } from '../phone/verified-records';
import { listUsableCompanySeals, openEsignSealImage } from '../seals';
import type { FlowActor } from './flow-access';

/** A 本方自动盖章 checked before the send's transaction: which signer (by role), which seal, as opened and checked. */
export interface PreparedAutoSeal {
  role: string;
  sealId: number;
  sealName: string;
  sha256: string;
}

/**
 * 本方自动盖章 (decision 827): checks every signer that asks for it, whole, before anything is written.
 * Only a company's main account may choose it (a sub-account has no permission to use the company's seals:
 * esign.seals.manage is the main account's only), and only for its own company as decision 810 matches a
 * company signer to an account: the signer's phone is the company's login phone, its company name the verified
 * one, its person the company's authorised person now. The signer's fields must be fillable without that person:
 * seals, dates, names and optional texts (no handwriting, no required text). The seal must be one of the
 * company's usable seals, and its image is opened through the one check of seal images (its recorded SHA-256).
 */
export async function prepareAutoSeals(ctx: Pick<AppContext, 'db' | 'blobs' | 'config'>, a: FlowActor, role: string, signers: NewSigner[], open: boolean): Promise<PreparedAutoSeal[]> {
  const asked = signers.filter((s) => s.autoSealId != null);
  if (asked.length === 0) return [];
  if (a.sub || role !== 'companyMain') throw refuse(ESIGN_FLOW_MSG.autoSealMainOnly);
  const owner = await ctx.db.selectFrom('users').select(['phone', 'company']).where('id', '=', a.ownerUserId).executeTakeFirstOrThrow();
  const verified = await verifiedCompanyByPhone(ctx, owner.phone);
  const usable = new Set((await listUsableCompanySeals(ctx.db, a.ownerUserId)).map((s) => s.id));
  const out: PreparedAutoSeal[] = [];
  for (const s of asked) {
    const own = s.kind === EsignSignerKind.company && !!verified && verified.userId === a.ownerUserId && s.phone === owner.phone && s.companyName === verified.company && s.name === verified.authorName;
    if (!own) throw refuse(ESIGN_FLOW_MSG.autoSealNotOwn);
    if (s.fields.some((f) => f.kind === EsignFieldKind.signature || (f.kind === EsignFieldKind.text && f.required !== false))) throw refuse(ESIGN_FLOW_MSG.autoSealFields);
    const sealId = Number(s.autoSealId);
    if (!usable.has(sealId)) throw refuse(ESIGN_FLOW_MSG.autoSealSealMissing);
    if (!open) {
      out.push({ role: s.role, sealId, sealName: '', sha256: '' });
      continue;
    }
    // a changed image is refused here, before the send writes anything (ESIGN_SEAL_MSG.imageDamaged)
    const image = await openEsignSealImage(ctx, a.ownerUserId, sealId);
    out.push({ role: s.role, sealId, sealName: image.name, sha256: image.sha256 });
  }
  return out;
}

/**
 * Inside the send's transaction, after the claim and before any link is opened: each prepared signer is signed
 * by the sender's choice — its seal fields take the seal, dates the day, names the signer's name — with the
 * account that chose it (auto_sealed_by), the time, the seal id and SHA-256 in an `auto_sealed` event and an
 * `esign.flow.autoSeal` audit row. No link is sent to it; the flow goes on with the other signers.
 */
export async function applyAutoSeals(trx: Db, flowId: number, a: FlowActor, seals: PreparedAutoSeal[], ip: string | null, now: number): Promise<void> {
  for (const p of seals) {
    const signer = await trx.selectFrom('esign_signers').select(['id', 'name']).where('flow_id', '=', flowId).where('role', '=', p.role).executeTakeFirstOrThrow();
    await trx
      .updateTable('esign_signers')
      .set({
        status: EsignSignerStatus.signed, signed_at: now, seal_id: p.sealId, auto_seal_id: p.sealId, auto_sealed_by: a.actorUserId, account_user_id: a.ownerUserId,
        identity_method: 'auto_seal', identity_at: now, intent_method: 'auto_seal', intent_at: now, sign_ip: ip,
      })
      .where('id', '=', signer.id)
      .execute();
    const fields = await trx.selectFrom('esign_fields').select(['id', 'kind']).where('signer_id', '=', signer.id).execute();
    for (const f of fields) {
      const value = f.kind === EsignFieldKind.seal ? String(p.sealId) : f.kind === EsignFieldKind.date ? chinaDate(now) : f.kind === EsignFieldKind.name ? signer.name : '';
      await trx.updateTable('esign_fields').set({ value, filled_at: now }).where('id', '=', f.id).execute();
    }
    const detail = { by: a.actorUserId, sealId: p.sealId, sealName: p.sealName, sha256: p.sha256 };
    await recordFlowEvent(trx, { flowId, signerId: Number(signer.id), kind: EsignEvent.autoSealed, at: now, ip, detail });
    await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'esign.flow.autoSeal', targetType: 'esign_flow', targetId: flowId, ip, detail: { signerId: Number(signer.id), ...detail } });
  }
}
