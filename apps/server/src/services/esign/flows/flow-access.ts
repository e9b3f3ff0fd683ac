import { ESIGN_MSG, VerifyStatus } from '@evidence/shared/constants';
import type { Db } from '../../../db/connect';
import type { EsignFlow } from '../../../db/schema';
import { ownerDisplayName } from '../esign-texts';
import { refuse } from '../../../errors';
import type { UserPrincipal } from '../../auth/principal';

/** Who acts on sign flows: whose flows (and points) they are, who is at the keyboard, through which membership. */
export interface FlowActor {
  ownerUserId: number;
  actorUserId: number;
  memberId: number | null;
  /** a company's sub-account: sees and acts on only the flows it created (decision 435) */
  sub: boolean;
}

export function flowActor(p: UserPrincipal): FlowActor {
  if (p.role === 'companySub' && p.actingCompanyId !== null) return { ownerUserId: p.actingCompanyId, actorUserId: p.user.id, memberId: p.memberId, sub: true };
  return { ownerUserId: p.user.id, actorUserId: p.user.id, memberId: null, sub: false };
}

/**
 * One flow the actor may see, or the one 'does not exist' refusal for a missing id, another account's flow,
 * a deleted draft and (for a sub-account) a flow another member or the main account created.
 */
export async function loadFlow(db: Db, a: FlowActor, id: number): Promise<EsignFlow> {
  let q = db.selectFrom('esign_flows').selectAll().where('id', '=', id).where('owner_user_id', '=', a.ownerUserId).where('deleted_at', 'is', null);
  if (a.sub) q = q.where('creator_user_id', '=', a.actorUserId);
  const flow = await q.executeTakeFirst();
  if (!flow) throw refuse(ESIGN_MSG.flowNotFound);
  return flow;
}

/** Sending needs a real-name verified owner (the company's verification for its members), and its display name. */
export async function verifiedOwner(db: Db, a: FlowActor): Promise<{ senderName: string }> {
  const u = await db.selectFrom('users').select(['verify_status', 'account_type', 'company', 'contact_name', 'phone']).where('id', '=', a.ownerUserId).executeTakeFirstOrThrow();
  if (Number(u.verify_status) !== VerifyStatus.verified) throw refuse(ESIGN_MSG.notVerified);
  return { senderName: ownerDisplayName(u) };
}
