import { CaptureStatus, PROCESS_LIMITS } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { confirmProcess, STALE_CONFIRM_MS } from './confirm-process';
import { loadSession } from './session-row';

/**
 * Confirms the sessions whose 24 hours at 待确认 are over (the tsa.cn rule: no refund of the used minutes
 * after that, the unused ones still come back), and finishes confirmations a crash left half done. Each
 * confirmation is conditional (confirmProcess), so several nodes sweeping at once confirm each session once.
 */
export async function sweepProcessConfirmations(ctx: AppContext, now = Date.now()): Promise<{ confirmed: number; failed: number }> {
  const due = await ctx.db
    .selectFrom('captures')
    .selectAll()
    .where('kind', 'in', ['vm', 'ott'])
    .where('status', '=', CaptureStatus.pendingConfirm)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('confirm_deadline', '<=', now), eb('confirmed_at', '<', now - STALE_CONFIRM_MS)]))
    .orderBy('id')
    .limit(50)
    .execute();
  let confirmed = 0;
  let failed = 0;
  for (const row of due) {
    try {
      await confirmProcess(ctx, loadSession(row), null, null);
      confirmed += 1;
    } catch (err) {
      failed += 1;
      ctx.log.warn({ err, captureId: row.id }, 'auto-confirm of a session failed; the next sweep tries again');
    }
  }
  return { confirmed, failed };
}

/** Runs the sweep when the server is ready and then every minute (a timer like esign's sweep, decision 442). */
export function scheduleProcessSweep(app: App, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweepProcessConfirmations(ctx)
      .then((r) => {
        if (r.confirmed > 0) app.log.info(r, 'capture: sessions auto-confirmed');
      })
      .catch((err: unknown) => app.log.error({ err }, 'capture confirm sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, PROCESS_LIMITS.sweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
