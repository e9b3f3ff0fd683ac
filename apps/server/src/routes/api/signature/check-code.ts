import { SIGN_INTENT_MSG } from '@evidence/shared/constants';
import { ZIntentCheckCodeRequest, ZIntentStatus, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { checkIntentCode } from '../../../services/intent/phone-steps';

/** POST /api/signature/checkCode {token, smsCode, smsToken}: the phone proves it holds the account's number. */
export default function signatureCheckCodeRoute(app: App, ctx: AppContext) {
  app.post(
    '/signature/checkCode',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['signature'], body: ZIntentCheckCodeRequest, response: { 200: zEnvelope(ZIntentStatus) } },
    },
    async (request) => ok(await checkIntentCode(ctx, request.body.token, request.body.smsCode, request.body.smsToken), SIGN_INTENT_MSG.verified),
  );
}
