import { VERIFY_MSG } from '@evidence/shared/constants';
import { ZApproveRequest, ZReviewResult, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requireOperator } from '../../../plugins/guards';
import { approveSubmission } from '../../../services/verification-review/approve';

/** POST /api/admin/verification/approve with id: operators only. */
export default function verificationApproveRoute(app: App, ctx: AppContext) {
  app.post(
    '/admin/verification/approve',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['admin'], security: [{ bearer: [] }], body: ZApproveRequest, response: { 200: zEnvelope(ZReviewResult) } },
      preValidation: async (request) => void requireOperator(request),
    },
    async (request) => {
      const { operator } = requireOperator(request);
      return ok(await approveSubmission(ctx, operator.id, request.body.id, request.ip ?? null, request.log), VERIFY_MSG.approved);
    },
  );
}
