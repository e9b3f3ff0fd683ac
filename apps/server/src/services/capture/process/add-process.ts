import { PROCESS_MSG, type CaptureKind } from '@evidence/shared/constants';
import type { TAddProcessResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { CaptureActor } from '../capture-access';
import { chargeCapture } from '../capture-money';
import { checkCaptureUrl } from '../egress';
import { insertCapture } from '../new-capture';
import { CAPTURE_SESSION_JOB } from '../session/session-job';

export interface AddProcessInput {
  title: string;
  label?: string | null | undefined;
  url: string | null;
  minutes: number;
}

/**
 * POST /api/Processforensics/addVmProcess | addOttProcess: the capture row (排队中), the charge for every
 * reserved minute (decision 503: the unused ones come back once at confirmation) and the session's job, in
 * one transaction — no capture without its charge and its job. Too few points is chargeCapture's refusal.
 * The optional first address is checked like web capture's before anything is charged.
 */
export async function addProcess(ctx: AppContext, a: CaptureActor, kind: Extract<CaptureKind, 'vm' | 'ott'>, input: AddProcessInput, ip: string | null): Promise<TAddProcessResponse> {
  const max = ctx.config.capture.sessionMaxMinutes;
  if (input.minutes > max) throw refuse(PROCESS_MSG.tooManyMinutes(max));
  let url = '';
  if (input.url) {
    const checked = await checkCaptureUrl(input.url, ctx.config.capture.testAllowHosts);
    if (!checked.ok) throw refuse(checked.reason);
    url = checked.url.href;
  }
  const perMinute = kind === 'vm' ? ctx.config.capture.vmMinuteCents : ctx.config.capture.ottMinuteCents;
  const cents = perMinute * input.minutes;
  return ctx.db.transaction().execute(async (trx) => {
    const row = await insertCapture(trx, a, { kind, title: input.title, label: input.label ?? null, url, reservedMinutes: input.minutes }, ip);
    const charged = await chargeCapture(trx, row, a, cents, Date.now());
    // one attempt and one repeat: the repeat finds the session cut (running) and ends it failed and refunded
    const { job } = await enqueueJob(trx, { kind: CAPTURE_SESSION_JOB, payload: { captureId: Number(row.id) }, dedupeKey: `${CAPTURE_SESSION_JOB}:${row.id}`, maxAttempts: 2 });
    await trx.updateTable('captures').set({ job_id: job.id }).where('id', '=', row.id).execute();
    return { id: Number(row.id), captureNo: row.capture_no, chargedPoints: charged / 100 };
  });
}
