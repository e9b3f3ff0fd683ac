import { CaptureStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';

/** A web capture's usual time (seconds) when estimating the wait: it holds a browser for seconds, not minutes. */
const WEB_CAPTURE_SECONDS = 30;

/**
 * How long a queued capture may wait (decision 560): the reserved time of every capture ahead of it plus
 * what the running ones have left, shared by the node's CAPTURE_CONCURRENCY browsers. An upper bound —
 * sessions often end before their reservation — and it names no other owner's data.
 */
export async function estimatedWaitSeconds(ctx: AppContext, id: number, now = Date.now()): Promise<number> {
  const rows = await ctx.db
    .selectFrom('captures')
    .select(['id', 'kind', 'status', 'reserved_minutes', 'started_at'])
    .where((eb) => eb.or([eb.and([eb('status', '=', CaptureStatus.queued), eb('id', '<', id)]), eb('status', '=', CaptureStatus.running)]))
    .execute();
  let seconds = 0;
  for (const r of rows) {
    const full = r.kind === 'web' ? WEB_CAPTURE_SECONDS : Number(r.reserved_minutes ?? 1) * 60;
    if (r.status === CaptureStatus.queued) seconds += full;
    else seconds += Math.max(0, full - (r.started_at === null ? 0 : Math.floor((now - Number(r.started_at)) / 1000)));
  }
  return Math.ceil(seconds / Math.max(1, ctx.config.capture.concurrency));
}
