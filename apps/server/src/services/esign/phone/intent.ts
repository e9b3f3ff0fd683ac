import { ESIGN_MSG, FACE_MSG, SmsPurpose } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { EsignFlow, EsignSigner } from '../../../db/schema';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { consumeSmsCode, sendSmsCode } from '../../auth/sms-codes';
import { maskPhone } from '../../privacy/mask';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { startSignerFace } from './identity';
import { intentFresh, openIdentity, phoneSigner, requireIdentity, requireTurn, type PhoneClient } from './phone-link';

/** The intent is recorded on the signer's row: its method and time (sign needs it within INTENT_FRESH_MS). */
export async function recordIntent(db: Db, flow: EsignFlow, signer: EsignSigner, method: 'sms' | 'face', client: PhoneClient): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('esign_signers').set({ intent_method: method, intent_at: now, ...(method === 'face' ? { face_transaction_id: null } : {}) }).where('id', '=', signer.id).execute();
    await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(signer.id), kind: EsignEvent.intentConfirmed, at: now, ip: client.ip, userAgent: client.userAgent, detail: { method } });
    await writeAudit(trx, { actorType: 'anonymous', actorId: null, action: 'esign.intent', targetType: 'esign_flow', targetId: Number(flow.id), ip: client.ip, detail: { signerId: Number(signer.id), method } });
  });
}

/**
 * smsSend: a code to the phone the sender named for this signer (never to a number the page gives),
 * under the SMS limits of sms-codes (one a minute, per phone a day, per IP an hour).
 */
export async function sendSignCode(ctx: AppContext, token: unknown, client: PhoneClient) {
  const { signer, flow } = await phoneSigner(ctx, token);
  requireIdentity(signer);
  await requireTurn(ctx.db, flow, signer);
  const title = [...flow.title].length > 20 ? `${[...flow.title].slice(0, 20).join('')}…` : flow.title;
  const sent = await sendSmsCode(ctx.db, ctx.sms, { phone: signer.phone, purpose: signCodePurpose(signer), ip: client.ip, template: { key: 'code_esign', params: { title } } }, ctx.config.sms);
  return { phone: maskPhone(signer.phone), resendAfter: sent.resendAfter, smsToken: sent.smsToken };
}

/**
 * A signing code is bound to its signer (review finding 8: a code asked for through one flow's link confirmed
 * another flow of the same phone): the purpose carries the signer's id, and the text names the contract.
 */
const signCodePurpose = (signer: { id: number | string }) => `${SmsPurpose.esign}:${Number(signer.id)}`;

/** smsCheck: the right code proves the holder of the link holds the signer's phone now: intent by SMS. */
export async function checkSignCode(ctx: AppContext, token: unknown, code: string, smsToken: string | undefined, client: PhoneClient) {
  const { signer, flow } = await phoneSigner(ctx, token);
  requireIdentity(signer);
  await requireTurn(ctx.db, flow, signer);
  try {
    await consumeSmsCode(ctx.db, { phone: signer.phone, purpose: signCodePurpose(signer), code, smsToken });
  } catch (err) {
    await recordFlowEvent(ctx.db, { flowId: Number(flow.id), signerId: Number(signer.id), kind: EsignEvent.intentFailed, ip: client.ip, userAgent: client.userAgent, detail: { method: 'sms' } });
    throw err;
  }
  await recordIntent(ctx.db, flow, signer, 'sms', client);
  return { intentDone: true };
}

/** faceStart (face-in): the face check of the identified person, as the intent to sign. */
export async function startIntentFace(ctx: AppContext, token: unknown, siteBase: string, client: PhoneClient) {
  const { signer, flow } = await phoneSigner(ctx, token);
  requireIdentity(signer);
  await requireTurn(ctx.db, flow, signer);
  const who = openIdentity(ctx.config, signer);
  if (!who) throw refuse(FACE_MSG.providerFailed);
  return startSignerFace(ctx, flow, signer, { name: who.name, idCard: who.idCard }, siteBase, client, 'intent');
}

/**
 * faceResult (face-out, polled): the provider's answer for the signer's open session. SUCCESS completes
 * what the session was for: the identity of a new signer (identity not yet done), else the intent.
 */
export async function faceResult(ctx: AppContext, token: unknown, client: PhoneClient) {
  const { signer, flow } = await phoneSigner(ctx, token);
  const purpose: 'identity' | 'intent' = signer.identity_method === null ? 'identity' : 'intent';
  const id = signer.face_transaction_id;
  if (!id) {
    // a second poll after the result was recorded
    if (purpose === 'intent' && intentFresh(signer)) return { result: 'SUCCESS' as const, message: ESIGN_MSG.intentDone, purpose };
    throw refuse(ESIGN_MSG.faceNotStarted);
  }
  const { outcome } = await ctx.face.queryDetect(id);
  if (outcome === 'PENDING') return { result: 'PENDING' as const, message: ESIGN_MSG.facePending, purpose };
  if (outcome !== 'SUCCESS') {
    await ctx.db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('esign_signers').set({ face_transaction_id: null }).where('id', '=', signer.id).where('face_transaction_id', '=', id).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(signer.id), kind: purpose === 'identity' ? EsignEvent.identityFailed : EsignEvent.intentFailed, ip: client.ip, userAgent: client.userAgent, detail: { method: 'face', outcome } });
    });
    return { result: 'FAIL' as const, message: outcome === 'EXPIRED' ? FACE_MSG.expired : ESIGN_MSG.faceFailed, purpose };
  }
  const now = Date.now();
  // conditional on the session still being the row's: two polls at once record the result once
  await ctx.db.transaction().execute(async (trx) => {
    const set = purpose === 'identity' ? { identity_method: 'face', identity_at: now, face_transaction_id: null } : { intent_method: 'face', intent_at: now, face_transaction_id: null };
    const r = await trx.updateTable('esign_signers').set(set).where('id', '=', signer.id).where('face_transaction_id', '=', id).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return;
    const kind = purpose === 'identity' ? EsignEvent.identityChecked : EsignEvent.intentConfirmed;
    await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(signer.id), kind, at: now, ip: client.ip, userAgent: client.userAgent, detail: { method: 'face', provider: ctx.face.name, transactionId: id } });
    await writeAudit(trx, { actorType: 'anonymous', actorId: null, action: purpose === 'identity' ? 'esign.identity' : 'esign.intent', targetType: 'esign_flow', targetId: Number(flow.id), ip: client.ip, detail: { signerId: Number(signer.id), method: 'face' } });
  });
  return { result: 'SUCCESS' as const, message: purpose === 'identity' ? ESIGN_MSG.identityDone : ESIGN_MSG.intentDone, purpose };
}
