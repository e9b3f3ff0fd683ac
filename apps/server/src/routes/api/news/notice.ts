import { ZNewsNotice, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { unreadCount } from '../../../services/notifications/unread-count';

/**
 * GET /api/news/notice (000 §7): the caller's unread count for the header bell, which polls it every
 * 60 s (one indexed count; POST answers the same).
 */
export default function newsNoticeRoute(app: App, ctx: AppContext) {
  const opts = { schema: { tags: ['news'], security: [{ bearer: [] }], response: { 200: zEnvelope(ZNewsNotice) } } };
  const handle = async (request: Parameters<typeof requireUser>[0]) => ok({ newsNum: await unreadCount(ctx.db, requireUser(request).user.id) });
  app.get('/news/notice', opts, handle);
  app.post('/news/notice', opts, handle);
}
