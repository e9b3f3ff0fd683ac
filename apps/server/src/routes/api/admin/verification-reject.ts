import { VERIFY_MSG } from '@evidence/shared/constants';
import { ZRejectRequest, ZReviewResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { rejectSubmission } from '../../../services/verification-review/reject';

/** POST /api/admin/verification/reject with id and reason (required): operators only. */
export default function verificationRejectRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/verification/reject',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZRejectRequest, response: { 200: zEnvelope(ZReviewResult) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      const { operator } = requireOperator(request);
      const { id, reason } = request.body;
      return ok(await rejectSubmission(ctx, operator.id, id, reason, request.ip ?? null, request.log), VERIFY_MSG.rejected);
    },
  );
}
