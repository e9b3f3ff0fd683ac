import { ESIGN_MSG, EsignFlowStatus, EsignSignerStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { EsignFlow, EsignSigner } from '../../db/schema';
import { refuse } from '../../errors';
import { hashIntentToken, isIntentTokenShape, newIntentToken } from '../intent/intent-token';

/** The phone page a signing link opens (001 §2.2: /h5elesign with the token query). */
export const signerLinkPath = (token: string) => `/h5elesign?token=${token}`;

/**
 * A new signing link for a signer whose turn it is: 32 random bytes, only the SHA-256 stored, valid until
 * the flow expires. A new link replaces the old one (a resent SMS makes the earlier link stop working) and
 * starts the signer's checks again: identity and intent confirmed through an earlier link are forgotten, so
 * whoever holds the new link (the sender who copied it, say) must pass them through this link themselves
 * (decision 407: they were kept, and a copied link could sign on the signer's confirmed intent). The signer
 * moves waiting → unread (an already opened signer keeps read). Inside the caller's transaction.
 */
export async function issueSignerLink(trx: Db, signer: Pick<EsignSigner, 'id' | 'status'>, expiresAt: number, now = Date.now()): Promise<{ token: string; path: string }> {
  const { token, hash } = newIntentToken();
  const status = signer.status === EsignSignerStatus.read ? EsignSignerStatus.read : EsignSignerStatus.unread;
  // the link replaced is remembered, so that once the signer has signed it says 您已签署 (decision 887)
  const old = await trx.selectFrom('esign_signers').select('token_hash').where('id', '=', signer.id).executeTakeFirst();
  if (old?.token_hash) await trx.insertInto('esign_replaced_links').values({ signer_id: signer.id, token_hash: old.token_hash, replaced_at: now }).execute();
  await trx
    .updateTable('esign_signers')
    .set({
      token_hash: hash, token_expires_at: expiresAt, sent_at: now, status,
      identity_method: null, identity_at: null, identity_sealed: null, account_user_id: null, intent_method: null, intent_at: null, face_transaction_id: null,
    })
    .where('id', '=', signer.id)
    .execute();
  return { token, path: signerLinkPath(token) };
}

/**
 * The signer and flow a link names, while the link can still be used to sign: any unknown token, a link
 * replaced by a newer one, past its time, of a signer who already signed or refused, or of a flow no longer
 * 签署中 answers the one message of 001 §8 ('本次签约请求已过期，请重新点击链接进行签约'), so a link tells
 * nothing about a flow to someone who should not use it. The link dies with the signature: it is
 * single-use in that sense (decision 401); opened again it answers '您已签署' (ESIGN_MSG.usedLink, decision 811).
 */
export async function signerByToken(db: Db, token: unknown, now = Date.now()): Promise<{ signer: EsignSigner; flow: EsignFlow }> {
  if (!isIntentTokenShape(token)) throw refuse(ESIGN_MSG.linkExpired);
  const signer = await db.selectFrom('esign_signers').selectAll().where('token_hash', '=', hashIntentToken(token)).executeTakeFirst();
  // the link that signed, or one of the signer's links it replaced, opened again: 您已签署 (decisions 811, 887) — it
  // tells its holder only what they did
  if (!signer && (await signedSignerOfLink(db, token))) throw refuse(ESIGN_MSG.usedLink);
  if (!signer || signer.token_expires_at === null || Number(signer.token_expires_at) <= now) throw refuse(ESIGN_MSG.linkExpired);
  if (signer.status !== EsignSignerStatus.unread && signer.status !== EsignSignerStatus.read) throw refuse(ESIGN_MSG.linkExpired);
  const flow = await db.selectFrom('esign_flows').selectAll().where('id', '=', signer.flow_id).executeTakeFirstOrThrow();
  if (flow.status !== EsignFlowStatus.signing || flow.deleted_at !== null || Number(flow.expires_at) <= now) throw refuse(ESIGN_MSG.linkExpired);
  return { signer, flow };
}

/**
 * The signer who signed, named by the link that signed or by any of their links a newer one replaced (decision
 * 887): the same person at the same phone or account, who already saw the document. Null for anything else.
 */
export async function signedSignerOfLink(db: Db, token: string): Promise<{ id: number; flow_id: number } | null> {
  const h = hashIntentToken(token);
  const row = await db
    .selectFrom('esign_signers')
    .select(['id', 'flow_id'])
    .where('status', '=', EsignSignerStatus.signed)
    .where((eb) => eb.or([eb('used_token_hash', '=', h), eb('id', 'in', eb.selectFrom('esign_replaced_links').select('signer_id').where('token_hash', '=', h))]))
    .executeTakeFirst();
  return row ? { id: Number(row.id), flow_id: Number(row.flow_id) } : null;
}

/**
 * The signers whose turn has come and who have no link yet: in a parallel flow every waiting signer, in a
 * sequential one the first signer (by position) that has not signed, if it is still waiting.
 */
export function signersDue<S extends Pick<EsignSigner, 'id' | 'status' | 'position'>>(flow: Pick<EsignFlow, 'order_mode'>, signers: S[]): S[] {
  const ordered = [...signers].sort((a, b) => a.position - b.position);
  if (flow.order_mode !== 'sequential') return ordered.filter((s) => s.status === EsignSignerStatus.waiting);
  const next = ordered.find((s) => s.status !== EsignSignerStatus.signed);
  return next && next.status === EsignSignerStatus.waiting ? [next] : [];
}
