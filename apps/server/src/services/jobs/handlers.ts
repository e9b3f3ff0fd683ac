import type { AppContext } from '../../context';
import { NOTARY_DECODE_JOB, runNotaryDecode } from '../notary/decode/decode-job';
import { NOTARY_SIGN_JOB, notarySignSourceKeys, notarySignSwept, runNotarySign } from '../notary/sign/sign-job';
import { NOTARY_ISSUE_JOB, notaryIssueSourceKeys, notaryIssueSwept, runNotaryIssue } from '../notary/office/issue-job';
import { ESIGN_COMPLETE_JOB, esignCompleteSourceKeys, esignCompleteSwept, runEsignComplete } from '../esign/phone/complete-job';
import { ESIGN_CONTRACT_SEAL_JOB, runContractSealJob } from '../esign/seals/contract-seal-at-approval';
import { WEB_CAPTURE_JOB, runWebCapture, webCaptureSourceKeys } from '../capture/web/web-capture-job';
import { CAPTURE_SESSION_JOB, runCaptureSession } from '../capture/session/session-job';
import { PAYMENT_REFUND_JOB } from '../payments/refunds/create-refund';
import { runRefundJob } from '../payments/refunds/refund-job';
import { paymentsOf } from '../../providers/payment/from-config';
import { abandonJobEvidence, type JobSourceKeys } from '../evidence/abandon-evidence';
import type { Job, JobHandlers } from './job-types';

/**
 * Every kind of job the server runs, with its handler (docs/jobs.md "Adding a kind"). A worker claims
 * only the kinds listed here, so a node that does not know a kind (an older version during a rolling
 * update) leaves its jobs to nodes that do.
 */
export function jobHandlers(ctx: AppContext): JobHandlers {
  return {
    // stamps and signs a notarial order's five documents, preserving each (issue 15)
    [NOTARY_SIGN_JOB]: (job, jctx) => runNotarySign(ctx, job, jctx),
    // re-reads and re-checks every original of a notarial order (deCode)
    [NOTARY_DECODE_JOB]: (job, jctx) => runNotaryDecode(ctx, job, jctx),
    // numbers, makes, signs and preserves a notarial certificate (the office's 出具公证书)
    [NOTARY_ISSUE_JOB]: (job, jctx) => runNotaryIssue(ctx, job, jctx),
    // stamps, audits, signs and preserves a sign flow's result after its last signature (issue 16)
    [ESIGN_COMPLETE_JOB]: (job, jctx) => runEsignComplete(ctx, job, jctx),
    // generates a newly verified company's 合同专用章 (issue 24 item 6, decision 825)
    [ESIGN_CONTRACT_SEAL_JOB]: (job, jctx) => runContractSealJob(ctx, job, jctx),
    // asks the payment provider for a refund and follows it to 已退款 / 退款失败 (issue 25 item 6, decision 912)
    [PAYMENT_REFUND_JOB]: (job, jctx) => runRefundJob({ payments: paymentsOf(ctx), siteBase: ctx.config.publicUrl ?? '' }, job, jctx),
  };
}

/**
 * The jobs that run a browser (web captures, recorded sessions: issue 17). Same queue, but a worker of their own
 * whose concurrency is CAPTURE_CONCURRENCY: a capture holds a Chromium (and a session a user) for seconds to
 * minutes, and must neither wait behind nor hold up the short jobs above (decision 507). Each part adds its kind.
 */
export function captureJobHandlers(ctx: AppContext): JobHandlers {
  return {
    // captures one web page in a fresh browser, packages it (WACZ) and preserves it (issue 17 item 1)
    [WEB_CAPTURE_JOB]: (job, jctx) => runWebCapture(ctx, job, jctx),
    // a recorded remote-browser session (过程取证 / OTT取证), queue to 待确认
    [CAPTURE_SESSION_JOB]: (job, jctx) => runCaptureSession(ctx, job, jctx),
  };
}


/** The kinds that preserve documents through preserveOnce, with the evidence_sources keys of one job (decision 801). */
export const jobSourceKeys: Readonly<Record<string, JobSourceKeys>> = {
  [NOTARY_SIGN_JOB]: notarySignSourceKeys,
  [NOTARY_ISSUE_JOB]: notaryIssueSourceKeys,
  [ESIGN_COMPLETE_JOB]: esignCompleteSourceKeys,
  [WEB_CAPTURE_JOB]: webCaptureSourceKeys,
};

/**
 * What a kind does when the lease sweep ends its job (no handler ran to the end to say it): the subject is told and
 * set back as after a last failed attempt (decision 804). capture.web has its own sweep (sweep-web-captures.ts).
 */
const sweptSubjects: Readonly<Record<string, (ctx: AppContext, job: Job) => Promise<void>>> = {
  [NOTARY_SIGN_JOB]: notarySignSwept,
  [NOTARY_ISSUE_JOB]: notaryIssueSwept,
  [ESIGN_COMPLETE_JOB]: esignCompleteSwept,
};

/**
 * The workers' beforeEnd (job-worker.ts): a job about to end for good without success removes its documents that
 * have no leaf (abandonJobEvidence), whichever node ends it — its own last attempt or the lease sweep after a
 * kill (its subject is set back afterwards by subjectAfterSweep, once the sweep ended it). Kinds
 * without documents have nothing to remove.
 */
export function abandonOnEnd(ctx: AppContext): (job: Job) => Promise<void> {
  return async (job) => {
    const keys = jobSourceKeys[job.kind];
    if (!keys) return;
    try {
      const { removed, kept } = await abandonJobEvidence(ctx, keys(job));
      if (removed > 0) ctx.log.warn({ jobId: job.id, kind: job.kind, removed, kept: kept.length }, 'removed the unfinished evidence of a job that ended for good');
    } catch (err) {
      ctx.log.error({ err, jobId: job.id, kind: job.kind }, 'could not remove the unfinished evidence of a job that ends for good');
      throw err;
    }
  };
}

/** The workers' afterSwept: the subject of a job the lease sweep ended is set back once (sweptSubjects). */
export function subjectAfterSweep(ctx: AppContext): (job: Job) => Promise<void> {
  return async (job) => {
    try {
      await sweptSubjects[job.kind]?.(ctx, job);
    } catch (err) {
      ctx.log.error({ err, jobId: job.id, kind: job.kind }, 'could not set back the subject of a job the lease sweep ended');
    }
  };
}
