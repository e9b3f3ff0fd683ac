import { VERIFY_MSG } from '@evidence/shared/constants';
import { ZSubmitVerificationResponse, ZUpdateAuthorRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { updateAuthor } from '../../../services/verification/update-author';

/** POST /api/user/updateAuthor (000 §4, §6): a verified company's new authorised person, for review. */
export default function updateAuthorRoute(app: App, ctx: AppContext) {
  app.post(
    '/user/updateAuthor',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['verification'], security: [{ bearer: [] }], body: ZUpdateAuthorRequest, response: { 200: zEnvelope(ZSubmitVerificationResponse) } },
      preValidation: async (request) => void requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused),
    },
    async (request) => {
      const p = requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused);
      return ok(await updateAuthor(ctx, p.user.id, request.body, request.ip ?? null), VERIFY_MSG.authorChangeSubmitted);
    },
  );
}
