import type { CaptureKind } from '@evidence/shared/constants';
import { CaptureStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { Capture } from '../../db/schema';
import { writeAudit } from '../audit/write-audit';
import type { CaptureActor } from './capture-access';
import { newCaptureNo } from './capture-number';

export interface NewCapture {
  kind: CaptureKind;
  title: string;
  label: string | null;
  url: string;
  /** vm, ott: the minutes reserved */
  reservedMinutes?: number | null;
  facts?: Record<string, unknown> | null;
}

/**
 * Writes a capture row (排队中) inside the caller's transaction, with its audit row. The caller charges it
 * (chargeCapture) and enqueues its job in the same transaction, so a capture never exists without its charge
 * and its job, or the reverse.
 */
export async function insertCapture(trx: Db, a: CaptureActor, c: NewCapture, ip: string | null, now = Date.now()): Promise<Capture> {
  for (let attempt = 0; ; attempt += 1) {
    const captureNo = newCaptureNo(c.kind, new Date(now));
    const clash = await trx.selectFrom('captures').select('id').where('capture_no', '=', captureNo).executeTakeFirst();
    if (clash && attempt < 5) continue;
    const row = await trx
      .insertInto('captures')
      .values({
        capture_no: captureNo,
        kind: c.kind,
        owner_user_id: a.ownerUserId,
        creator_user_id: a.actorUserId,
        member_id: a.memberId,
        title: c.title,
        label: c.label,
        url: c.url,
        status: CaptureStatus.queued,
        reserved_minutes: c.reservedMinutes ?? null,
        facts_json: c.facts ? JSON.stringify(c.facts) : null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { actorType: 'user', actorId: a.actorUserId, action: 'capture.create', targetType: 'capture', targetId: Number(row.id), ip, detail: { captureNo, kind: c.kind, reservedMinutes: c.reservedMinutes ?? null } });
    return row;
  }
}
