import { SIGN_INTENT_MSG } from '@evidence/shared/constants';
import { ZIntentSendCodeRequest, ZIntentSendCodeResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { sendIntentCode } from '../../../services/intent/phone-steps';

/** POST /api/signature/sendCode {token}: the SMS code to the account's phone (the SMS limits apply). */
export default function signatureSendCodeRoute(app: App, ctx: AppContext) {
  app.post(
    '/signature/sendCode',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['signature'], body: ZIntentSendCodeRequest, response: { 200: zEnvelope(ZIntentSendCodeResponse) } },
    },
    async (request) => ok(await sendIntentCode(ctx, request.body.token, clientOf(request).ip), SIGN_INTENT_MSG.codeSent),
  );
}
