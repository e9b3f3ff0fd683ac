import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { NOTARY_OFFICE_MSG, NotaryDocType, NotaryStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { NotaryOrder } from '../../../db/schema';
import { AppError } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { abandonJobEvidence, type JobSourceKeys } from '../../evidence/abandon-evidence';
import { preserveOnce } from '../../evidence/preserve-once';
import { crashPoint } from '../../jobs/crash-point';
import type { Job, JobContext } from '../../jobs/job-types';
import { notify } from '../../notifications/notify';
import { notaryDetailPath } from '../applicant-action';
import { holderMask } from '../../public-lookup/holder-mask';
import { fitStamp, renderDocument, ridingSeal, stampImages } from '../../signing';
import { certificateSpec } from '../documents/certificate';
import { chinaDate } from '../documents/facts';
import { insertDocumentVersions } from '../render-drafts';
import { certificateFactsFor } from './certificate-facts';
import { writeCertificateInfo } from './certificate-info';
import { allocateCertificateNumber } from './certificate-number';
import { officeSealPng } from './office-seal';
import { signAsOffice, type OfficeApproval } from './office-signature';
import { failIssueForOriginals, recheckOriginals } from './recheck-originals';

export const NOTARY_ISSUE_JOB = 'notary.issue';

/** The evidence_sources keys of a notary.issue job's certificate, whatever its number (abandonJobEvidence, decision 801). */
export const notaryIssueSourceKeys: JobSourceKeys = (job) => [`${NOTARY_ISSUE_JOB}:${(job.payload as NotaryIssuePayload).orderId}:%`];

export interface NotaryIssuePayload {
  orderId: number;
  /** the handling notary who asked for it (the audit row's actor) */
  operatorId: number;
  /** the approving notary's name and the approval time, for the office's signature (absent in jobs queued before it: the order's notary and the job's time) */
  notaryName?: string;
  approvedAt?: number;
}

/** The approval the office's signature states: from the payload, else (older jobs) the order's notary and the job's enqueue time. */
function approvalOf(payload: NotaryIssuePayload, order: NotaryOrder, job: Job): OfficeApproval {
  return { notaryName: payload.notaryName ?? order.notary_name ?? '', approvedAt: payload.approvedAt ?? job.createdAt };
}

/**
 * The certificate PDF of an order: rendered, the office seal stamped in its box (and as a 骑缝章 across
 * pages when there are several), the public check's facts in its info dictionary (decision 360), the
 * office's certification signature (DocMDP P=1, the approving notary in its reason), stored and preserved as evidence of the applicant's account (label 公证书; its
 * own ledger leaf), inserted as a doc_type 6 version pointing at that record and dated `issuedAt` (so a
 * retry of the job gives the order the very time the PDF carries). Exported for the bench.
 */
export async function makeCertificate(ctx: AppContext, order: NotaryOrder, certificateNo: string, issuedAt: number, approval: OfficeApproval = { notaryName: order.notary_name ?? '', approvedAt: issuedAt }): Promise<{ documentId: number; evidenceId: number; issuedAt: number }> {
  // one certificate per order and number: a retry after a kill adopts what the killed attempt preserved (decision 664)
  const kept = await preserveOnce<{ issuedAt: number }>(ctx, `notary.issue:${order.id}:${certificateNo}`, async () => {
    const facts = await certificateFactsFor(ctx, order, certificateNo, issuedAt);
    const rendered = await renderDocument(certificateSpec(facts));
    const seal = await officeSealPng(ctx.config.notary.officeName);
    let stamped = await stampImages(rendered.pdf, [await fitStamp(rendered.boxes.office!, seal)]);
    if (rendered.pages > 1) stamped = await ridingSeal(stamped, seal);
    const account = await ctx.db.selectFrom('users').select(['account_type', 'company', 'contact_name', 'phone']).where('id', '=', order.account_user_id).executeTakeFirstOrThrow();
    stamped = await writeCertificateInfo(stamped, {
      certificateNo, issuedAt, recordCount: facts.records.length, orderNo: order.order_no, applicantMasked: holderMask(account), matter: facts.matter, office: facts.officeName,
    });
    // the office's certification signature, not the platform's: the office issues the certificate (decision 720)
    const pdf = await signAsOffice(ctx, stamped, approval, `公证书 ${certificateNo}`);
    crashPoint(`${NOTARY_ISSUE_JOB}.signed`);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const sm3 = createHash('sm3').update(pdf).digest('hex');
    const blobKey = `notary/${order.order_no.toLowerCase()}/6-certificate-${randomBytes(8).toString('hex')}.pdf`;
    const { size } = await ctx.blobs.put(blobKey, Readable.from([pdf]), { contentType: 'application/pdf' });
    const fileName = `公证书_${order.order_no}.pdf`;
    const owner = Number(order.account_user_id);
    return { evidence: { ownerUserId: owner, creatorUserId: owner, fileName, title: fileName, label: '公证书', fileType: 1, productType: 1, mime: 'application/pdf', size, sha256, sm3, blobKey, autoSavedBy: 'notary' }, detail: { issuedAt } };
  });
  const evidence = kept.evidence;
  // the PDF states the first attempt's time: the order and its document version take that one
  const at = kept.detail?.issuedAt ?? issuedAt;
  await insertDocumentVersions(ctx.db, Number(order.id), [{ docType: NotaryDocType.certificate, blobKey: evidence.blob_key, size: Number(evidence.size), sha256: evidence.sha256, sm3: evidence.sm3 }], 'signed', { [NotaryDocType.certificate]: Number(evidence.id) }, at);
  const doc = await ctx.db.selectFrom('notary_documents').select('id').where('notary_order_id', '=', order.id).where('doc_type', '=', NotaryDocType.certificate).orderBy('version', 'desc').executeTakeFirstOrThrow();
  return { documentId: Number(doc.id), evidenceId: Number(evidence.id), issuedAt: at };
}

/** Back to 待出证 when the certificate cannot be made (a refusal, or the last attempt): the notary may try again. */
async function giveUp(ctx: AppContext, payload: NotaryIssuePayload, reason: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const back = await trx.updateTable('notary_orders').set({ office_stage: 'confirmed', updated_at: Date.now() }).where('id', '=', payload.orderId).where('status', '=', NotaryStatus.inProgress).where('office_stage', '=', 'issuing').executeTakeFirst();
    if (Number(back.numUpdatedRows) !== 1) return;
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'notary.office.issue.failed', targetType: 'notary_order', targetId: payload.orderId, detail: { reason } });
  });
}

/** A notary.issue job the lease sweep ended (its node went away on the last attempt): the order back to 待出证 (decision 804). */
export const notaryIssueSwept = (ctx: AppContext, job: { payload: unknown }) => giveUp(ctx, job.payload as NotaryIssuePayload, NOTARY_OFFICE_MSG.issueFailed);

/**
 * notary.issue (decision 305): numbers the certificate (once per order, unique per year), makes it
 * (makeCertificate) and, in one transaction, marks the order 出证成功 / issued with the time, audits and
 * tells the applicant. Safe to run twice: the number is kept, and a certificate an earlier attempt of this
 * job preserved is not made again.
 */
export async function runNotaryIssue(ctx: AppContext, job: Job, jctx: JobContext): Promise<unknown> {
  const payload = job.payload as NotaryIssuePayload;
  const order = await ctx.db.selectFrom('notary_orders').selectAll().where('id', '=', payload.orderId).executeTakeFirst();
  if (!order || Number(order.status) !== NotaryStatus.inProgress || order.office_stage !== 'issuing') return { skipped: true };
  try {
    // the certificate states the preserved bytes: every original is checked again first (decision 286)
    const problems = await recheckOriginals(ctx, order, jctx.signal);
    if (problems.length > 0) {
      await failIssueForOriginals(ctx, order, payload.operatorId, problems);
      return { failed: problems };
    }
    await jctx.reportProgress(10, '原始数据复核一致');
    const number = await allocateCertificateNumber(ctx.db, Number(order.id), ctx.config.notary.certWord, Date.now());
    await jctx.reportProgress(20, '已编号');
    const earlier = await ctx.db.selectFrom('notary_documents').select(['id', 'evidence_id', 'created_at']).where('notary_order_id', '=', order.id).where('doc_type', '=', NotaryDocType.certificate).where('created_at', '>=', job.createdAt).orderBy('version', 'desc').executeTakeFirst();
    let issuedAt = Date.now();
    let made: { documentId: number; evidenceId: number };
    if (earlier?.evidence_id) {
      made = { documentId: Number(earlier.id), evidenceId: Number(earlier.evidence_id) };
      issuedAt = Number(earlier.created_at);
    } else {
      if (jctx.signal.aborted) throw new Error('issue aborted');
      const certificate = await makeCertificate(ctx, order, number.no, issuedAt, approvalOf(payload, order, job));
      made = { documentId: certificate.documentId, evidenceId: certificate.evidenceId };
      issuedAt = certificate.issuedAt;
    }
    await jctx.reportProgress(90, '已签名并保全');
    await ctx.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('notary_orders')
        .set({ status: NotaryStatus.succeeded, office_stage: 'issued', issued_at: issuedAt, updated_at: Date.now() })
        .where('id', '=', order.id)
        .where('status', '=', NotaryStatus.inProgress)
        .where('office_stage', '=', 'issuing')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return;
      await writeAudit(trx, { actorType: 'operator', actorId: payload.operatorId, action: 'notary.office.issue', targetType: 'notary_order', targetId: order.id, detail: { orderNo: order.order_no, certificateNo: number.no, evidenceId: made.evidenceId } });
      await notify(trx, Number(order.account_user_id), `您的公证订单${order.order_no}已于${chinaDate(issuedAt)}出具公证书，编号${number.no}，可在公证订单详情中下载。`, Date.now(), notaryDetailPath(order.id, order.type));
    });
    return { certificateNo: number.no, ...made };
  } catch (err) {
    if (err instanceof AppError || job.attempts >= job.maxAttempts) {
      // a certificate without its leaf goes before the order is back at 待出证 (decision 801); one with its leaf
      // (same order, same number) is adopted by the notary's next 出具 (preserveOnce)
      await abandonJobEvidence(ctx, notaryIssueSourceKeys(job));
      await giveUp(ctx, payload, err instanceof AppError ? err.message : NOTARY_OFFICE_MSG.issueFailed);
    }
    if (err instanceof AppError) return { failed: err.message };
    throw err;
  }
}
