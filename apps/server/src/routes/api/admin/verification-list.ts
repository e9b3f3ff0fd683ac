import { ZReviewListQuery, ZReviewListResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { getReviewList } from '../../../services/verification-review/get-list';

/** GET /api/admin/verification/list: the review queue (page, status, kind, keyword), operators only. */
export default function verificationListRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/verification/list',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZReviewListQuery, response: { 200: zEnvelope(ZReviewListResponse) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      requireOperator(request);
      return ok(await getReviewList(ctx.db, request.query));
    },
  );
}
