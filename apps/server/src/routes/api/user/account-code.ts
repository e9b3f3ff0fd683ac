import { MSG, VERIFY_MSG } from '@evidence/shared/constants';
import { ZAccountCodeRequest, ZAccountCodeResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { requirePermission } from '../../../plugins/guards';
import { sendAccountCode } from '../../../services/verification/account-code';

/** POST /api/user/accountCode with mobile (000 §7): the SMS code for a verified company's new account phone. */
export default function accountCodeRoute(app: App, ctx: AppContext) {
  app.post(
    '/user/accountCode',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['verification'], security: [{ bearer: [] }], body: ZAccountCodeRequest, response: { 200: zEnvelope(ZAccountCodeResponse) } },
      preValidation: async (request) => void requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused),
    },
    async (request) => {
      const p = requirePermission(request, 'kyc.submit', VERIFY_MSG.subAccountRefused);
      return ok(await sendAccountCode(ctx, p.user.id, request.body.mobile, request.ip ?? null), MSG.smsSent);
    },
  );
}
