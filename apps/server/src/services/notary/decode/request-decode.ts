import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { UserPrincipal } from '../../auth/principal';
import { writeAudit } from '../../audit/write-audit';
import { enqueueJob } from '../../jobs/enqueue-job';
import { requireApplicant, requireOrderReader } from '../applicant';
import { ownNotaryOrder, requireStep } from '../own-order';
import { stepName } from '../order-view';
import { NOTARY_DECODE_JOB, type NotaryDecodePayload } from './decode-job';

/** The order's deCode jobs carry its id in their dedupe key, newest last. */
const keyPrefix = (orderId: number) => `notary.decode:${orderId}:`;

async function latestDecodeJob(ctx: Pick<AppContext, 'db'>, orderId: number) {
  return ctx.db.selectFrom('jobs').selectAll().where('kind', '=', NOTARY_DECODE_JOB).where('dedupe_key', 'like', `${keyPrefix(orderId)}%`).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** 开始解密: one deCode job per order at a time (a second click while one is queued or running gets that one). */
export async function requestNotaryDecode(ctx: AppContext, p: UserPrincipal, orderId: number, ip: string | null): Promise<{ started: boolean }> {
  const accountId = requireApplicant(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  requireStep(order, 'deCode');
  return ctx.db.transaction().execute(async (trx) => {
    // the order's row is written first: on PostgreSQL its lock makes a second click wait for the first
    // to commit, then see its job (SQLite has one writer anyway)
    const locked = await trx.updateTable('notary_orders').set({ updated_at: Date.now() }).where('id', '=', order.id).where('step', '=', 'deCode').executeTakeFirst();
    if (Number(locked.numUpdatedRows) !== 1) return { started: false };
    const open = await latestDecodeJob({ db: trx }, Number(order.id));
    if (open && (open.status === 'queued' || open.status === 'running')) return { started: false };
    const payload: NotaryDecodePayload = { orderId: Number(order.id), actorUserId: p.user.id };
    // the leaf of a record preserved moments ago may wait for its checkpoint: a few tries, a short back-off
    await enqueueJob(trx, { kind: NOTARY_DECODE_JOB, payload, dedupeKey: `${keyPrefix(Number(order.id))}${randomUUID()}`, maxAttempts: 5 });
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'notary.decode.request', targetType: 'notary_order', targetId: order.id, ip, detail: { orderNo: order.order_no } });
    return { started: true };
  });
}

/** deCode's page: the step, the job's state and progress, and each record's result. */
export async function notaryDecodeStatus(ctx: AppContext, p: UserPrincipal, orderId: number) {
  const accountId = requireOrderReader(p);
  const order = await ownNotaryOrder(ctx.db, accountId, orderId);
  const job = await latestDecodeJob(ctx, Number(order.id));
  const items = await ctx.db
    .selectFrom('notary_order_items as i')
    .innerJoin('evidence as e', 'e.id', 'i.evidence_id')
    .where('i.notary_order_id', '=', order.id)
    .select(['e.evidence_no', 'e.file_name', 'i.check_result'])
    .orderBy('i.position')
    .execute();
  return {
    step: order.step,
    stepName: stepName(order.step),
    notarial: Number(order.status),
    endReason: order.end_reason,
    job: job ? { status: job.status, progress: job.progress === null ? null : Number(job.progress), note: job.progress_note, error: job.last_error } : null,
    items: items.map((i) => ({ baoquan: i.evidence_no, fileName: i.file_name, checkResult: i.check_result })),
  };
}
