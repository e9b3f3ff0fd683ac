import { NEWS_MSG } from '@evidence/shared/constants';
import { ZNewsChange, ZNewsDelRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requireUser } from '../../../plugins/guards';
import { delNews } from '../../../services/notifications/del';

/**
 * POST /api/News/del with newsId, comma-separated (000 §7): deletes the caller's own notifications
 * among them (audited); another account's ids change nothing and answer like missing ones.
 */
export default function newsDelRoute(app: App, ctx: AppContext) {
  app.post(
    '/News/del',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['news'], security: [{ bearer: [] }], body: ZNewsDelRequest, response: { 200: zEnvelope(ZNewsChange) } },
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request) => {
      const p = requireUser(request);
      return ok(await delNews(ctx.db, p.user.id, request.body.newsId, clientOf(request).ip), NEWS_MSG.deleted);
    },
  );
}
