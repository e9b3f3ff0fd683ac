import { CaptureStatus } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { failWebCapture } from './web-capture-end';

/** Sweep interval: a capture whose job ended without its handler is failed within about this long. */
const SWEEP_MS = 60_000;

/**
 * A web capture still 排队中 / 取证中 whose job has ended failed or cancelled: the queue gave up on it without
 * the handler's last word (a node killed on the last attempt: 任务多次中断). It fails here with its points
 * back — conditional updates, so several nodes sweeping at once change each capture once.
 */
export async function sweepWebCaptures(ctx: AppContext): Promise<number> {
  const stuck = await ctx.db
    .selectFrom('captures')
    .innerJoin('jobs', 'jobs.id', 'captures.job_id')
    .selectAll('captures')
    .where('captures.kind', '=', 'web')
    .where('captures.status', 'in', [CaptureStatus.queued, CaptureStatus.running])
    .where('jobs.status', 'in', ['failed', 'cancelled'])
    .execute();
  for (const c of stuck) await failWebCapture(ctx, c, '取证过程多次中断，已退还积分，请重新取证');
  return stuck.length;
}

/** Runs the sweep when the server is ready and then every minute (a timer like the e-signing sweep). */
export function scheduleWebCaptureSweep(app: App, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = sweepWebCaptures(ctx)
      .then((n) => n > 0 && app.log.info({ n }, 'capture: interrupted web captures failed and refunded'))
      .catch((err: unknown) => app.log.error({ err }, 'web capture sweep failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
