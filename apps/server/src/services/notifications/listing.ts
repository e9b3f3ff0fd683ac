import { NEWS_PAGE_SIZE } from '@evidence/shared/constants';
import type { TNewsListing } from '@evidence/shared/contracts';
import { isInAppPath } from '@evidence/shared/validators';
import type { Db } from '../../db/connect';

/**
 * The caller's notifications, newest first (ties by id, so paging is stable), 10 a page, with the
 * total. Only the account's own rows exist for it; a page past the end is an empty list.
 */
export async function listNews(db: Db, userId: number, page: number): Promise<TNewsListing> {
  const total = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'content', 'is_read', 'created_at', 'link'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NEWS_PAGE_SIZE)
    .offset((page - 1) * NEWS_PAGE_SIZE)
    .execute();
  return {
    list: rows.map((r) => ({
      newsId: Number(r.id),
      str: r.content,
      addTime: Number(r.created_at),
      isRead: Number(r.is_read) === 0 ? ('0' as const) : ('1' as const),
      // notify() writes only in-app paths; a row changed in the database is answered without its link
      ...(r.link && isInAppPath(r.link) ? { link: r.link } : {}),
    })),
    count: Number(total.n),
  };
}
