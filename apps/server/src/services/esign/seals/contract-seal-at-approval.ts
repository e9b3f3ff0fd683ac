import { AccountType, ESIGN_SEAL_TYPE_NAMES, EsignSealType, VerifyStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { Job, JobContext } from '../../jobs/job-types';
import { enqueueJob } from '../../jobs/enqueue-job';
import { renderEsignSeal } from './render-esign-seal';
import type { EsignSealDeps } from './seal-row';
import { insertEsignSeal } from './store-esign-seal';

/** The job that generates a newly verified company's 合同专用章 (decision 825). */
export const ESIGN_CONTRACT_SEAL_JOB = 'esign.contract_seal';

export type ContractSealOutcome = { created: number } | { skipped: 'not a verified company' | 'has a contract seal or is full' };

/**
 * Inside the approval's transaction: the job that will generate the company's 合同专用章, one per approved
 * submission (the dedupe key), so approving never fails or waits on image rendering and a failed rendering is
 * retried by the one job queue.
 */
export async function enqueueContractSeal(trx: Db, companyUserId: number, submissionId: number): Promise<void> {
  await enqueueJob(trx, { kind: ESIGN_CONTRACT_SEAL_JOB, payload: { companyUserId, submissionId }, dedupeKey: `${ESIGN_CONTRACT_SEAL_JOB}:${submissionId}` });
}

/**
 * Generates the company's 合同专用章 with the 企业印章 page's generator (renderEsignSeal, from the verified
 * users.company) when the company is verified and has no live contract seal (generated or uploaded) and room
 * for one; otherwise stores nothing. Safe to run any number of times (the check is made under the company's
 * lock in insertEsignSeal). The audit row `esign.seal.create` names the system as actor and the cause.
 */
export async function ensureContractSeal(deps: Omit<EsignSealDeps, 'sign'>, companyUserId: number, cause: Record<string, unknown>): Promise<ContractSealOutcome> {
  const company = await deps.db.selectFrom('users').select(['account_type', 'verify_status', 'company']).where('id', '=', companyUserId).executeTakeFirst();
  if (!company || Number(company.account_type) !== AccountType.company || Number(company.verify_status) !== VerifyStatus.verified || !company.company) {
    return { skipped: 'not a verified company' };
  }
  const has = await deps.db.selectFrom('esign_seals').select('id').where('owner_user_id', '=', companyUserId).where('seal_type', '=', EsignSealType.contract).where('deleted_at', 'is', null).executeTakeFirst();
  if (has) return { skipped: 'has a contract seal or is full' };
  const image = await renderEsignSeal(EsignSealType.contract, company.company);
  const row = await insertEsignSeal(deps, {
    companyId: companyUserId,
    actorId: companyUserId,
    name: ESIGN_SEAL_TYPE_NAMES[EsignSealType.contract],
    sealType: EsignSealType.contract,
    source: 'generated',
    image,
    ip: null,
    automatic: { detail: { automatic: true, ...cause } },
  });
  return row ? { created: Number(row.id) } : { skipped: 'has a contract seal or is full' };
}

/** esign.contract_seal: ensureContractSeal for the approved company of the payload. */
export async function runContractSealJob(ctx: AppContext, job: Job, _jctx: JobContext): Promise<ContractSealOutcome> {
  const { companyUserId, submissionId } = job.payload as { companyUserId: number; submissionId: number };
  return ensureContractSeal({ db: ctx.db, dialect: ctx.dialect, blobs: ctx.blobs }, Number(companyUserId), { cause: 'verification.approve', submissionId: Number(submissionId) });
}
