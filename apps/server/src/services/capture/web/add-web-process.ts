import { CaptureStatus } from '@evidence/shared/constants';
import type { TAddWebProcessRequest, TAddWebProcessResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { CaptureActor } from '../capture-access';
import { chargeCapture } from '../capture-money';
import { checkCaptureUrl } from '../egress';
import { queuePositions } from '../get-pro-list';
import { insertCapture } from '../new-capture';
import { WEB_CAPTURE_JOB } from './web-capture-job';

/** A capture's attempts: one retry after a crash or a lost lease, then it fails with the points back. */
export const WEB_CAPTURE_ATTEMPTS = 2;

type Body = Omit<TAddWebProcessRequest, 'label'> & { label: string | null };

/**
 * Accepts a web capture: the address is checked first (a private or unresolvable one is refused before
 * anything is charged), then ONE transaction writes the capture, charges POINTS_PRICE_WEB (too few points
 * refuses it all) and enqueues its job, so none exists without the others.
 */
export async function addWebProcess(ctx: AppContext, a: CaptureActor, body: Body, ip: string | null): Promise<TAddWebProcessResponse> {
  const check = await checkCaptureUrl(body.url, ctx.config.capture.testAllowHosts);
  if (!check.ok) throw refuse(check.reason);
  const cents = ctx.config.capture.webPriceCents;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const capture = await insertCapture(trx, a, { kind: 'web', title: body.title, label: body.label, url: check.url.href }, ip, now);
    await chargeCapture(trx, capture, a, cents, now);
    const { job } = await enqueueJob(trx, { kind: WEB_CAPTURE_JOB, payload: { captureId: Number(capture.id) }, dedupeKey: `${WEB_CAPTURE_JOB}:${capture.id}`, maxAttempts: WEB_CAPTURE_ATTEMPTS });
    await trx.updateTable('captures').set({ job_id: job.id }).where('id', '=', capture.id).execute();
    return capture;
  });
  const positions = await queuePositions(ctx.db, [Number(row.id)]);
  return { id: Number(row.id), captureNo: row.capture_no, status: CaptureStatus.queued, queuePosition: positions.get(Number(row.id)) ?? null, chargedPoints: cents / 100 };
}
