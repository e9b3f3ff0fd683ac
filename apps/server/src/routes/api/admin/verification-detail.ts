import { ZReviewDetail, ZReviewDetailQuery, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { getReviewDetail } from '../../../services/verification-review/get-detail';

/** GET /api/admin/verification/detail?id=: one submission in full for an operator; each view is audited. */
export default function verificationDetailRoute(app: App, ctx: AppContext) {
  app.get(
    '/admin/verification/detail',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: ZReviewDetailQuery, response: { 200: zEnvelope(ZReviewDetail) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request, reply) => {
      const { operator } = requireOperator(request);
      void reply.header('cache-control', 'no-store');
      return ok(await getReviewDetail(ctx, operator.id, request.query.id, request.ip ?? null));
    },
  );
}
