import { ESIGN_MSG, EsignFlowStatus, EsignSignerStatus } from '@evidence/shared/constants';
import type { TH5SignedState } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { hashIntentToken, isIntentTokenShape } from '../../intent/intent-token';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { checkedFlowFile } from '../flows/flow-file';
import { signedSignerOfLink } from '../signer-link';
import { phoneSigner, requireIdentity, type PhoneClient } from './phone-link';

/** A file served to the phone pages: bytes already checked against the recorded hash (checkedFlowFile). */
export interface PhoneDocument {
  bytes: Buffer;
  fileName: string;
  size: number;
}

/**
 * pdf (step3): the original the signer is asked to sign, for a usable signing link only and only once the
 * signer's identity is checked (decision 485: the contract is not shown to whoever holds the link before
 * step2), its bytes checked against source_sha256.
 */
export async function originalForSigner(ctx: AppContext, token: unknown): Promise<PhoneDocument> {
  const { signer, flow } = await phoneSigner(ctx, token);
  requireIdentity(signer);
  const bytes = await checkedFlowFile(ctx, flow, 'original', 'signer-pdf');
  return { bytes, fileName: flow.file_name, size: bytes.length };
}

/**
 * The signer a result may be served to: the holder of the result token the completion texted, or of the signing
 * link that signed (used_token_hash, decision 815) — the same signer at the same phone, who already saw the
 * document; the flow must still be 已完成 (checked by the callers).
 */
async function resultHolder(ctx: AppContext, token: unknown): Promise<{ id: number; flow_id: number }> {
  if (!isIntentTokenShape(token)) throw refuse(ESIGN_MSG.linkExpired);
  const byResult = await ctx.db.selectFrom('esign_signers').select(['id', 'flow_id']).where('result_token_hash', '=', hashIntentToken(token)).executeTakeFirst();
  const signer = byResult ? { id: Number(byResult.id), flow_id: Number(byResult.flow_id) } : await signedSignerOfLink(ctx.db, token);
  if (!signer) throw refuse(ESIGN_MSG.linkExpired);
  return signer;
}

/**
 * signedState: what became of the flow, asked with the link that signed (decision 815). The success page and the
 * used link opened again show it; once 已完成 they open endpdf with the same link.
 */
export async function signedState(ctx: AppContext, token: unknown): Promise<TH5SignedState> {
  if (!isIntentTokenShape(token)) throw refuse(ESIGN_MSG.linkExpired);
  const signer = await signedSignerOfLink(ctx.db, token);
  if (!signer) throw refuse(ESIGN_MSG.linkExpired);
  const flow = await ctx.db.selectFrom('esign_flows').select(['id', 'title', 'flow_no', 'status', 'deleted_at', 'result_blob_key']).where('id', '=', signer.flow_id).executeTakeFirstOrThrow();
  const out = (state: TH5SignedState['state']): TH5SignedState => ({ state, title: flow.title, flowNo: flow.flow_no });
  if (flow.deleted_at !== null) throw refuse(ESIGN_MSG.linkExpired);
  if (flow.status === EsignFlowStatus.completed && flow.result_blob_key) return out('completed');
  if (flow.status !== EsignFlowStatus.signing) return out('ended');
  const open = await ctx.db.selectFrom('esign_signers').select('id').where('flow_id', '=', flow.id).where('status', '!=', EsignSignerStatus.signed).executeTakeFirst();
  if (open) return out('othersLeft');
  // every signer signed and the flow is still 签署中: esign.complete runs, or its last attempt failed (the timeline says so)
  const failed = await ctx.db.selectFrom('esign_events').select('id').where('flow_id', '=', flow.id).where('kind', '=', EsignEvent.completionFailed).executeTakeFirst();
  return out(failed ? 'failed' : 'generating');
}

/**
 * result (endpdf): the signed PDF through the result token the completion SMS carried (decision 467) or the used signing link (815): it
 * works while the flow exists and is 已完成; anything else answers the expired-link message. The bytes
 * are checked against result_sha256 and the evidence record first (checkedFlowFile). Each download is a
 * `downloaded` event.
 */
export async function signedForSigner(ctx: AppContext, token: unknown, client: PhoneClient): Promise<PhoneDocument> {
  const signer = await resultHolder(ctx, token);
  const flow = await ctx.db.selectFrom('esign_flows').selectAll().where('id', '=', signer.flow_id).executeTakeFirstOrThrow();
  if (flow.status !== EsignFlowStatus.completed || flow.deleted_at !== null || !flow.result_blob_key) throw refuse(ESIGN_MSG.linkExpired);
  const bytes = await checkedFlowFile(ctx, flow, 'signed', 'signer-result');
  await recordFlowEvent(ctx.db, { flowId: Number(flow.id), signerId: Number(signer.id), kind: EsignEvent.downloaded, ip: client.ip, userAgent: client.userAgent, detail: { via: 'result-link' } });
  return { bytes, fileName: `${flow.title}_${flow.flow_no}_已签署.pdf`, size: bytes.length };
}

/** resultInfo: what endpdf shows above the download (title, number, final hashes). */
export async function resultInfo(ctx: AppContext, token: unknown) {
  const signer = await resultHolder(ctx, token);
  const flow = await ctx.db.selectFrom('esign_flows').selectAll().where('id', '=', signer.flow_id).executeTakeFirstOrThrow();
  if (flow.status !== EsignFlowStatus.completed || flow.deleted_at !== null || !flow.result_blob_key) throw refuse(ESIGN_MSG.linkExpired);
  return { title: flow.title, flowNo: flow.flow_no, completedAt: Number(flow.completed_at), sha256: flow.result_sha256 ?? '', sm3: flow.result_sm3 ?? '', size: Number(flow.result_size ?? 0) };
}
