import { SIGN_INTENT_MSG, SignIntentStatus } from '@evidence/shared/constants';
import type { Db } from '../../db/connect';
import type { SignIntent } from '../../db/schema';
import { refuse } from '../../errors';
import { hashIntentToken, isIntentTokenShape } from './intent-token';

/**
 * The intent a phone's token names, still usable: a token of the wrong shape or unknown is
 * '签字链接无效…'; one past its time, or replaced by a newer code, '本次签字请求已过期…'; one whose
 * handwriting a signing already took, '该二维码已使用…'.
 */
export async function usableIntent(db: Db, token: unknown, now = Date.now()): Promise<SignIntent> {
  if (!isIntentTokenShape(token)) throw refuse(SIGN_INTENT_MSG.badToken);
  const row = await db.selectFrom('sign_intents').selectAll().where('token_hash', '=', hashIntentToken(token)).executeTakeFirst();
  if (!row) throw refuse(SIGN_INTENT_MSG.badToken);
  if (row.status === SignIntentStatus.used) throw refuse(SIGN_INTENT_MSG.used);
  if (row.status === SignIntentStatus.cancelled || row.status === SignIntentStatus.expired) throw refuse(SIGN_INTENT_MSG.expired);
  if (Number(row.expires_at) <= now) {
    await db.updateTable('sign_intents').set({ status: SignIntentStatus.expired }).where('id', '=', row.id).where('status', '=', row.status).execute();
    throw refuse(SIGN_INTENT_MSG.expired);
  }
  return row;
}

/** The status the desktop sees: an open intent past its time reads as expired. */
export function effectiveStatus(row: Pick<SignIntent, 'status' | 'expires_at'>, now = Date.now()): string {
  const open = row.status === SignIntentStatus.pending || row.status === SignIntentStatus.verified;
  return open && Number(row.expires_at) <= now ? SignIntentStatus.expired : row.status;
}
