import { CUSTODY_PAGE_SIZE, EVIDENCE_MSG } from '@evidence/shared/constants';
import type { TCustodyPage } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import type { UserPrincipal } from '../auth/principal';
import { visibleEvidence } from '../evidence/evidence-scope';
import { actionName, custodyTexts, describeHow, visitorLabel, type CustodyLang } from './describe-custody';
import { maskName, maskPhone } from '../privacy/mask';

export interface CustodyQuery {
  baoquan?: string | undefined;
  dataId?: number | undefined;
  page: number;
  lang?: CustodyLang | undefined;
}

/**
 * A record's custody log for whoever may see the record (visibleEvidence: the owner, a company's
 * main account for its members' uploads, a member for its own): newest first, 10 a page. Another
 * tenant's or a deleted record answers like a missing one. Who: the owner's own account, a member of
 * the owning company by name, any other account and any visitor only partly (masked phone, network
 * part of the address). `lang` words it for the English certificate.
 */
export async function getCustody(db: Db, p: UserPrincipal, q: CustodyQuery): Promise<TCustodyPage> {
  let find = visibleEvidence(db, p).select(['evidence.id', 'evidence.owner_user_id']);
  if (q.baoquan !== undefined) find = find.where('evidence.evidence_no', '=', q.baoquan);
  if (q.dataId !== undefined) find = find.where('evidence.id', '=', q.dataId);
  const ev = await find.executeTakeFirst();
  if (!ev) throw refuse(EVIDENCE_MSG.notFound);

  const total = await db
    .selectFrom('evidence_custody')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('evidence_id', '=', ev.id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('evidence_custody')
    .leftJoin('users', (j) => j.onRef('users.id', '=', 'evidence_custody.actor_id').on('evidence_custody.actor_type', '=', 'user'))
    .select(['evidence_custody.id', 'evidence_custody.at', 'evidence_custody.action', 'evidence_custody.actor_type', 'evidence_custody.actor_id', 'evidence_custody.ip', 'evidence_custody.detail', 'users.phone', 'users.contact_name', 'users.company'])
    .where('evidence_custody.evidence_id', '=', ev.id)
    .orderBy('evidence_custody.at', 'desc')
    .orderBy('evidence_custody.id', 'desc')
    .limit(CUSTODY_PAGE_SIZE)
    .offset((q.page - 1) * CUSTODY_PAGE_SIZE)
    .execute();

  const actorIds = [...new Set(rows.filter((r) => r.actor_type === 'user' && r.actor_id !== null).map((r) => Number(r.actor_id)))];
  const members = actorIds.length === 0
    ? new Set<number>()
    : new Set(
        (await db.selectFrom('company_members').select('member_user_id').where('company_user_id', '=', ev.owner_user_id).where('member_user_id', 'in', actorIds).execute()).map((m) => Number(m.member_user_id)),
      );
  const ownerId = Number(ev.owner_user_id);

  const lang = q.lang ?? 'zh';
  const t = custodyTexts(lang);
  const list = rows.map((r) => {
    const detail = parseDetail(r.detail);
    let actor: string;
    if (r.actor_type === 'user') {
      const id = Number(r.actor_id);
      const name = r.contact_name ?? r.company ?? '';
      const phone = r.phone ? maskPhone(r.phone) : '';
      if (id === ownerId) actor = t.self(phone);
      else if (members.has(id)) actor = t.member(name, phone);
      else actor = t.other(name ? maskName(name) : '', phone);
    } else if (r.actor_type === 'visitor') actor = visitorLabel(r.ip, lang);
    else if (r.actor_type === 'operator') actor = t.operator;
    else actor = t.system;
    return { id: Number(r.id), at: Number(r.at), action: r.action, actionName: actionName(r.action, lang), actor, how: describeHow(r.action, detail, lang) };
  });
  return { list, count: Number(total.n) };
}

function parseDetail(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
