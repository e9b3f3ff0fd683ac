/**
 * Notifications, 消息通知 (000 §2, §3, §7; 001 §2.3, §9). The specification gives the page, the
 * fields and the calls; the messages below are ours (decisions 85–89).
 */
import { PAGE_SIZE } from './limits';

/** 10 a page (000 §2 "10 per page") */
export const NEWS_PAGE_SIZE = PAGE_SIZE;
/** ids one read or delete call may name (a page holds 10; a little room for scripts) */
export const NEWS_IDS_MAX = 100;
/** the bell asks for the unread count this often while logged in */
export const NEWS_POLL_MS = 60_000;

/** `isRead` of 000 §3: '0' unread, '1' read */
export const NewsRead = { unread: '0', read: '1' } as const;

export const NEWS_MSG = {
  badIds: '消息编号格式不正确',
  tooManyIds: `一次最多选择${NEWS_IDS_MAX}条消息`,
  selectToRead: '请选择要标记为已读的消息',
  selectToDelete: '请选择要删除的消息',
  badAll: '参数all格式不正确',
  notFound: '消息不存在或已删除',
  read: '操作成功',
  deleted: '删除成功',
  deleteConfirm: '确定删除选中的{count}条消息吗？删除后不可恢复。',
  empty: '暂无消息',
  /** the evidence owner's notice when someone else extracted a record with the code */
  extractedNotice:
    '您的存证记录（保全号 {baoquan}）已于{time}被网络地址（{address}）凭提取码提取。如非您授权的人员操作，请及时修改提取码。',
} as const;
