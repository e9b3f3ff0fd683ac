import { describe, expect, it } from 'vitest';
import type { TNewsListing } from '@evidence/shared/contracts';
import { markReadInPage, pageAfterDelete, unreadAmong } from './news-cache';

const page: TNewsListing = {
  count: 3,
  list: [
    { newsId: 3, str: 'c', addTime: 3, isRead: '0' },
    { newsId: 2, str: 'b', addTime: 2, isRead: '1' },
    { newsId: 1, str: 'a', addTime: 1, isRead: '0' },
  ],
};

describe('markReadInPage', () => {
  it('marks only the ids given, or every row with all', () => {
    expect(markReadInPage(page, [1], false)?.list.map((n) => n.isRead)).toEqual(['0', '1', '1']);
    expect(markReadInPage(page, [], true)?.list.map((n) => n.isRead)).toEqual(['1', '1', '1']);
    expect(page.list.map((n) => n.isRead)).toEqual(['0', '1', '0']);
  });
  it('answers the same object when nothing changes (no needless re-render)', () => {
    expect(markReadInPage(page, [2, 99], false)).toBe(page);
    expect(markReadInPage(undefined, [1], true)).toBeUndefined();
  });
});

describe('unreadAmong', () => {
  it('counts the unread of the ids on the page', () => {
    expect(unreadAmong(page, [1, 2, 3])).toBe(2);
    expect(unreadAmong(page, [2])).toBe(0);
    expect(unreadAmong(undefined, [1])).toBe(0);
  });
});

describe('pageAfterDelete', () => {
  it('stays unless the last page emptied', () => {
    expect(pageAfterDelete(3, 21, 1)).toBe(2);
    expect(pageAfterDelete(3, 22, 1)).toBe(3);
    expect(pageAfterDelete(1, 5, 5)).toBe(1);
    expect(pageAfterDelete(2, 20, 10)).toBe(1);
    expect(pageAfterDelete(1, 30, 10)).toBe(1);
  });
});
