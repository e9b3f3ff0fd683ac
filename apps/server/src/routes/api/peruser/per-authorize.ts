import { VERIFY_MSG } from '@evidence/shared/constants';
import { ZPerAuthorizeRequest, ZSubmitVerificationResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { perAuthorize } from '../../../services/verification/per-authorize';

/** POST /api/peruser/perAuthorize (000 §5, §7): the individual verification form; not for sub-accounts. */
export default function perAuthorizeRoute(app: App, ctx: AppContext) {
  app.post(
    '/peruser/perAuthorize',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['verification'], security: [{ bearer: [] }], body: ZPerAuthorizeRequest, response: { 200: zEnvelope(ZSubmitVerificationResponse) } },
      // login and role before the body: a guest or a sub-account learns nothing from validation
      preValidation: async (request) => void requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused),
    },
    async (request) => {
      const p = requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused);
      return ok(await perAuthorize(ctx, p.user.id, request.body, request.ip ?? null), VERIFY_MSG.submitted);
    },
  );
}
