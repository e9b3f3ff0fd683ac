import { NEWS_MSG } from '@evidence/shared/constants';
import type { TNewsChange } from '@evidence/shared/contracts';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { writeAudit } from '../audit/write-audit';
import { unreadCount } from './unread-count';

/**
 * Deletes the caller's notifications among `ids` for good (a notice is not evidence; what happened
 * stays in the audit and custody logs). Only the caller's own rows are touched: another account's id
 * and a missing one answer alike. Nothing deleted answers '消息不存在或已删除'. The audit row, in the
 * same transaction, names the account and the deleted ids (not their text).
 */
export async function delNews(db: Db, userId: number, ids: number[], ip: string | null): Promise<TNewsChange> {
  const deleted = await db.transaction().execute(async (trx) => {
    const own = await trx.selectFrom('notifications').select(['id', 'is_read']).where('user_id', '=', userId).where('id', 'in', ids).orderBy('id').execute();
    if (own.length === 0) return 0;
    const ownIds = own.map((r) => Number(r.id));
    const r = await trx.deleteFrom('notifications').where('user_id', '=', userId).where('id', 'in', ownIds).executeTakeFirst();
    const count = Number(r.numDeletedRows);
    if (count === 0) return 0;
    const unread = own.filter((n) => Number(n.is_read) === 0).length;
    await writeAudit(trx, { actorType: 'user', actorId: userId, action: 'notification.delete', targetType: 'user', targetId: userId, ip, detail: { ids: ownIds, count, unread } });
    return count;
  });
  if (deleted === 0) throw refuse(NEWS_MSG.notFound);
  return { count: deleted, newsNum: await unreadCount(db, userId) };
}
