import { CAPTURE_STATUS_NAMES, CaptureStatus, PROCESS_MSG, type CaptureStatus as Status } from '@evidence/shared/constants';
import type { TProcessStateResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { cancelJob } from '../../jobs/cancel-job';
import { loadCapture, type CaptureActor } from '../capture-access';
import { endWithFullRefund } from './process-transitions';
import { loadSession } from './session-row';

/**
 * POST /api/processlist/cancelButton {id} (decision 558): the one "give up" of a session, everything refunded —
 * 排队中 → 已取消 at once (its job cancelled); 取证中 → the running session is stopped through its job's cancel
 * and its handler ends it 已取消; 待确认 → 已放弃 (the recording and package are deleted: nothing of it was
 * preserved). 处理中 waits for the encoder; final states refuse.
 */
export async function cancelProcess(ctx: AppContext, a: CaptureActor, id: number, ip: string | null): Promise<TProcessStateResponse> {
  const row = loadSession(await loadCapture(ctx.db, a, id));
  if (row.status === CaptureStatus.queued) {
    const r = await endWithFullRefund(ctx.db, row, 'cancelled', [CaptureStatus.queued], { why: '取消排队', actorUserId: a.actorUserId, ip });
    if (!r.ended) throw refuse(PROCESS_MSG.notQueuedOrPending);
    if (row.job_id !== null) await cancelJob(ctx.db, Number(row.job_id));
  } else if (row.status === CaptureStatus.running) {
    if (row.job_id === null) throw refuse(PROCESS_MSG.notQueuedOrPending);
    await cancelJob(ctx.db, Number(row.job_id));
  } else if (row.status === CaptureStatus.pendingConfirm) {
    const r = await endWithFullRefund(ctx.db, row, 'abandoned', [CaptureStatus.pendingConfirm], { why: '放弃取证', actorUserId: a.actorUserId, ip });
    // a confirmation under way wins: nothing is refunded or deleted (it says 正在确认 like a second 确认 does)
    if (!r.ended) throw refuse(await confirming(ctx, row.id) ? PROCESS_MSG.confirming : PROCESS_MSG.notQueuedOrPending);
    for (const f of row.files) await ctx.blobs.delete(f.blobKey).catch((err: unknown) => ctx.log.warn({ err, captureId: id }, 'abandoned recording not removed'));
  } else if (row.status === CaptureStatus.processing) {
    throw refuse(PROCESS_MSG.processing);
  } else {
    throw refuse(PROCESS_MSG.notQueuedOrPending);
  }
  const now = await ctx.db.selectFrom('captures').select(['status', 'refunded_cents']).where('id', '=', row.id).executeTakeFirstOrThrow();
  return { id, status: now.status, statusName: CAPTURE_STATUS_NAMES[now.status as Status] ?? now.status, refundedPoints: Number(now.refunded_cents) / 100 };
}

async function confirming(ctx: AppContext, id: number): Promise<boolean> {
  const now = await ctx.db.selectFrom('captures').select(['status', 'confirmed_at']).where('id', '=', id).executeTakeFirst();
  return now?.status === CaptureStatus.pendingConfirm && now.confirmed_at !== null;
}

