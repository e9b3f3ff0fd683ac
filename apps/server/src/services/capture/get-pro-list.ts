import { sql } from 'kysely';
import { CAPTURE_KIND_OF_TYPE, CAPTURE_STATUS_NAMES, CAPTURE_TYPE, CaptureStatus, PAGE_SIZE, type CaptureKind, type CaptureStatus as Status } from '@evidence/shared/constants';
import type { TGetProListFilters, TGetProListResponse } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { visibleCaptures, type CaptureActor } from './capture-access';

const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * /evidences-all/{web,process,OTT-process}: one kind's captures of the actor's scope, newest first, 10 a page.
 * The keyword matches the title, the number or the address. A queued capture carries its place in the queue
 * (every kind waits for the same browsers of a node: CAPTURE_CONCURRENCY).
 */
export async function getProList(db: Db, a: CaptureActor, q: TGetProListFilters): Promise<TGetProListResponse> {
  const page = q.page ?? 1;
  const kind: CaptureKind = CAPTURE_KIND_OF_TYPE[q.type];
  let base = visibleCaptures(db, a).where('captures.kind', '=', kind);
  if (q.status) base = base.where('captures.status', '=', q.status);
  if (q.label !== undefined) base = base.where('captures.label', '=', q.label);
  if (q.startTime !== undefined) base = base.where('captures.created_at', '>=', q.startTime * 1000);
  if (q.endTime !== undefined) base = base.where('captures.created_at', '<', (q.endTime + 1) * 1000);
  if (q.keyword !== undefined) {
    const k = likeAny(q.keyword.trim());
    base = base.where((eb) =>
      eb.or([eb(sql`captures.title`, 'like', sql`${k} escape '\\'`), eb(sql`captures.capture_no`, 'like', sql`${k} escape '\\'`), eb(sql`captures.url`, 'like', sql`${k} escape '\\'`)]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .leftJoin('evidence', 'evidence.id', 'captures.evidence_id')
      .leftJoin('users as creator', 'creator.id', 'captures.creator_user_id')
      .selectAll('captures')
      .select(['evidence.evidence_no', 'creator.contact_name as creator_name', 'creator.phone as creator_phone'])
      .orderBy('captures.created_at', 'desc')
      .orderBy('captures.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const positions = await queuePositions(db, rows.filter((r) => r.status === CaptureStatus.queued).map((r) => Number(r.id)));
  return {
    count: Number(total.n),
    list: rows.map((r) => ({
      id: Number(r.id),
      captureNo: r.capture_no,
      type: CAPTURE_TYPE[r.kind as CaptureKind],
      title: r.title,
      label: r.label,
      url: r.url,
      status: r.status,
      statusName: CAPTURE_STATUS_NAMES[r.status as Status] ?? r.status,
      failReason: r.fail_reason,
      queuePosition: positions.get(Number(r.id)) ?? null,
      reservedMinutes: r.reserved_minutes === null ? null : Number(r.reserved_minutes),
      usedSeconds: r.used_ms === null ? null : Math.ceil(Number(r.used_ms) / 1000),
      chargedPoints: Number(r.charged_cents) / 100,
      refundedPoints: Number(r.refunded_cents) / 100,
      evidenceNo: r.evidence_no ?? null,
      // the main account sees who of its members started it; a sub-account and an individual see only their own
      creatorName: Number(r.creator_user_id) === a.actorUserId ? null : (r.creator_name ?? r.creator_phone ?? null),
      createdAt: Number(r.created_at),
      endedAt: r.ended_at === null ? null : Number(r.ended_at),
      confirmDeadline: r.confirm_deadline === null ? null : Number(r.confirm_deadline),
    })),
  };
}

/** Each queued capture's place: 1 + the queued captures (of anyone) asked for before it. */
export async function queuePositions(db: Db, ids: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const queued = await db.selectFrom('captures').select('id').where('status', '=', CaptureStatus.queued).where('id', '<=', Math.max(...ids)).orderBy('id').execute();
  queued.forEach((r, i) => {
    if (ids.includes(Number(r.id))) out.set(Number(r.id), i + 1);
  });
  return out;
}
