import { SubmissionStatus, VerifyStatus } from '@evidence/shared/constants';
import { ZCompanyAuthorizeRequest, ZPerAuthorizeRequest } from '@evidence/shared/contracts';
import type { VerificationContext } from '../../context';
import { completeLocalFace } from '../face/local-page';
import { startFaceSession } from '../face/start-session';
import { storeImage } from '../ingest/store-image';
import { approveSubmission } from '../verification-review/approve';
import type { Warn } from '../verification-review/decide';
import { companyAuthorize } from '../verification/company-authorize';
import { perAuthorize } from '../verification/per-authorize';
import { latestApproved } from '../verification/submission-rows';
import { userById } from '../verification/submit-form';
import type { DemoCompany, DemoPerson } from './demo-identities';
import { demoPicture, type DemoPicture } from './demo-images';

/** Stores each picture as the account's own upload (uploadNormal's service) and answers the names by field. */
async function upload<F extends string>(ctx: VerificationContext, userId: number, pictures: Record<F, DemoPicture>): Promise<Record<F, string>> {
  const out = {} as Record<F, string>;
  for (const field of Object.keys(pictures) as F[]) {
    const stored = await storeImage(ctx.db, ctx.blobs, userId, await demoPicture(pictures[field]), null);
    out[field] = stored.path;
  }
  return out;
}

async function submit(ctx: VerificationContext, userId: number, identity: DemoPerson | DemoCompany): Promise<number> {
  if (identity.kind === 'person') {
    const form = ZPerAuthorizeRequest.parse(identity.form(await upload(ctx, userId, identity.pictures)));
    return (await perAuthorize(ctx, userId, form, null)).id;
  }
  const form = ZCompanyAuthorizeRequest.parse(identity.form(await upload(ctx, userId, identity.pictures)));
  return (await companyAuthorize(ctx, userId, form, null)).id;
}

/**
 * The face check an operator needs before approving an individual (decision 92), done the way a
 * tester does it with the local provider: a session, then the mobile page's 通过. The result is
 * stored as the local provider's, which every page labels 本地测试人脸核验（非真实核验）.
 */
async function passFace(ctx: VerificationContext, userId: number): Promise<void> {
  const started = await startFaceSession(ctx, userId, 'detect', {}, 'http://localhost', null);
  const token = started.url.slice(started.url.lastIndexOf('/') + 1);
  await completeLocalFace(ctx.db, token, 'pass', null);
}

/**
 * Brings a demo account to "verified" through the real path (upload, submission, face check,
 * operator's approval), so its identity data is sealed and its pages show a record like any
 * account's. An account that already has an approved submission is left as it is (seeding twice
 * changes nothing); one an older seed marked verified without any record starts again from 1.
 */
export async function verifyDemoAccount(ctx: VerificationContext, operatorId: number, userId: number, identity: DemoPerson | DemoCompany, log: Warn): Promise<void> {
  if (await latestApproved(ctx.db, userId)) return;
  const pending = await ctx.db
    .selectFrom('verification_submissions')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', identity.kind)
    .where('status', '=', SubmissionStatus.submitted)
    .executeTakeFirst();
  let submissionId = pending ? Number(pending.id) : null;
  if (submissionId === null) {
    const user = await userById(ctx.db, userId);
    if (user.verify_status === VerifyStatus.verified || user.verify_status === VerifyStatus.reviewing) {
      await ctx.db.updateTable('users').set({ verify_status: VerifyStatus.unverified, updated_at: Date.now() }).where('id', '=', userId).execute();
    }
    submissionId = await submit(ctx, userId, identity);
  }
  if (identity.kind === 'person') {
    const passed = await ctx.db.selectFrom('face_verifications').select('id').where('submission_id', '=', submissionId).where('status', '=', 'SUCCESS').executeTakeFirst();
    if (!passed) await passFace(ctx, userId);
  }
  await approveSubmission(ctx, operatorId, submissionId, null, log);
}
