import type { Db } from '../db/connect';

/**
 * A job's document left 上传中 whose subject has already ended failed (decision 802): the capture is 取证失败 (and
 * refunded), or the notary.sign job named in the key ended failed or cancelled, yet its row is still there for a
 * later start to give a 保全号 — the two records contradict each other. Asked only for rows 上传中 without a leaf
 * (a handful at most), by the row's evidence_sources key, so the page pass over a million rows costs nothing more.
 * Answers the subject's words for the finding, or null. esign.complete and notary.issue keys name a flow or an
 * order, whose state after a failed completion is still 签署中 / 待出证, so they have no "ended failed" to check
 * against; their rows fall under the 15-minute 上传中 finding.
 */
export async function abandonedSubjectOf(db: Db, evidenceId: number): Promise<{ zh: string; en: string } | null> {
  const source = await db.selectFrom('evidence_sources').select('source_key').where('evidence_id', '=', evidenceId).executeTakeFirst();
  if (!source) return null;
  const [kind, ...rest] = source.source_key.split(':');
  if (kind === 'capture.web' || kind === 'capture.confirm') {
    const capture = await db.selectFrom('captures').select(['capture_no', 'status']).where('id', '=', Number(rest[0])).executeTakeFirst();
    if (capture?.status === 'failed') return { zh: `取证 ${capture.capture_no} 已失败并退款`, en: `capture ${capture.capture_no} has failed and was refunded` };
  }
  if (kind === 'notary.sign') {
    const job = await db.selectFrom('jobs').select(['id', 'status']).where('id', '=', Number(rest[3])).executeTakeFirst();
    if (job && (job.status === 'failed' || job.status === 'cancelled')) return { zh: `签署任务 ${job.id} 已结束（未成功）`, en: `signing job ${job.id} has ended without success` };
  }
  return null;
}
