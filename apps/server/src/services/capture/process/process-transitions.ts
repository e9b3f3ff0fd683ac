import { CaptureStatus } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import type { Capture } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { notify } from '../../notifications/notify';
import { refundCapture } from '../capture-money';
import { STALE_CONFIRM_MS } from './confirm-timing';

type Row = Pick<Capture, 'id' | 'owner_user_id' | 'creator_user_id' | 'order_id' | 'capture_no' | 'title'>;

/**
 * Ends a session with everything given back (decision 557): 取证失败 (a crash, a restart, a failed
 * environment check, an empty recording), 已取消 (cancelled in the queue or while running) or 已放弃 (the user
 * gave up at 待确认). One transaction: the status move is conditional on the states it may come from, so a
 * repeat or a race changes nothing and refunds nothing; the refund is refundCapture's one claim.
 */
export async function endWithFullRefund(
  db: Db,
  row: Row,
  to: 'failed' | 'cancelled' | 'abandoned',
  from: readonly string[],
  o: { why: string; failReason?: string; actorUserId: number | null; ip?: string | null; facts?: Record<string, unknown> },
): Promise<{ ended: boolean; refundedCents: number }> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
    const done = await trx
      .updateTable('captures')
      .set({
        status: to,
        fail_reason: o.failReason ?? null,
        updated_at: now,
        ...(to === 'abandoned' ? {} : { ended_at: now }),
        ...(o.facts ? { facts_json: JSON.stringify(o.facts) } : {}),
      })
      .where('id', '=', row.id)
      .where('status', 'in', [...from])
      // never while a confirmation holds its claim (it may be writing the evidence row and ledger leaf right now):
      // abandon racing confirm would refund everything and delete a package the ledger then vouches for (review)
      .where((eb) => eb.or([eb('confirmed_at', 'is', null), eb('confirmed_at', '<', now - STALE_CONFIRM_MS)]))
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return { ended: false, refundedCents: 0 };
    const refundedCents = await refundCapture(trx, row, o.actorUserId, 'all', o.why);
    await writeAudit(trx, {
      actorType: o.actorUserId === null ? 'system' : 'user',
      actorId: o.actorUserId,
      action: `capture.${to === 'failed' ? 'fail' : to === 'cancelled' ? 'cancel' : 'abandon'}`,
      targetType: 'capture',
      targetId: Number(row.id),
      ip: o.ip ?? null,
      detail: { captureNo: row.capture_no, from, refundedCents, reason: o.failReason ?? null },
    });
    if (to === 'failed') await notify(trx, Number(row.creator_user_id), `您的取证《${row.title}》（${row.capture_no}）失败：${o.failReason ?? ''}`.slice(0, 200), now);
    return { ended: true, refundedCents };
  });
}

export const LIVE_STATES = [CaptureStatus.running, CaptureStatus.processing] as const;
