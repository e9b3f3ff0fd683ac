import { VERIFY_MSG } from '@evidence/shared/constants';
import { ZCompanyAuthorizeRequest, ZSubmitVerificationResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { companyAuthorize } from '../../../services/verification/company-authorize';

/** POST /api/user/companyAuthorize (000 §5, §7): the company verification form; not for sub-accounts. */
export default function companyAuthorizeRoute(app: App, ctx: AppContext) {
  app.post(
    '/user/companyAuthorize',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['verification'], security: [{ bearer: [] }], body: ZCompanyAuthorizeRequest, response: { 200: zEnvelope(ZSubmitVerificationResponse) } },
      preValidation: async (request) => void requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused),
    },
    async (request) => {
      const p = requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused);
      return ok(await companyAuthorize(ctx, p.user.id, request.body, request.ip ?? null), VERIFY_MSG.submitted);
    },
  );
}
