/**
 * Pure helpers of the notifications page: the optimistic "read" of the listing's cached pages and
 * where the page goes after a delete. Kept apart from React so they are unit-tested.
 */
import { NEWS_PAGE_SIZE } from '@evidence/shared/constants';
import type { TNewsListing } from '@evidence/shared/contracts';

/** The page with these ids (or every row when `all`) shown as read; the same object when nothing changes. */
export function markReadInPage(page: TNewsListing | undefined, ids: readonly number[], all: boolean): TNewsListing | undefined {
  if (!page) return page;
  const wanted = new Set(ids);
  let changed = false;
  const list = page.list.map((n) => {
    if (n.isRead === '1' || (!all && !wanted.has(n.newsId))) return n;
    changed = true;
    return { ...n, isRead: '1' as const };
  });
  return changed ? { ...page, list } : page;
}

/** How many of these ids are unread on the page (the bell's optimistic decrement). */
export function unreadAmong(page: TNewsListing | undefined, ids: readonly number[]): number {
  if (!page) return 0;
  const wanted = new Set(ids);
  return page.list.filter((n) => n.isRead === '0' && wanted.has(n.newsId)).length;
}

/** The page to show after deleting `deleted` rows: the last page may have emptied. */
export function pageAfterDelete(page: number, total: number, deleted: number): number {
  const left = Math.max(0, total - deleted);
  const lastPage = Math.max(1, Math.ceil(left / NEWS_PAGE_SIZE));
  return Math.min(page, lastPage);
}
