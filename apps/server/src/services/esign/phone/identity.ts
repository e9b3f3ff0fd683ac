import { ESIGN_MSG, FACE_LIMITS, FACE_MSG, MSG } from '@evidence/shared/constants';
import { isNationalId } from '@evidence/shared/validators';
import type { TH5IdentityResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import type { EsignFlow, EsignSigner } from '../../../db/schema';
import { refuse, tooMany } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { identityDone, phoneSigner, sealIdentity, type PhoneClient, type SignerIdentity } from './phone-link';
import { verifiedCompanyByPhone, verifiedPersonByPhone } from './verified-records';

/** Wrong ID numbers a link may try an hour: an ID number has few unknown digits once the birth date is guessed. */
const MAX_FAILS_PER_HOUR = 5;

const sameId = (a: string | null | undefined, b: string) => !!a && a.toUpperCase() === b.toUpperCase();

async function failed(ctx: AppContext, flow: EsignFlow, signer: EsignSigner, client: PhoneClient, why: string): Promise<never> {
  await recordFlowEvent(ctx.db, { flowId: Number(flow.id), signerId: Number(signer.id), kind: EsignEvent.identityFailed, ip: client.ip, userAgent: client.userAgent, detail: { why } });
  throw refuse(ESIGN_MSG.identityMismatch);
}

/**
 * step2: who holds the link proves to be the signer the sender named (decision 458).
 * - a person whose phone is a verified personal account of the same name: the ID number typed must be
 *   that account's (sealed in its verification);
 * - a person new to the platform: a valid ID number (GB 11643), then the face check of name + number
 *   through the face provider (the real-name check); identity is done when faceResult reads SUCCESS;
 * - a company: the phone must be the login phone of a verified company main account whose verified name
 *   is the company the sender named, the person named its authorised person, and the ID number theirs.
 */
export async function checkIdentity(ctx: AppContext, token: unknown, idCardRaw: string, siteBase: string, client: PhoneClient): Promise<TH5IdentityResponse> {
  const { signer, flow } = await phoneSigner(ctx, token);
  if (identityDone(signer)) return { done: true, faceUrl: null };
  const idCard = idCardRaw.trim().toUpperCase();
  if (!isNationalId(idCard)) throw refuse(MSG.idCardInvalid);
  const recentFails = await ctx.db
    .selectFrom('esign_events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('signer_id', '=', signer.id)
    .where('kind', '=', EsignEvent.identityFailed)
    .where('at', '>', Date.now() - 3_600_000)
    .executeTakeFirstOrThrow();
  if (Number(recentFails.n) >= MAX_FAILS_PER_HOUR) throw tooMany(ESIGN_MSG.identityLocked);

  let found: SignerIdentity | null = null;
  if (signer.signer_kind === 'company') {
    const c = await verifiedCompanyByPhone(ctx, signer.phone);
    if (!c || c.company !== signer.company_name) return failed(ctx, flow, signer, client, 'company');
    // the person the sender named must be the company's authorised person: the audit page prints this name as checked
    if (c.authorName !== signer.name) return failed(ctx, flow, signer, client, 'name');
    if (!sameId(c.authorIdCard, idCard)) return failed(ctx, flow, signer, client, 'id');
    found = { name: c.authorName, idCard, accountUserId: c.userId };
  } else {
    const p = await verifiedPersonByPhone(ctx, signer.phone);
    if (p) {
      if (p.name !== signer.name) return failed(ctx, flow, signer, client, 'name');
      if (!sameId(p.idCard, idCard)) return failed(ctx, flow, signer, client, 'id');
      found = { name: p.name, idCard, accountUserId: p.userId };
    }
  }
  if (found) {
    const now = Date.now();
    const sealed = sealIdentity(ctx.config, Number(signer.id), found);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('esign_signers').set({ identity_method: 'account', identity_at: now, identity_sealed: sealed, account_user_id: found.accountUserId, face_transaction_id: null }).where('id', '=', signer.id).execute();
      await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(signer.id), kind: EsignEvent.identityChecked, at: now, ip: client.ip, userAgent: client.userAgent, detail: { method: 'account' } });
      await writeAudit(trx, { actorType: 'anonymous', actorId: null, action: 'esign.identity', targetType: 'esign_flow', targetId: Number(flow.id), ip: client.ip, detail: { signerId: Number(signer.id), method: 'account' } });
    });
    return { done: true, faceUrl: null };
  }
  // a new signer: the face check of the name the sender gave and the number typed
  const person = { name: signer.name, idCard };
  const started = await startSignerFace(ctx, flow, signer, person, siteBase, client, null);
  return { done: false, faceUrl: started.url };
}

/**
 * Starts a face session of the provider for a signer (identity or intent), remembered on the signer's row
 * (face_transaction_id) with a `face_started` event; FACE_LIMITS.startsPerHour a signer an hour.
 * `identity` is sealed onto the row when the session is the identity check (the number to remember).
 */
export async function startSignerFace(ctx: AppContext, flow: EsignFlow, signer: EsignSigner, person: { name: string; idCard: string }, siteBase: string, client: PhoneClient, _purpose: null | 'intent'): Promise<{ url: string; expiresAt: number }> {
  if (!ctx.face.enabled) throw refuse(FACE_MSG.off);
  const starts = await ctx.db
    .selectFrom('esign_events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('signer_id', '=', signer.id)
    .where('kind', '=', EsignEvent.faceStarted)
    .where('at', '>', Date.now() - 3_600_000)
    .executeTakeFirstOrThrow();
  if (Number(starts.n) >= FACE_LIMITS.startsPerHour) throw tooMany(FACE_MSG.tooMany);
  const started = await ctx.face.startDetect(person, { siteBase, ttlMs: FACE_LIMITS.sessionTtlMs });
  const now = Date.now();
  const purpose = _purpose ?? 'identity';
  await ctx.db.transaction().execute(async (trx) => {
    const set = purpose === 'identity' ? { face_transaction_id: started.transactionId, identity_sealed: sealIdentity(ctx.config, Number(signer.id), { ...person, accountUserId: null }) } : { face_transaction_id: started.transactionId };
    await trx.updateTable('esign_signers').set(set).where('id', '=', signer.id).execute();
    await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(signer.id), kind: EsignEvent.faceStarted, at: now, ip: client.ip, userAgent: client.userAgent, detail: { purpose, provider: ctx.face.name, transactionId: started.transactionId } });
  });
  return { url: started.url, expiresAt: now + FACE_LIMITS.sessionTtlMs };
}
