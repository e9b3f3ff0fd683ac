import { sql } from 'kysely';
import { ESIGN, ESIGN_FLOW_STATUS_NAMES, ESIGN_SIGNER_STATUS_NAMES, type EsignFlowStatus, type EsignSignerStatus } from '@evidence/shared/constants';
import type { TListSignFilters, TListSignResponse } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import type { FlowActor } from './flow-access';
import { shownFlowStatus } from './shown-status';

const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * /electric-sign/manage: the actor's flows, newest first, 10 a page. The owner's (an individual's, or all of
 * a company's for its main account); a sub-account sees those it created. The keyword matches the title,
 * the flow number or a signer's name; the day range applies to the creation time.
 */
export async function listSign(db: Db, a: FlowActor, q: TListSignFilters): Promise<TListSignResponse> {
  const page = q.page ?? 1;
  let base = db.selectFrom('esign_flows as f').where('f.owner_user_id', '=', a.ownerUserId).where('f.deleted_at', 'is', null);
  if (a.sub) base = base.where('f.creator_user_id', '=', a.actorUserId);
  if (q.status) base = base.where('f.status', '=', q.status);
  if (q.startTime !== undefined) base = base.where('f.created_at', '>=', q.startTime * 1000);
  if (q.endTime !== undefined) base = base.where('f.created_at', '<', (q.endTime + 1) * 1000);
  if (q.keyword !== undefined) {
    const k = likeAny(q.keyword.trim());
    base = base.where((eb) =>
      eb.or([
        eb(sql`f.title`, 'like', sql`${k} escape '\\'`),
        eb(sql`f.flow_no`, 'like', sql`${k} escape '\\'`),
        eb.exists(eb.selectFrom('esign_signers as s').select('s.id').whereRef('s.flow_id', '=', 'f.id').where(sql<boolean>`s.name like ${k} escape '\\'`)),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select(['f.id', 'f.flow_no', 'f.title', 'f.status', 'f.created_at', 'f.sent_at', 'f.expires_at'])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(ESIGN.pageSize)
      .offset((page - 1) * ESIGN.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const signers = ids.length ? await db.selectFrom('esign_signers').select(['id', 'flow_id', 'name', 'role', 'status', 'position']).where('flow_id', 'in', ids).orderBy('position').execute() : [];
  const shown = (r: (typeof rows)[number]) => shownFlowStatus(r, signers.filter((s) => Number(s.flow_id) === Number(r.id)).map((s) => s.status));
  return {
    count: Number(total.n),
    list: rows.map((r) => ({
      id: Number(r.id),
      flowNo: r.flow_no,
      title: r.title,
      status: shown(r),
      statusName: ESIGN_FLOW_STATUS_NAMES[shown(r) as EsignFlowStatus] ?? r.status,
      signers: signers
        .filter((s) => Number(s.flow_id) === Number(r.id))
        .map((s) => ({ id: Number(s.id), name: s.name, role: s.role, status: s.status, statusName: ESIGN_SIGNER_STATUS_NAMES[s.status as EsignSignerStatus] ?? s.status })),
      createdAt: Number(r.created_at),
      sentAt: r.sent_at === null ? null : Number(r.sent_at),
      expiresAt: Number(r.expires_at),
    })),
  };
}
