import type { App, AppContext } from '../../../context';
import { sweepEsignFlows } from './sweep';

/**
 * Runs sweepEsignFlows once the server is ready and then every ESIGN_SWEEP_INTERVAL_SECONDS, like the
 * evidence purge (decision 442: a timer, not a job kind — the queue has no repeating jobs, and every step of
 * the sweep is a conditional update, so several nodes sweeping at once change each flow once). Never two
 * runs at once on a node; a close waits for the run in flight.
 */
export function scheduleEsignSweep(app: App, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweepEsignFlows(ctx)
      .then((r) => {
        if (r.expired + r.reminded > 0) app.log.info(r, 'esign: expired sign flows closed, reminders texted');
      })
      .catch((err: unknown) => app.log.error({ err }, 'esign sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, ctx.config.esign.sweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
