import { ESIGN_FLOW_MSG, EsignFlowStatus } from '@evidence/shared/constants';
import { ZSaveSignData, type TSaveSignParsed, type TSaveSignResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { issueMessage, refuse } from '../../../errors';
import type { UserPrincipal } from '../../auth/principal';
import { writeAudit } from '../../audit/write-audit';
import { sendDueLinks, type DueLink } from '../due-links';
import { insertFlow, insertSigners, type FlowSource } from '../flow-store';
import { prepareAutoSeals } from './auto-seal';
import { assertSendable, buildSigners } from './build-signers';
import { flowActor, loadFlow, verifiedOwner } from './flow-access';
import { copyTemplate, storeUpload, type TemplateCopy } from './flow-source';
import { sendDraftInTrx } from './send-flow';

export interface SaveSignInput {
  /** the multipart `data` field, JSON text */
  data: unknown;
  file: { buf: Buffer; name: string } | null;
  siteBase: string;
  ip: string | null;
}

function parseData(raw: unknown): TSaveSignParsed {
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw refuse(ESIGN_FLOW_MSG.badData);
  }
  const r = ZSaveSignData.safeParse(json);
  if (!r.success) throw refuse(issueMessage(r.error, ESIGN_FLOW_MSG.badData));
  return r.data;
}

/**
 * saveSign: writes a draft (new, or an existing draft replaced whole) and, with `send: 1`, sends it in the
 * same transaction (charge, 签署中, links). The PDF (uploaded, or copied from the template) is stored before
 * the transaction and removed again if it fails; the file a draft no longer uses is removed after the commit.
 */
export async function saveSign(ctx: AppContext, p: UserPrincipal, input: SaveSignInput): Promise<TSaveSignResponse> {
  const a = flowActor(p);
  const data = parseData(input.data);
  const send = data.send === 1 || data.send === true;
  const sender = send ? await verifiedOwner(ctx.db, a) : null;
  const existing = data.sign_id ? await loadFlow(ctx.db, a, data.sign_id) : null;
  if (existing && existing.status !== EsignFlowStatus.draft) throw refuse(ESIGN_FLOW_MSG.editDraftOnly);
  if (input.file && data.templateId) throw refuse(ESIGN_FLOW_MSG.sourceBoth);
  if (!input.file && !data.templateId && !(existing && existing.template_id === null)) throw refuse(ESIGN_FLOW_MSG.sourceRequired);

  let template: TemplateCopy | null = null;
  let fresh: FlowSource | null = null;
  if (data.templateId) {
    template = await copyTemplate(ctx, ctx.db, a.ownerUserId, data.templateId);
    fresh = template.source;
  } else if (input.file) {
    fresh = await storeUpload(ctx, input.file.buf, input.file.name);
  }
  const drop = (key: string) => ctx.blobs.delete(key).catch((err: unknown) => ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'esign: an unused flow file could not be removed'));
  let links: DueLink[] = [];
  let result: TSaveSignResponse;
  try {
    const signers = buildSigners(data, template, fresh?.pageCount ?? Number(existing?.page_count ?? 0));
    if (send) assertSendable(signers);
    // 本方自动盖章 checked whole before the transaction (a draft keeps the choice; the send opens the seal's image)
    const autoSeals = await prepareAutoSeals(ctx, a, p.role, signers, send);
    const now = Date.now();
    result = await ctx.db.transaction().execute(async (trx) => {
      let flowId: number;
      let flowNo: string;
      if (existing) {
        const src = fresh
          ? { template_id: data.templateId ?? null, file_name: fresh.fileName, source_blob_key: fresh.blobKey, source_size: fresh.size, source_sha256: fresh.sha256, source_sm3: fresh.sm3, page_count: fresh.pageCount, pages_json: JSON.stringify(fresh.pages) }
          : {};
        const upd = await trx
          .updateTable('esign_flows')
          .set({ ...src, title: data.title, order_mode: data.orderMode, riding_seal: data.ridingSeal ? 1 : 0, expires_at: now + data.expireDays * 86_400_000, remind_every_days: data.remindEveryDays, updated_at: now })
          .where('id', '=', existing.id)
          .where('status', '=', EsignFlowStatus.draft)
          .where('deleted_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!upd) throw refuse(ESIGN_FLOW_MSG.editDraftOnly);
        await trx.deleteFrom('esign_fields').where('flow_id', '=', existing.id).execute();
        await trx.deleteFrom('esign_signers').where('flow_id', '=', existing.id).execute();
        await insertSigners(trx, Number(existing.id), signers);
        flowId = Number(existing.id);
        flowNo = existing.flow_no;
      } else {
        const made = await insertFlow(trx, {
          ownerUserId: a.ownerUserId, creatorUserId: a.actorUserId, title: data.title, templateId: data.templateId ?? null, orderMode: data.orderMode,
          ridingSeal: data.ridingSeal, expiresAt: now + data.expireDays * 86_400_000, remindEveryDays: data.remindEveryDays, source: fresh!, signers,
        }, now);
        flowId = made.flowId;
        flowNo = made.flowNo;
      }
      await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: existing ? 'esign.flow.edit' : 'esign.flow.create', targetType: 'esign_flow', targetId: flowId, ip: input.ip, detail: { flowNo, owner: a.ownerUserId, signers: signers.length } });
      if (!send) return { id: flowId, flowNo, status: EsignFlowStatus.draft, charged: 0, texted: 0 };
      const sent = await sendDraftInTrx(trx, ctx, flowId, a, { expireDays: data.expireDays, siteBase: input.siteBase, ip: input.ip, autoSeals }, now);
      links = sent.links;
      return { id: flowId, flowNo, status: EsignFlowStatus.signing, charged: sent.chargedCents / 100, texted: sent.links.length };
    });
  } catch (err) {
    if (fresh) await drop(fresh.blobKey);
    throw err;
  }
  if (existing && fresh) await drop(existing.source_blob_key);
  if (links.length > 0 && sender) {
    const flow = await ctx.db.selectFrom('esign_flows').select(['title', 'expires_at']).where('id', '=', result.id).executeTakeFirstOrThrow();
    await sendDueLinks(ctx, flow, sender.senderName, links);
  }
  return result;
}
