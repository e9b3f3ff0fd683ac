import { ESIGN_MSG, EsignFlowStatus, EsignSignerStatus } from '@evidence/shared/constants';
import { MY_SIGN_MSG, type TMySignLinkResponse } from '@evidence/shared/contracts';
import type { Db } from '../../../db/connect';
import { refuse } from '../../../errors';
import type { UserPrincipal } from '../../auth/principal';
import { writeAudit } from '../../audit/write-audit';
import { EsignEvent, recordFlowEvent } from '../flow-events';
import { issueSignerLink } from '../signer-link';
import { signerIdentityOf } from './my-signs';

/**
 * The caller's own signer row of a sent flow (decision 810: its verified login phone and its kind), with the
 * flow; anything else — another account's row, a sub-account, an unverified account, a draft or deleted
 * flow — answers exactly like a missing flow.
 */
export async function mySignerRow(db: Db, p: UserPrincipal, signerId: number) {
  const me = signerIdentityOf(p);
  if (!me) throw refuse(ESIGN_MSG.flowNotFound);
  const row = await db
    .selectFrom('esign_signers as s')
    .innerJoin('esign_flows as f', 'f.id', 's.flow_id')
    .select(['s.id as signer_id', 's.status as signer_status', 's.token_expires_at', 'f.id as flow_id', 'f.flow_no', 'f.status as flow_status', 'f.expires_at', 'f.result_evidence_id'])
    .where('s.id', '=', signerId)
    .where('s.phone', '=', me.phone)
    .where('s.signer_kind', '=', me.kind)
    .where('f.deleted_at', 'is', null)
    .where('f.status', '!=', EsignFlowStatus.draft)
    .executeTakeFirst();
  if (!row) throw refuse(ESIGN_MSG.flowNotFound);
  return row;
}

/**
 * 去签署 (decision 812): a fresh signing link for the caller's own signer row, answered as an in-app path so the
 * same /h5elesign ceremony opens in this browser. Only while the flow is 签署中 and before its deadline, and only
 * once the signer's turn has come (a link was issued and is alive). Like a resend, the new link replaces the
 * texted one and forgets any identity or intent confirmed through it (issueSignerLink, decision 407): the
 * ceremony's ID-number check and SMS code run again in full — the session proves the password, not who holds
 * the phone now. The timeline (link_sent, inbox) and the audit log say who took the link.
 */
export async function mySignLink(db: Db, p: UserPrincipal, signerId: number, ip: string | null, now = Date.now()): Promise<TMySignLinkResponse> {
  const row = await mySignerRow(db, p, signerId);
  if (row.signer_status === EsignSignerStatus.signed) throw refuse(ESIGN_MSG.usedLink);
  if (row.flow_status !== EsignFlowStatus.signing || row.signer_status === EsignSignerStatus.rejected) throw refuse(MY_SIGN_MSG.notSigning);
  if (Number(row.expires_at) <= now) throw refuse(MY_SIGN_MSG.expired);
  if (row.signer_status === EsignSignerStatus.waiting || row.token_expires_at === null || Number(row.token_expires_at) <= now) throw refuse(MY_SIGN_MSG.notYourTurn);
  return db.transaction().execute(async (trx) => {
    // claims the row while it still holds a live link: a signature or refusal that landed meanwhile wins
    const claimed = await trx
      .updateTable('esign_signers')
      .set({ sent_at: now })
      .where('id', '=', row.signer_id)
      .where('status', 'in', [EsignSignerStatus.unread, EsignSignerStatus.read])
      .where('token_expires_at', '>', now)
      .returning(['id', 'status'])
      .executeTakeFirst();
    if (!claimed) throw refuse(MY_SIGN_MSG.notSigning);
    const { path } = await issueSignerLink(trx, { id: claimed.id, status: claimed.status }, Number(row.expires_at), now);
    await recordFlowEvent(trx, { flowId: Number(row.flow_id), signerId: Number(row.signer_id), kind: EsignEvent.linkSent, at: now, ip, detail: { by: p.user.id, inbox: true } });
    await writeAudit(trx, { actorType: 'user', actorId: p.user.id, action: 'esign.inbox.link', targetType: 'esign_flow', targetId: Number(row.flow_id), ip, detail: { flowNo: row.flow_no, signerId: Number(row.signer_id) } });
    return { url: path, expiresAt: Number(row.expires_at) };
  });
}
