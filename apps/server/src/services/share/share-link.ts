import { createHash, randomBytes } from 'node:crypto';
import { CERT_MSG, SHARE_MSG, SHARE_TOKEN_PREFIX } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { isCertificateViewToken } from '../certificate/view-token';

/** A share token: the prefix and 32 random bytes. Only its SHA-256 is stored (migration 0036). */
export function newShareToken(): string {
  return `${SHARE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isShareToken(token: string): boolean {
  return token.startsWith(SHARE_TOKEN_PREFIX);
}

/**
 * Whether a link's token opens this number now: a certificate view token (never ends, decision 58) or a share token
 * of this record that has not ended. An ended link says so (the visitor should ask the owner for a new one); a token
 * that is not this record's answers like any bad token, so it says nothing about other records.
 */
export async function mustOpenByToken(db: Db, secret: Buffer, baoquan: string, token: string, now = Date.now()): Promise<void> {
  if (!isShareToken(token)) {
    if (!isCertificateViewToken(secret, baoquan, token)) throw refuse(CERT_MSG.badViewToken);
    return;
  }
  const link = await db
    .selectFrom('evidence_share_links as l')
    .innerJoin('evidence as e', 'e.id', 'l.evidence_id')
    .select('l.expires_at')
    .where('l.token_hash', '=', shareTokenHash(token))
    .where('e.evidence_no', '=', baoquan)
    .where('e.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!link) throw refuse(CERT_MSG.badViewToken);
  if (Number(link.expires_at) <= now) throw refuse(SHARE_MSG.linkExpired);
}
