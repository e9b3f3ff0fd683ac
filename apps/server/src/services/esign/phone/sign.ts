import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ESIGN_MSG, EsignFlowStatus, EsignSignerStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { enqueueJob } from '../../jobs/enqueue-job';
import { hashIntentToken } from '../../intent/intent-token';
import { openDueLinks, sendDueLinks, type DueLink } from '../due-links';
import { signedSignerOfLink } from '../signer-link';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { ESIGN_COMPLETE_JOB } from './complete-job';
import { intentFresh, phoneSigner, requireIdentity, requireTurn, senderName, type PhoneClient } from './phone-link';
import { prepareSignature, type SignInput } from './prepare-fields';

/**
 * sign: the signer's fields filled, checked whole first (prepareSignature). The intent must have been
 * confirmed within INTENT_FRESH_MS (re-confirmed at signing, 电子签名法 art. 13). In ONE transaction: the
 * flow row locked by a conditional update (so two final signatures at once run one after the other and
 * the second sees the first), the signer signed with IP and user agent and its link dead, the fields
 * filled, the event and the audit row; then the next signer's link (sequential) or, after the last
 * signature, the `esign.complete` job (dedupe key per flow: enqueued once). Texts go after the commit.
 * The seals' id, name and SHA-256 go into the signed event.
 */
export async function signFields(ctx: AppContext, token: unknown, input: SignInput, siteBase: string, client: PhoneClient) {
  const { signer, flow } = await phoneSigner(ctx, token);
  requireIdentity(signer);
  await requireTurn(ctx.db, flow, signer);
  // the signature is bound to the document the signer was shown (issue 23 item 1, decision 603)
  if (input.documentSha256?.toLowerCase() !== flow.source_sha256) throw refuse(ESIGN_MSG.documentChanged);
  const now = Date.now();
  if (!intentFresh(signer, now)) throw refuse(ESIGN_MSG.intentFirst);
  const prepared = await prepareSignature(ctx, signer, input, now);
  let handKey: string | null = null;
  let handSha: string | null = null;
  if (prepared.handwriting) {
    handSha = createHash('sha256').update(prepared.handwriting).digest('hex');
    handKey = `esign/${flow.flow_no.toLowerCase()}/hand-${Number(signer.id)}-${randomBytes(8).toString('hex')}.png`;
    await ctx.blobs.put(handKey, Readable.from([prepared.handwriting]), { contentType: 'image/png' });
  }
  const firstSeal = [...prepared.seals.keys()][0] ?? null;
  let links: DueLink[] = [];
  const claim = ctx.db.transaction().execute(async (trx) => {
    const locked = await trx.updateTable('esign_flows').set({ updated_at: now }).where('id', '=', flow.id).where('status', '=', EsignFlowStatus.signing).where('deleted_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
    if (Number(locked.numUpdatedRows) !== 1) throw refuse(ESIGN_MSG.linkExpired);
    const done = await trx
      .updateTable('esign_signers')
      .set({ status: EsignSignerStatus.signed, signed_at: now, sign_ip: client.ip, sign_user_agent: client.userAgent?.slice(0, 300) ?? null, token_hash: null, used_token_hash: hashIntentToken(token as string), handwriting_blob_key: handKey, handwriting_sha256: handSha, seal_id: firstSeal })
      .where('id', '=', signer.id)
      .where('token_hash', '=', hashIntentToken(token as string))
      .where('status', 'in', [EsignSignerStatus.unread, EsignSignerStatus.read])
      .where('intent_at', '=', signer.intent_at)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      // a concurrent signature of this very link won (the flow's lock made us wait for it): the signer did sign
      const won = (await signedSignerOfLink(trx, token as string))?.id === Number(signer.id);
      throw refuse(won ? ESIGN_MSG.usedLink : ESIGN_MSG.linkExpired);
    }
    for (const f of prepared.fills) await trx.updateTable('esign_fields').set({ value: f.value, filled_at: now }).where('id', '=', f.field.id).where('signer_id', '=', signer.id).execute();
    await recordFlowEvent(trx, { flowId: Number(flow.id), signerId: Number(signer.id), kind: EsignEvent.signed, at: now, ip: client.ip, userAgent: client.userAgent, detail: { fields: prepared.fills.length, intent: signer.intent_method, handwritingSha256: handSha, seals: [...prepared.seals.values()].map((x) => ({ id: x.id, name: x.name, sha256: x.sha256 })) } });
    await writeAudit(trx, { actorType: 'anonymous', actorId: null, action: 'esign.sign', targetType: 'esign_flow', targetId: Number(flow.id), ip: client.ip, detail: { signerId: Number(signer.id), flowNo: flow.flow_no } });
    const left = await trx.selectFrom('esign_signers').select('id').where('flow_id', '=', flow.id).where('status', '!=', EsignSignerStatus.signed).execute();
    if (left.length > 0) {
      // the links point where the flow was sent from (esign_flows.site_base), like the first ones
      links = await openDueLinks(trx, flow, flow.site_base ?? siteBase, now, { capTexts: false });
      return false;
    }
    await enqueueJob(trx, { kind: ESIGN_COMPLETE_JOB, payload: { flowId: Number(flow.id) }, dedupeKey: `${ESIGN_COMPLETE_JOB}:${Number(flow.id)}` });
    return true;
  });
  // the image is written before the claim (a blob put inside the transaction would hold the flow's lock
  // for a storage round trip); a claim that lost (a concurrent signature of the same link, an expired
  // flow) removes it, so no handwriting file is left that no signer row references (decision 600)
  const last = await claim.catch(async (err: unknown) => {
    if (handKey) await ctx.blobs.delete(handKey).catch(() => undefined);
    throw err;
  });
  if (links.length) await sendDueLinks(ctx, flow, await senderName(ctx.db, Number(flow.owner_user_id)), links);
  return { flowDone: last, message: signedMessage(last, links.length > 0) };
}

/**
 * What the signer is told (decision 483): the last signature starts the completion; otherwise the next
 * signer is told only when this signature opened a link (a sequential flow). In a parallel flow every link
 * went out when the flow was sent: no one is notified now, others simply still have to sign.
 */
export const signedMessage = (flowDone: boolean, nextNotified: boolean) =>
  flowDone ? ESIGN_MSG.signedWaitCompletion : nextNotified ? ESIGN_MSG.signedNext : ESIGN_MSG.signedOthersLeft;
