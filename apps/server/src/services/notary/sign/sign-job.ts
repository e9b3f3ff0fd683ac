import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { NOTARY_DOC_NAMES, NOTARY_MSG, SignIntentStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import { AppError, refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { abandonJobEvidence, type JobSourceKeys } from '../../evidence/abandon-evidence';
import { preserveOnce } from '../../evidence/preserve-once';
import { crashPoint } from '../../jobs/crash-point';
import type { Job, JobContext } from '../../jobs/job-types';
import { OPEN_STATUSES } from '../../intent/create-qr-intent';
import { takeHandwriting } from '../../intent/take-handwriting';
import { notify } from '../../notifications/notify';
import { noticeLink } from '../applicant-action';
import { fitStamp, renderDocument, signPdf, stampImages } from '../../signing';
import { NOTARY_DOCUMENTS } from '../documents';
import { recordsHoldToLeaves } from '../records-hold';
import { documentFactsFor } from '../documents/order-facts';
import { insertDocumentVersions } from '../render-drafts';
import { platformSigner } from './signer-deps';
import { finishSigning, returnToWaiting, roundOf, signingRuns } from './signing-round';

export const NOTARY_SIGN_JOB = 'notary.sign';

/** The evidence_sources keys of one notary.sign job's documents (its id is in each key; abandonJobEvidence, decision 801). */
export const notarySignSourceKeys: JobSourceKeys = (job) => {
  const p = job.payload as NotarySignPayload;
  return [`${NOTARY_SIGN_JOB}:${p.orderId}:${p.round}:%:${job.id}`];
};

export interface NotarySignPayload {
  orderId: number;
  round: number;
  actorUserId: number;
  source: { kind: 'seal'; sealId: number } | { kind: 'intent'; intentId: number };
}

const readAll = async (body: Readable) => Buffer.concat(await body.toArray());

async function imageOf(ctx: AppContext, accountId: number, source: NotarySignPayload['source']): Promise<Buffer> {
  if (source.kind === 'seal') {
    const seal = await ctx.db.selectFrom('seals').select('blob_key').where('id', '=', source.sealId).where('owner_user_id', '=', accountId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!seal) throw refuse(NOTARY_MSG.sealMissing);
    return readAll(await ctx.blobs.get(seal.blob_key));
  }
  const intent = await ctx.db.selectFrom('sign_intents').select('handwriting_blob_key').where('id', '=', source.intentId).executeTakeFirst();
  if (!intent?.handwriting_blob_key) throw refuse(NOTARY_MSG.signFailed);
  return readAll(await ctx.blobs.get(intent.handwriting_blob_key));
}

/** Back to the signature step (or office stage interview) with the reason told, when a signing cannot finish (a refusal, or the last attempt). */
async function giveUp(ctx: AppContext, payload: NotarySignPayload, reason: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const back = await returnToWaiting(trx, payload.orderId, roundOf(payload.round));
    if (!back) return;
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'notary.sign.failed', targetType: 'notary_order', targetId: payload.orderId, detail: { round: payload.round, reason } });
    // the link opens the signing again (the first round's, or the 询问笔录's confirmation)
    const link = noticeLink({ id: back.id, type: back.type, status: back.status, step: back.step, officeStage: back.office_stage });
    await notify(trx, Number(back.account_user_id), `公证订单${back.order_no}的文书签署未完成（${reason}），请重新签署。`, Date.now(), link);
  });
}

/** A notary.sign job the lease sweep ended (its node went away on the last attempt): back to 签署, the applicant told (decision 804). */
export const notarySignSwept = (ctx: AppContext, job: { payload: unknown }) => giveUp(ctx, job.payload as NotarySignPayload, NOTARY_MSG.signFailed);

/**
 * Stamps the applicant's image onto each document of the signing (the first: application form and the two
 * notices; the second: the 受理通知书's receipt and the 询问笔录, signing-round.ts) at its signature box,
 * gives each one platform PAdES signature and preserves each final PDF as evidence (its own ledger leaf),
 * then moves the order on (deCode, or office stage confirmed) in one transaction (the signed versions, the
 * signing count, the intent taken, the audit row, the notice). A document already preserved by an earlier
 * attempt is not made again.
 */
export async function runNotarySign(ctx: AppContext, job: Job, jctx: JobContext): Promise<unknown> {
  const payload = job.payload as NotarySignPayload;
  const signing = roundOf(payload.round);
  const order = await ctx.db.selectFrom('notary_orders').selectAll().where('id', '=', payload.orderId).executeTakeFirst();
  if (!order || !signingRuns(order, signing)) return { skipped: true };
  try {
    const account = Number(order.account_user_id);
    await recordsHoldToLeaves(ctx, Number(order.id));
    const image = await imageOf(ctx, account, payload.source);
    const facts = await documentFactsFor(ctx, order);
    const signer = platformSigner(ctx);
    const done = await ctx.db.selectFrom('notary_documents').select(['doc_type', 'evidence_id']).where('notary_order_id', '=', order.id).where('stage', '=', 'signed').where('created_at', '>=', job.createdAt).execute();
    const evidenceIds: Record<number, number> = Object.fromEntries(done.map((d) => [Number(d.doc_type), Number(d.evidence_id)]));
    const types = signing.types;
    for (const [i, type] of types.entries()) {
      if (evidenceIds[type] !== undefined) continue;
      if (jctx.signal.aborted) throw new Error('signing aborted');
      const name = NOTARY_DOC_NAMES[type];
      // one signed copy of each document per job: a retry after a kill adopts what the killed attempt preserved
      // (decision 664); the job's id is in the key because a failed signing is signed again by a new job
      const kept = await preserveOnce(ctx, `${NOTARY_SIGN_JOB}:${order.id}:${payload.round}:${type}:${job.id}`, async () => {
        const rendered = await renderDocument(NOTARY_DOCUMENTS[type](facts));
        const stamped = await stampImages(rendered.pdf, [await fitStamp(rendered.boxes.applicant!, image)]);
        const pdf = await signPdf(signer, stamped, { reason: `${name}（${order.order_no}）申请人签署`, location: ctx.config.notary.officeName, signerName: ctx.config.siteName });
        crashPoint(`${NOTARY_SIGN_JOB}.signed`);
        const sha256 = createHash('sha256').update(pdf).digest('hex');
        const sm3 = createHash('sm3').update(pdf).digest('hex');
        const blobKey = `notary/${order.order_no.toLowerCase()}/${type}-signed-${randomBytes(8).toString('hex')}.pdf`;
        const { size } = await ctx.blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
        const fileName = `${name}_${order.order_no}.pdf`;
        return { evidence: { ownerUserId: account, creatorUserId: payload.actorUserId, fileName, title: fileName, label: '公证文书', fileType: 1, productType: 1, mime: 'application/pdf', size, sha256, sm3, blobKey, autoSavedBy: 'notary' } };
      });
      const evidence = kept.evidence;
      const { blob_key: blobKey, sha256, sm3 } = evidence;
      const size = Number(evidence.size);
      await insertDocumentVersions(ctx.db, Number(order.id), [{ docType: type, blobKey, size, sha256, sm3 }], 'signed', { [type]: Number(evidence.id) });
      evidenceIds[type] = Number(evidence.id);
      await jctx.reportProgress(((i + 1) / types.length) * 100, `已签署${name}`);
    }
    await ctx.db.transaction().execute(async (trx) => {
      if (payload.source.kind === 'intent') await takeHandwriting(trx, payload.source.intentId, signing.subject(Number(order.id)));
      const now = Date.now();
      // an order stopped or ended while its documents were signed stays as it was ended
      if (!(await finishSigning(trx, Number(order.id), signing, now))) return;
      // the round is signed: its other QR codes (made but not used) stop working, so a phone opened later
      // is told so at once instead of sending SMS codes for a signing that cannot happen (review finding 6)
      await trx
        .updateTable('sign_intents')
        .set({ status: SignIntentStatus.cancelled })
        .where('subject_kind', '=', 'notary')
        .where('subject_id', '=', order.id)
        .where('status', 'in', OPEN_STATUSES)
        .execute();
      await writeAudit(trx, { actorType: 'user', actorId: payload.actorUserId, action: 'notary.sign', targetType: 'notary_order', targetId: order.id, detail: { orderNo: order.order_no, round: payload.round, source: payload.source.kind, evidence: evidenceIds } });
      const told =
        signing.round === 1
          ? `公证订单${order.order_no}的申请表、公证告知书和保全告知书已签署，请继续完成数据解密。`
          : `公证订单${order.order_no}的受理通知书回执和询问笔录已签署确认，请等待公证员出具公证书。`;
      // round 1 leads to 数据解密, round 2 to the order's detail (the office issues next)
      const moved = signing.round === 1 ? { step: 'deCode', officeStage: order.office_stage } : { step: 'office', officeStage: 'confirmed' };
      await notify(trx, account, told, now, noticeLink({ id: order.id, type: order.type, status: order.status, ...moved }));
    });
    return { evidence: evidenceIds };
  } catch (err) {
    // a refusal will not change by trying again; anything else is retried until the last attempt
    if (err instanceof AppError || job.attempts >= job.maxAttempts) {
      // its documents without their leaf go before the order is back at 签署 (decision 801)
      await abandonJobEvidence(ctx, notarySignSourceKeys(job));
      await giveUp(ctx, payload, err instanceof AppError ? err.message : NOTARY_MSG.signFailed);
    }
    if (err instanceof AppError) return { failed: err.message };
    throw err;
  }
}
