import type { App, AppContext } from '../../../context';
import { paymentsOf } from '../../../providers/payment/from-config';
import { reconcilePayments } from './reconcile';

/**
 * Runs reconcilePayments once the server is ready and then every PAYMENT_RECONCILE_INTERVAL_SECONDS (0: never),
 * like the esign sweep (decision 442: a timer, not a job kind — the queue has no repeating jobs; every write
 * of the run is conditional, so several nodes reconciling at once settle and close each order once). Never
 * two runs at once on a node; a close waits for the run in flight.
 */
export function scheduleReconcile(app: App, ctx: AppContext): void {
  const intervalMs = ctx.config.payment.reconcileIntervalMs;
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = reconcilePayments(ctx.db, paymentsOf(ctx), { orderTtlMs: ctx.config.payment.orderTtlMs })
      .then((r) => {
        if (r.settled.length + r.closed.length + r.refundsSettled.length > 0) app.log.info({ settled: r.settled, closed: r.closed, refundsSettled: r.refundsSettled }, 'payments reconciled');
        if (r.errors.length > 0) app.log.warn({ errors: r.errors }, 'payments reconciliation could not ask about some orders');
      })
      .catch((err: unknown) => app.log.error({ err }, 'payments reconciliation failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
