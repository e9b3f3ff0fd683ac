import { CAPTURE_STATUS_NAMES, CaptureStatus, PROCESS_MSG } from '@evidence/shared/constants';
import type { TProcessStateResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { writeAudit } from '../../audit/write-audit';
import { preserveOnce } from '../../evidence/preserve-once';
import { refundCapture } from '../capture-money';
import { assertCaptureFile } from '../checked-blob';
import { confirmRefundCents, minutesKept, type SessionRow } from './session-row';
import { STALE_CONFIRM_MS } from './confirm-timing';

export { STALE_CONFIRM_MS } from './confirm-timing';

/**
 * 确认 (clickAddProcess, or the 24-hour auto-confirm with actorUserId null), decision 559: the package becomes
 * ONE evidence row (recordEvidence: one ledger leaf over its SHA-256 and SM3, certificate, custody log, package
 * download), then the capture is 取证成功 and the unused whole minutes come back once. Safe to repeat and to
 * race: confirmed_at is claimed first (a second click is refused while the first works), the package is preserved
 * once per capture (preserveOnce, key capture.confirm:<capture id>: a killed confirmation's row is adopted), and the final move is conditional.
 */
export async function confirmProcess(ctx: AppContext, row: SessionRow, actorUserId: number | null, ip: string | null): Promise<TProcessStateResponse> {
  if (row.status !== CaptureStatus.pendingConfirm) throw refuse(PROCESS_MSG.notPending);
  const pkg = row.files.find((f) => f.role === 'package');
  if (!pkg) throw refuse(PROCESS_MSG.notPending);
  const now = Date.now();
  const claim = await ctx.db
    .updateTable('captures')
    .set({ confirmed_at: now, updated_at: now })
    .where('id', '=', row.id)
    .where('status', '=', CaptureStatus.pendingConfirm)
    .where((eb) => eb.or([eb('confirmed_at', 'is', null), eb('confirmed_at', '<', now - STALE_CONFIRM_MS)]))
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) throw refuse(PROCESS_MSG.confirming);

  try {
    return await preserveAndSettle(ctx, row, pkg, actorUserId, ip);
  } catch (err) {
    // let a later click or the sweep try again at once rather than after STALE_CONFIRM_MS
    await ctx.db.updateTable('captures').set({ confirmed_at: null }).where('id', '=', row.id).where('status', '=', CaptureStatus.pendingConfirm).where('confirmed_at', '=', now).execute();
    throw err;
  }
}

async function preserveAndSettle(ctx: AppContext, row: SessionRow, pkg: SessionRow['files'][number], actorUserId: number | null, ip: string | null): Promise<TProcessStateResponse> {
  // the ledger vouches only for the package as it was made: a package or recording changed since is refused
  for (const f of row.files) await assertCaptureFile(ctx, row, f);
  // a package preserved (with its leaf) before evidence_sources existed is reused; one still without its leaf is
  // preserveOnce's to adopt (its blob is the package just checked), so 取证成功 never comes before the leaf
  const legacy = await ctx.db.selectFrom('evidence').select(['id', 'evidence_no']).where('blob_key', '=', pkg.blobKey).where('owner_user_id', '=', Number(row.owner_user_id)).where('leaf_index', 'is not', null).executeTakeFirst();
  const ev =
    legacy ??
    (
      await preserveOnce(ctx, `capture.confirm:${row.id}`, async () => ({
        evidence: {
          ownerUserId: Number(row.owner_user_id),
          creatorUserId: Number(row.creator_user_id),
          fileName: pkg.name,
          title: row.title,
          label: row.label,
          // the package is mostly its screen recording: listed as 视频 in 数据存证
          fileType: 4,
          productType: 1,
          mime: pkg.mime,
          size: pkg.size,
          sha256: pkg.sha256,
          sm3: pkg.sm3,
          blobKey: pkg.blobKey,
          autoSavedBy: 'capture',
        },
      }), ip)
    ).evidence;
  return ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('captures')
      .set({ status: CaptureStatus.succeeded, evidence_id: Number(ev.id), updated_at: Date.now() })
      .where('id', '=', row.id)
      .where('status', '=', CaptureStatus.pendingConfirm)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw refuse(PROCESS_MSG.notPending);
    const back = confirmRefundCents(row);
    const refunded = back > 0 ? await refundCapture(trx, row, actorUserId, back, `确认取证，实际使用 ${minutesKept(row)} 分钟`) : 0;
    await writeAudit(trx, {
      actorType: actorUserId === null ? 'system' : 'user',
      actorId: actorUserId,
      action: actorUserId === null ? 'capture.auto_confirm' : 'capture.confirm',
      targetType: 'capture',
      targetId: Number(row.id),
      ip,
      detail: { captureNo: row.capture_no, evidenceNo: ev.evidence_no, minutesKept: minutesKept(row), refundedCents: refunded },
    });
    return { id: Number(row.id), status: CaptureStatus.succeeded, statusName: CAPTURE_STATUS_NAMES.succeeded, refundedPoints: refunded / 100 };
  });
}
