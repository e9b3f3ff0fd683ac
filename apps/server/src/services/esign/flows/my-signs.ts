import { ESIGN, ESIGN_FLOW_STATUS_NAMES, ESIGN_SIGNER_STATUS_NAMES, EsignFlowStatus, EsignSignerStatus, VerifyStatus, type EsignFlowStatus as TFlowStatus, type EsignSignerStatus as TSignerStatus } from '@evidence/shared/constants';
import type { TMySignsFilters, TMySignsResponse } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { certificateViewToken } from '../../certificate/view-token';
import type { UserPrincipal } from '../../auth/principal';
import { ownerDisplayName } from '../esign-texts';
import { shownFlowStatus } from './shown-status';

/**
 * Which signer rows an account is (decision 810): the login phone of a real-name verified account, and the
 * kind that account is — a personal account is the `person` signer at its phone, a company's main account the
 * `company` signer at its phone (the phone the company's link is texted to, decision 459). A sub-account acting
 * for its company (role '2') is no signer of the company's flows; an unverified account is no signer at all.
 * Null when the account is no signer.
 */
export function signerIdentityOf(p: UserPrincipal): { phone: string; kind: 'person' | 'company' } | null {
  if (p.role === 'companySub' || p.actingCompanyId !== null) return null;
  if (Number(p.user.verify_status) !== VerifyStatus.verified) return null;
  return { phone: p.user.phone, kind: Number(p.user.account_type) === 2 ? 'company' : 'person' };
}

/**
 * The signer's inbox, newest sent first, 10 a page: `todo` the flows awaiting my signature now (签署中, not past
 * their expiry, my turn has come and I have neither signed nor refused); `all` every sent flow I am a signer of.
 * Drafts and deleted flows never show (a draft's signers were never told). A completed flow's row names the signed
 * contract when it is shared with me (evidence_shares, decision 813), with what opens its certificate.
 */
export async function mySigns(ctx: Pick<AppContext, 'db' | 'downloadSecret'>, p: UserPrincipal, q: TMySignsFilters, now = Date.now()): Promise<TMySignsResponse> {
  const db = ctx.db;
  const me = signerIdentityOf(p);
  if (!me) return { count: 0, list: [] };
  const page = q.page ?? 1;
  const base = inboxBase(db, me, q.tab, now);
  const [rows, total] = await Promise.all([
    base
      .select(['f.id as flow_id', 's.id as signer_id', 'f.flow_no', 'f.title', 'f.status', 'f.owner_user_id', 'f.sent_at', 'f.expires_at', 's.role', 's.status as my_status', 's.signed_at', 's.token_expires_at'])
      .orderBy('f.sent_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(ESIGN.pageSize)
      .offset((page - 1) * ESIGN.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const flowIds = [...new Set(rows.map((r) => Number(r.flow_id)))];
  const ownerIds = [...new Set(rows.map((r) => Number(r.owner_user_id)))];
  const [signers, owners, shares] = await Promise.all([
    flowIds.length ? db.selectFrom('esign_signers').select(['flow_id', 'status']).where('flow_id', 'in', flowIds).execute() : [],
    ownerIds.length ? db.selectFrom('users').select(['id', 'account_type', 'company', 'contact_name']).where('id', 'in', ownerIds).execute() : [],
    flowIds.length
      ? db
          .selectFrom('evidence_shares as sh')
          .innerJoin('evidence as e', 'e.id', 'sh.evidence_id')
          // only the flow's own signed result, as 与我共享 reads it (shared-records.ts)
          .innerJoin('esign_flows as f', 'f.id', 'sh.flow_id')
          .whereRef('f.result_evidence_id', '=', 'sh.evidence_id')
          .select(['sh.flow_id', 'e.id', 'e.evidence_no'])
          .where('sh.user_id', '=', p.user.id)
          .where('sh.flow_id', 'in', flowIds)
          .where('e.deleted_at', 'is', null)
          .execute()
      : [],
  ]);
  return {
    count: Number(total.n),
    list: rows.map((r) => {
      const status = shownFlowStatus(r, signers.filter((s) => Number(s.flow_id) === Number(r.flow_id)).map((s) => s.status), now);
      const canSign =
        status === EsignFlowStatus.signing &&
        Number(r.expires_at) > now &&
        (r.my_status === EsignSignerStatus.unread || r.my_status === EsignSignerStatus.read) &&
        r.token_expires_at !== null &&
        Number(r.token_expires_at) > now;
      const result = status === EsignFlowStatus.completed ? shares.find((x) => Number(x.flow_id) === Number(r.flow_id)) : undefined;
      return {
        flowId: Number(r.flow_id),
        signerId: Number(r.signer_id),
        flowNo: r.flow_no,
        title: r.title,
        sender: ownerDisplayName(owners.find((o) => Number(o.id) === Number(r.owner_user_id))),
        role: r.role,
        status,
        statusName: ESIGN_FLOW_STATUS_NAMES[status as TFlowStatus] ?? status,
        myStatus: r.my_status,
        myStatusName: ESIGN_SIGNER_STATUS_NAMES[r.my_status as TSignerStatus] ?? r.my_status,
        canSign,
        sentAt: r.sent_at === null ? null : Number(r.sent_at),
        expiresAt: Number(r.expires_at),
        signedAt: r.signed_at === null ? null : Number(r.signed_at),
        resultId: result ? Number(result.id) : null,
        resultBaoquan: result?.evidence_no ?? null,
        resultViewToken: result ? certificateViewToken(ctx.downloadSecret, result.evidence_no) : null,
      };
    }),
  };
}

/** The signer rows (with their flows) of the inbox tab: drafts and deleted flows never; `todo` only those signable now. */
function inboxBase(db: Db, me: { phone: string; kind: string }, tab: TMySignsFilters['tab'], now: number) {
  let b = db
    .selectFrom('esign_signers as s')
    .innerJoin('esign_flows as f', 'f.id', 's.flow_id')
    .where('s.phone', '=', me.phone)
    .where('s.signer_kind', '=', me.kind)
    .where('f.deleted_at', 'is', null)
    .where('f.status', '!=', EsignFlowStatus.draft);
  if (tab === 'todo') {
    b = b
      .where('f.status', '=', EsignFlowStatus.signing)
      .where('f.expires_at', '>', now)
      .where('s.status', 'in', [EsignSignerStatus.unread, EsignSignerStatus.read])
      .where('s.token_expires_at', '>', now);
  }
  return b;
}

/** The header menu's 待办 count: the flows awaiting my signature now (the `todo` tab's count, one query). */
export async function mySignsTodoCount(db: Db, p: UserPrincipal, now = Date.now()): Promise<number> {
  const me = signerIdentityOf(p);
  if (!me) return 0;
  const r = await inboxBase(db, me, 'todo', now).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
