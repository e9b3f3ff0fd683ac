import { CAPTURE_STATUS_NAMES, CaptureStatus, type CaptureStatus as Status } from '@evidence/shared/constants';
import type { TLookResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { loadCapture, type CaptureActor } from '../capture-access';
import { queuePositions } from '../get-pro-list';
import { actionLines } from './action-lines';
import { checkItems, sessionFacts, shownFiles } from './session-facts';
import { confirmRefundCents, loadSession } from './session-row';
import { estimatedWaitSeconds } from './queue-wait';
import { videoUrl } from './video-url';

/** POST /api/processlist/look {id}: the owner's view of one session in any state (queue, live, preview, done). */
export async function lookProcess(ctx: AppContext, a: CaptureActor, id: number): Promise<TLookResponse> {
  const row = loadSession(await loadCapture(ctx.db, a, id));
  const facts = sessionFacts(row);
  const queued = row.status === CaptureStatus.queued;
  const position = queued ? ((await queuePositions(ctx.db, [id])).get(id) ?? null) : null;
  const reserved = Number(row.reserved_minutes ?? 0);
  const pending = row.status === CaptureStatus.pendingConfirm;
  const hasVideo = row.files.some((f) => f.role === 'video') && (pending || row.status === CaptureStatus.succeeded);
  const back = pending ? confirmRefundCents(row) : null;
  const pkg = row.files.find((f) => f.role === 'package');
  const evidenceNo = row.evidence_id === null ? null : ((await ctx.db.selectFrom('evidence').select('evidence_no').where('id', '=', Number(row.evidence_id)).executeTakeFirst())?.evidence_no ?? null);
  return {
    id,
    captureNo: row.capture_no,
    kind: row.kind,
    title: row.title,
    label: row.label,
    url: row.url,
    status: row.status,
    statusName: CAPTURE_STATUS_NAMES[row.status as Status] ?? row.status,
    failReason: row.fail_reason,
    queuePosition: position,
    estimatedWaitSeconds: queued ? await estimatedWaitSeconds(ctx, id) : null,
    reservedMinutes: reserved,
    startedAt: row.started_at === null ? null : Number(row.started_at),
    endedAt: row.ended_at === null ? null : Number(row.ended_at),
    deadlineAt: row.status === CaptureStatus.running && row.started_at !== null ? Number(row.started_at) + reserved * 60_000 : null,
    usedSeconds: row.used_ms === null ? null : Math.ceil(Number(row.used_ms) / 1000),
    chargedPoints: Number(row.charged_cents) / 100,
    refundedPoints: Number(row.refunded_cents) / 100,
    confirmCostPoints: back === null ? null : (Number(row.charged_cents) - back) / 100,
    confirmRefundPoints: back === null ? null : back / 100,
    confirmDeadline: row.confirm_deadline === null ? null : Number(row.confirm_deadline),
    videoUrl: hasVideo ? videoUrl(ctx, id, a.actorUserId, 'owner') : null,
    files: shownFiles(row),
    packageSha256: pkg?.sha256 ?? null,
    packageSm3: pkg?.sm3 ?? null,
    environment: checkItems(facts),
    actions: actionLines(facts.actions ?? []),
    evidenceNo,
  };
}
