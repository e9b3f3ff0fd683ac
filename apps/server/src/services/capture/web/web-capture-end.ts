import { CaptureStatus } from '@evidence/shared/constants';
import type { AppContext } from '../../../context';
import type { Capture } from '../../../db/schema';
import { writeAudit } from '../../audit/write-audit';
import { notify } from '../../notifications/notify';
import { refundCapture } from '../capture-money';

/** One entry of captures.files_json. */
export interface StoredFile {
  role: string;
  name: string;
  blobKey: string;
  size: number;
  sha256: string;
  sm3: string;
  mime: string;
}

/** Who applied, as the report names them: the company, else the person (never an ID number). */
export async function applicantName(ctx: AppContext, ownerUserId: number): Promise<string> {
  const u = await ctx.db.selectFrom('users').select(['account_type', 'company', 'contact_name', 'phone']).where('id', '=', ownerUserId).executeTakeFirst();
  const name = Number(u?.account_type) === 2 ? u?.company : u?.contact_name;
  return name?.trim() || u?.contact_name?.trim() || `用户 ${ownerUserId}`;
}

/**
 * 取证成功: the capture points at its package's evidence row. Conditional on the row still being 取证中 or
 * 排队中, so a repeat or a racing sweep changes nothing; the notice and audit row come with the change.
 */
export async function finishWebCapture(ctx: AppContext, capture: Capture, evidenceId: number): Promise<unknown> {
  await ctx.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const changed = await trx
      .updateTable('captures')
      .set({ status: CaptureStatus.succeeded, evidence_id: evidenceId, ended_at: capture.ended_at ?? now, updated_at: now })
      .where('id', '=', capture.id)
      .where('status', 'in', [CaptureStatus.queued, CaptureStatus.running])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return;
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'capture.succeeded', targetType: 'capture', targetId: Number(capture.id), detail: { captureNo: capture.capture_no, evidenceId } });
    await notify(trx, Number(capture.creator_user_id), `网页取证《${capture.title}》（${capture.capture_no}）已完成，取证报告和证据包已保全。`);
  });
  return { evidenceId };
}

/** 取证失败 with the reason shown to the user, the whole charge back (once), the audit row and a notice. */
export async function failWebCapture(ctx: AppContext, capture: Capture, reason: string): Promise<unknown> {
  await ctx.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const changed = await trx
      .updateTable('captures')
      .set({ status: CaptureStatus.failed, fail_reason: reason.slice(0, 200), ended_at: now, updated_at: now })
      .where('id', '=', capture.id)
      .where('status', 'in', [CaptureStatus.queued, CaptureStatus.running])
      .where('evidence_id', 'is', null)
      // never refunded while its package is in the ledger (capture.web's evidence_sources key; decision 801)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('evidence_sources as s').innerJoin('evidence as e', 'e.id', 's.evidence_id').select('s.evidence_id').where('s.source_key', '=', `capture.web:${capture.id}`).where('e.leaf_index', 'is not', null))),
      )
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return;
    const refunded = await refundCapture(trx, capture, null, 'all', '取证失败');
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'capture.failed', targetType: 'capture', targetId: Number(capture.id), detail: { captureNo: capture.capture_no, reason, refundedCents: refunded } });
    await notify(trx, Number(capture.creator_user_id), `网页取证《${capture.title}》（${capture.capture_no}）失败：${reason}${refunded ? `，已退还 ${refunded / 100} 积分` : ''}。`);
  });
  return { failed: reason };
}
