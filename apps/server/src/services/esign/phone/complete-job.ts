import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { EsignFlowStatus, EsignSignerStatus, JOB_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { EsignFlow } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { abandonJobEvidence, type JobSourceKeys } from '../../evidence/abandon-evidence';
import { preserveOnce } from '../../evidence/preserve-once';
import { crashPoint } from '../../jobs/crash-point';
import type { Job, JobContext } from '../../jobs/job-types';
import { notify } from '../../notifications/notify';
import { platformSigner } from '../../notary/sign/signer-deps';
import { renderDocument, ridingSeal, signPdf } from '../../signing';
import { auditSpec } from './audit-page';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { checkedFlowFile } from '../flows/flow-file';
import { drawFields } from './draw-fields';
import { flowDrawings, pageAspectOf } from './flow-drawings';
import { sendEsignTexts } from '../esign-texts';
import { finishFlow, ownerFlowLink } from './finish-flow';
import { openIdentity, senderName } from './phone-link';

export const ESIGN_COMPLETE_JOB = 'esign.complete';

/** The evidence_sources key of an esign.complete job's signed contract (abandonJobEvidence, decision 801). */
export const esignCompleteSourceKeys: JobSourceKeys = (job) => [`${ESIGN_COMPLETE_JOB}:${(job.payload as { flowId: number }).flowId}:contract`];

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const sm3 = (b: Uint8Array) => createHash('sm3').update(b).digest('hex');

/** The audit page(s) after the contract's last page. */
async function appendPages(contract: Uint8Array, extra: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(contract);
  const add = await PDFDocument.load(extra);
  for (const p of await doc.copyPages(add, add.getPageIndices())) doc.addPage(p);
  return doc.save();
}

/** The signed result of a flow: every field drawn, the 骑缝章, the audit page, one platform signature. */
export async function buildSignedPdf(ctx: AppContext, flow: EsignFlow): Promise<Buffer> {
  const original = await checkedFlowFile(ctx, flow, 'original', 'completion');
  const { drawings, firstSeal, sealsBySigner } = await flowDrawings(ctx, Number(flow.id));
  let stamped = await drawFields(original, drawings, pageAspectOf(flow));
  // the 骑缝章 with the first company seal used; a flow signed by persons only has no seal to cut (decision 466)
  if (Number(flow.riding_seal) === 1 && firstSeal) stamped = await ridingSeal(stamped, firstSeal);
  const signers = await ctx.db.selectFrom('esign_signers').selectAll().where('flow_id', '=', flow.id).orderBy('position').execute();
  const idCards = new Map(signers.map((s) => [Number(s.id), openIdentity(ctx.config, s)?.idCard ?? null]));
  const audit = await renderDocument(
    auditSpec({ flow, sender: await senderName(ctx.db, Number(flow.owner_user_id)), signers, idCards, seals: sealsBySigner, stampedSha256: sha256(stamped), stampedSm3: sm3(stamped), platformName: ctx.config.siteName }),
  );
  const merged = await appendPages(stamped, audit.pdf);
  return signPdf(platformSigner(ctx), merged, { reason: `电子合同《${flow.title}》（${flow.flow_no}）全部签署人已签署`, location: ctx.config.siteName, signerName: ctx.config.siteName });
}

/**
 * esign.complete (enqueued once by the last signature): builds the signed PDF, stores it, preserves it as
 * evidence of the flow's owner (ledger leaf, certificate, package: recordEvidence, label 电子合同), then
 * finishes the flow (finish-flow.ts). Safe to retry: the result is preserved once per flow (preserveOnce,
 * key esign.complete:<flow id>:contract; a killed attempt's row is adopted, its leaf appended, or removed),
 * and the flow is finished only after the row has its leaf; a flow no longer 签署中 is left alone.
 */
export async function runEsignComplete(ctx: AppContext, job: Job, jctx: JobContext): Promise<unknown> {
  try {
    return await completeFlow(ctx, job, jctx);
  } catch (err) {
    // the last attempt: the flow stays 签署中 with every signature kept; the owner and the timeline are told
    if (job.attempts >= job.maxAttempts) {
      // a contract without its leaf goes before the failure is told (decision 801); one with its leaf stays for
      // the next completion of the flow to adopt (preserveOnce), the flow still 签署中
      await abandonJobEvidence(ctx, esignCompleteSourceKeys(job));
      await recordFailure(ctx, (job.payload as { flowId: number }).flowId, err);
    }
    throw err;
  }
}

/** An esign.complete job the lease sweep ended (its node went away on the last attempt): told like a last failed attempt (decision 804). */
export const esignCompleteSwept = (ctx: AppContext, job: { payload: unknown }) => recordFailure(ctx, (job.payload as { flowId: number }).flowId, new Error(JOB_MSG.interruptedTooOften));

async function recordFailure(ctx: AppContext, flowId: number, err: unknown): Promise<void> {
  const flow = await ctx.db.selectFrom('esign_flows').select(['id', 'flow_no', 'title', 'owner_user_id', 'status']).where('id', '=', flowId).executeTakeFirst();
  if (!flow || flow.status !== EsignFlowStatus.signing) return;
  ctx.log.error({ flowId, err: err instanceof Error ? err.message : String(err) }, 'esign: the completion failed for good');
  await ctx.db.transaction().execute(async (trx) => {
    await recordFlowEvent(trx, { flowId, kind: EsignEvent.completionFailed, detail: { error: err instanceof Error ? err.message.slice(0, 200) : 'unknown' } });
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'esign.complete.failed', targetType: 'esign_flow', targetId: flowId, detail: { flowNo: flow.flow_no } });
    await notify(trx, Number(flow.owner_user_id), `电子合同《${flow.title}》（${flow.flow_no}）已全部签署，但签署文件生成失败，平台将尽快处理，请联系平台客服。`, Date.now(), ownerFlowLink(flowId));
  });
}

async function completeFlow(ctx: AppContext, job: Job, jctx: JobContext): Promise<unknown> {
  const { flowId } = job.payload as { flowId: number };
  const flow = await ctx.db.selectFrom('esign_flows').selectAll().where('id', '=', flowId).executeTakeFirst();
  if (!flow || flow.status !== EsignFlowStatus.signing) return { skipped: true };
  const open = await ctx.db.selectFrom('esign_signers').select('id').where('flow_id', '=', flow.id).where('status', '!=', EsignSignerStatus.signed).execute();
  if (open.length > 0) return { skipped: 'signers left' };
  const prefix = `esign/${flow.flow_no.toLowerCase()}/signed-`;
  // a result preserved (with its leaf) before evidence_sources existed is reused; one still without its leaf is
  // preserveOnce's to adopt or remove, so the flow is never 已完成 before its record is in the ledger
  const legacy = await ctx.db
    .selectFrom('evidence')
    .select(['id', 'blob_key', 'size', 'sha256', 'sm3'])
    .where('owner_user_id', '=', flow.owner_user_id)
    .where('blob_key', 'like', `${prefix}%`)
    .where('leaf_index', 'is not', null)
    .executeTakeFirst();
  const evidence =
    legacy ??
    (
      await preserveOnce(ctx, `${ESIGN_COMPLETE_JOB}:${flow.id}:contract`, async () => {
        const pdf = await buildSignedPdf(ctx, flow);
        if (jctx.signal.aborted) throw new Error('esign completion aborted');
        crashPoint(`${ESIGN_COMPLETE_JOB}.signed`);
        const blobKey = `${prefix}${randomBytes(8).toString('hex')}.pdf`;
        const { size } = await ctx.blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
        const fileName = `${flow.title}_${flow.flow_no}_已签署.pdf`;
        return { evidence: { ownerUserId: Number(flow.owner_user_id), creatorUserId: Number(flow.creator_user_id), fileName, title: fileName, label: '电子合同', fileType: 1, productType: 1, mime: 'application/pdf', size, sha256: sha256(pdf), sm3: sm3(pdf), blobKey, autoSavedBy: 'esign' } };
      })
    ).evidence;
  await jctx.reportProgress(80, '已签署并存证');
  const texts = await finishFlow(ctx, flow, { evidenceId: Number(evidence.id), blobKey: evidence.blob_key ?? '', size: Number(evidence.size), sha256: evidence.sha256, sm3: evidence.sm3 });
  await sendEsignTexts(ctx, texts, 'esign-result');
  return { evidenceId: Number(evidence.id) };
}
