import { isInAppPath } from '@evidence/shared/validators';
import type { Db } from '../../db/connect';

/** The column holds at most 1000 characters (migration 0001). */
export const NOTIFICATION_MAX_CHARS = 1000;

/**
 * The one writer of notifications (消息通知). It runs inside the caller's transaction, so a notice
 * exists exactly when the change it tells of was committed. Notices are per account (`users.id`):
 * a company's events go to the company's main account; a person acting as a company's sub-account
 * reads the notices of their own login (decision 85).
 */
export async function notify(trx: Db, userId: number, content: string, at: number = Date.now(), link?: string): Promise<void> {
  const text = content.trim();
  // a link is a path inside this site: the notice list renders it as a router link, never as an address elsewhere
  if (link !== undefined && !isInAppPath(link)) throw new Error('notify: link must be an in-app path');
  // a notice nobody can read is a bug of its caller, not something to store half
  if (text === '') throw new Error('notify: empty notification');
  if ([...text].length > NOTIFICATION_MAX_CHARS) throw new Error('notify: notification longer than 1000 characters');
  await trx.insertInto('notifications').values({ user_id: userId, content: text, is_read: 0, created_at: at, link: link ?? null }).execute();
}

