import { VERIFY_MSG } from '@evidence/shared/constants';
import { ZUpdateAccountRequest, ZUpdateAccountResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { updateAccount } from '../../../services/verification/update-account';

/** POST /api/user/updateAccount with contactPhone, smsCode, smsCodeToken (000 §5, §7): the company's new account phone. */
export default function updateAccountRoute(app: App, ctx: AppContext) {
  app.post(
    '/user/updateAccount',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['verification'], security: [{ bearer: [] }], body: ZUpdateAccountRequest, response: { 200: zEnvelope(ZUpdateAccountResponse) } },
      preValidation: async (request) => void requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused),
    },
    async (request) => {
      const p = requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused);
      return ok(await updateAccount(ctx, p.user.id, request.body, request.ip ?? null), VERIFY_MSG.accountChanged);
    },
  );
}
