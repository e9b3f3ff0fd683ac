import fs from 'node:fs';
import { z } from 'zod';
import { CAPTURE_LIMITS, CaptureStatus, PROCESS_LIMITS, PROCESS_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Capture } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { notify } from '../../notifications/notify';
import type { Job, JobContext } from '../../jobs/job-types';
import { endWithFullRefund, LIVE_STATES } from '../process/process-transitions';
import { EnvironmentNotClean, LiveSession, type SessionOutcome } from './live-session';
import { packageSession } from './package-session';
import { registryOf } from './registry-of';
import { SESSION_PROFILES, type SessionKind } from './session-profile';
import { tsaClockSource } from './tsa-source';
import { makeCaptureTempDir } from '../temp-dirs';
import { crashPoint } from '../../jobs/crash-point';

export const CAPTURE_SESSION_JOB = 'capture.session';
export const ZSessionPayload = z.object({ captureId: z.number().int().positive() });

/** Why the worker aborted the handler: 'cancelled' (cancelButton), 'stopping' (shutdown), 'lease-lost'. */
const abortCause = (signal: AbortSignal) => (signal.aborted ? String((signal.reason as Error | undefined)?.message ?? '').split(' ').pop() : null);

/**
 * One recording session from queue to 待确认 (decision 554). Safe to run twice: a capture found running or
 * processing was cut by a restart or a crash (a browser session cannot be resumed), so it ends 取证失败 with
 * everything refunded, never half a record; a capture in any later state is left alone.
 */
export async function runCaptureSession(ctx: AppContext, job: Job, jctx: JobContext): Promise<unknown> {
  const { captureId } = ZSessionPayload.parse(job.payload);
  const row = await ctx.db.selectFrom('captures').selectAll().where('id', '=', captureId).executeTakeFirst();
  if (!row || (row.kind !== 'vm' && row.kind !== 'ott')) return { skipped: 'missing' };
  if ((LIVE_STATES as readonly string[]).includes(row.status)) {
    await endWithFullRefund(ctx.db, row, 'failed', LIVE_STATES, { why: '服务重启，取证失败', failReason: PROCESS_MSG.restartFailed, actorUserId: null });
    return { failed: 'restart' };
  }
  if (row.status !== CaptureStatus.queued) return { skipped: row.status };

  const startedAt = Date.now();
  const minutes = Math.min(Number(row.reserved_minutes ?? 1), ctx.config.capture.sessionMaxMinutes, CAPTURE_LIMITS.sessionMaxMinutes);
  const claimed = await ctx.db.transaction().execute(async (trx) => {
    const done = await trx.updateTable('captures').set({ status: CaptureStatus.running, started_at: startedAt, updated_at: startedAt }).where('id', '=', row.id).where('status', '=', CaptureStatus.queued).executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'capture.start', targetType: 'capture', targetId: captureId, detail: { captureNo: row.capture_no, minutes } });
    return true;
  });
  if (!claimed) return { skipped: 'claimed elsewhere' };

  const kind = row.kind as SessionKind;
  const profile = SESSION_PROFILES[kind];
  // named after this process, so that a start after a kill removes it (temp-dirs.ts)
  const dir = makeCaptureTempDir(`session-${captureId}`);
  const registry = registryOf(ctx);
  const session = new LiveSession({
    captureId,
    ownerUserId: Number(row.owner_user_id),
    kind,
    profile,
    dir,
    title: row.title,
    egress: { allowHosts: ctx.config.capture.testAllowHosts },
    tsa: tsaClockSource(ctx.config),
    deadlineMs: startedAt + minutes * 60_000,
    startUrl: row.url || null,
    reportMs: PROCESS_LIMITS.reportMs,
    idleMs: PROCESS_LIMITS.idleMs,
  });
  registry.add(captureId, session, Number(row.owner_user_id), Number(row.creator_user_id));
  try {
    crashPoint(`${CAPTURE_SESSION_JOB}.started`); // 取证中, the browser about to start: a kill here is a cut session
    let out: SessionOutcome;
    try {
      out = await session.run(jctx.signal);
    } catch (err) {
      const cause = abortCause(jctx.signal);
      if (cause === 'lease-lost') return { lost: true };
      const notClean = err instanceof EnvironmentNotClean;
      if (!notClean) ctx.log.error({ err, captureId }, 'capture session failed');
      await endWithFullRefund(ctx.db, row, 'failed', LIVE_STATES, {
        why: '取证失败',
        failReason: notClean ? PROCESS_MSG.environmentFailed : cause === 'stopping' ? PROCESS_MSG.restartFailed : PROCESS_MSG.sessionFailed,
        actorUserId: null,
        ...(notClean ? { facts: { environment: err.report } } : {}),
      });
      return { failed: notClean ? 'environment' : 'session' };
    }
    return await afterSession(ctx, row, out, abortCause(jctx.signal), kind, minutes, profile);
  } finally {
    registry.remove(captureId, session);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function afterSession(ctx: AppContext, row: Capture, out: SessionOutcome, cause: string | null | undefined, kind: SessionKind, minutes: number, profile: (typeof SESSION_PROFILES)[SessionKind]): Promise<unknown> {
  if (out.reason === 'cancelled') {
    if (cause === 'lease-lost') return { lost: true };
    if (cause === 'stopping') {
      await endWithFullRefund(ctx.db, row, 'failed', LIVE_STATES, { why: '服务重启，取证失败', failReason: PROCESS_MSG.restartFailed, actorUserId: null });
      return { failed: 'restart' };
    }
    await endWithFullRefund(ctx.db, row, 'cancelled', LIVE_STATES, { why: '取消取证', actorUserId: Number(row.creator_user_id) });
    return { cancelled: true };
  }
  const usedMs = Math.min(out.endedAt - out.startedAt, minutes * 60_000);
  await ctx.db.updateTable('captures').set({ status: CaptureStatus.processing, ended_at: out.endedAt, used_ms: usedMs, updated_at: Date.now() }).where('id', '=', row.id).where('status', '=', CaptureStatus.running).execute();
  if (out.recorder.framesWritten === 0) {
    await endWithFullRefund(ctx.db, row, 'failed', LIVE_STATES, { why: '取证失败', failReason: PROCESS_MSG.emptyRecording, actorUserId: null });
    return { failed: 'empty' };
  }
  let packaged: Awaited<ReturnType<typeof packageSession>>;
  try {
    packaged = await packageSession(ctx, { captureNo: row.capture_no, title: row.title, kind, reservedMinutes: minutes }, profile, out);
  } catch (err) {
    ctx.log.error({ err, captureId: row.id }, 'capture session could not be packaged');
    await endWithFullRefund(ctx.db, row, 'failed', LIVE_STATES, { why: '取证失败', failReason: PROCESS_MSG.sessionFailed, actorUserId: null });
    return { failed: 'package' };
  }
  crashPoint(`${CAPTURE_SESSION_JOB}.packaged`); // the package stored, the capture not yet 待确认
  const now = Date.now();
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('captures')
      .set({
        status: CaptureStatus.pendingConfirm,
        files_json: JSON.stringify(packaged.files),
        facts_json: JSON.stringify({ ...packaged.facts, environment: out.environment, actions: out.log.entries }),
        confirm_deadline: out.endedAt + CAPTURE_LIMITS.autoConfirmMs,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('status', '=', CaptureStatus.processing)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return false;
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'capture.recorded', targetType: 'capture', targetId: Number(row.id), detail: { captureNo: row.capture_no, usedMs, package: packaged.files[0]!.sha256 } });
    await notify(trx, Number(row.creator_user_id), `您的取证《${row.title}》（${row.capture_no}）已结束，请在 24 小时内预览并确认，逾期将自动确认`.slice(0, 200), now);
    return true;
  });
  // the capture changed under us (it cannot, short of an operator): its files must not stay unreferenced
  if (!moved) for (const f of packaged.files) await ctx.blobs.delete(f.blobKey).catch(() => undefined);
  return { pendingConfirm: moved, usedMs };
}
