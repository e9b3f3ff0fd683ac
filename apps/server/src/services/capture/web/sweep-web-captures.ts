import { CaptureStatus } from '@evidence/shared/constants';
import type { App, AppContext } from '../../../context';
import { abandonJobEvidence } from '../../evidence/abandon-evidence';
import { failWebCapture, finishWebCapture } from './web-capture-end';
import { webCaptureSourceKeys } from './web-capture-job';

/** Sweep interval: a capture whose job ended without its handler is failed within about this long. */
const SWEEP_MS = 60_000;

/**
 * A web capture still 排队中 / 取证中 whose job has ended failed or cancelled: the queue gave up on it without
 * the handler's last word (a node killed on the last attempt: 任务多次中断). It fails here with its points
 * back — unless its package has its leaf, then it succeeds — conditional updates, so several nodes sweeping at
 * once change each capture once.
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
  for (const c of stuck) {
    // the job's package decides (decision 801): preserved with its leaf, the capture succeeded (its 保全号 is
    // in the ledger, so no refund); without its leaf, the row goes first and the capture fails with its points back
    const { kept } = await abandonJobEvidence(ctx, webCaptureSourceKeys({ id: Number(c.job_id), payload: { captureId: Number(c.id) } }));
    if (kept[0]) await finishWebCapture(ctx, c, Number(kept[0].id));
    else await failWebCapture(ctx, c, '取证过程多次中断，已退还积分，请重新取证');
  }
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
