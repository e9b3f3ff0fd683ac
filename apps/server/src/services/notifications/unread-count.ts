import type { Db } from '../../db/connect';

/**
 * The account's unread notifications (the bell's number; getAuthInfo's newsNum). The index
 * (user_id, is_read) answers it without reading the rows, so the bell may poll. PostgreSQL answers
 * count(*) as bigint (parsed to a number by db/connect.ts), SQLite as a number: Number() either way.
 */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
