import type { TNewsChange, TNewsReadInput } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { unreadCount } from './unread-count';

/**
 * Marks the caller's notifications read: the ids given, or every unread one ('全部已读'). Ids of
 * another account or of no row change nothing and answer like read ones (count is what changed).
 * Not audited: it changes only whether the account has seen its own notice (decision 88).
 */
export async function readNews(db: Db, userId: number, req: TNewsReadInput): Promise<TNewsChange> {
  let q = db.updateTable('notifications').set({ is_read: 1 }).where('user_id', '=', userId).where('is_read', '=', 0);
  if (!req.all) q = q.where('id', 'in', req.ids);
  const r = await q.executeTakeFirst();
  return { count: Number(r.numUpdatedRows), newsNum: await unreadCount(db, userId) };
}
