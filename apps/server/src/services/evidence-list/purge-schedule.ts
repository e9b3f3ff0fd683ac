import type { App, AppContext } from '../../context';
import { purgeDeletedOriginals } from './purge-deleted';
import { purgeStaleExtractGuards } from '../extraction/purge-guards';
import { purgeOldSmsRecords } from '../sms/purge-sms-records';

/**
 * Runs purgeDeletedOriginals (and forgets stale extraction guards and SMS records past their retention) once the server is ready and
 * then every EVIDENCE_PURGE_INTERVAL_MINUTES; never two runs at once; a close waits for the run in
 * flight.
 */
export function scheduleEvidencePurge(app: App, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = purgeDeletedOriginals(ctx.db, ctx.blobs, Date.now(), app.log)
      .then((r) => {
        if (r.removed + r.released + r.failed > 0) app.log.info(r, 'removed the originals of deleted evidence records past retention');
        return purgeStaleExtractGuards(ctx.db, Date.now());
      })
      .then((g) => {
        if (g.guards + g.failures > 0) app.log.info(g, 'forgot stale extraction guards');
        return purgeOldSmsRecords(ctx.db, Date.now(), ctx.config.smsRetention.retentionDays);
      })
      .then((s) => {
        if (s.deliveries + s.outbox > 0) app.log.info(s, 'removed SMS records past retention');
      })
      .catch((err: unknown) => app.log.error({ err }, 'evidence purge failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, ctx.config.evidenceRetention.purgeIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
