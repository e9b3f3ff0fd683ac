import { NEWS_MSG } from '@evidence/shared/constants';
import { ZNewsChange, ZNewsReadRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireUser } from '../../../plugins/guards';
import { readNews } from '../../../services/notifications/read';

/**
 * POST /api/News/read with newsId, comma-separated (000 §7), or all=1 for '全部已读' (decision 87):
 * the caller's own notifications become read; answers how many changed and the new unread count.
 */
export default function newsReadRoute(app: App, ctx: AppContext) {
  app.post(
    '/News/read',
    {
      schema: { tags: ['news'], security: [{ bearer: [] }], body: ZNewsReadRequest, response: { 200: zEnvelope(ZNewsChange) } },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => ok(await readNews(ctx.db, requireUser(request).user.id, request.body), NEWS_MSG.read),
  );
}
