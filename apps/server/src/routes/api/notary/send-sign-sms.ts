import { NOTARY_MSG, SIGN_INTENT_MSG } from '@evidence/shared/constants';
import { ZNotarySendSignSms, ZNotarySendSignSmsRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf, requirePermission } from '../../../plugins/guards';
import { sendNotarySignSms } from '../../../services/notary/sign/request-sign';

/** POST /api/notary/sendSignSms {orderId}: the SMS way's code, to the account's own phone (the SMS limits apply). */
export default function notarySendSignSmsRoute(app: App, ctx: AppContext) {
  app.post(
    '/notary/sendSignSms',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['notary'], security: [{ bearer: [] }], body: ZNotarySendSignSmsRequest, response: { 200: zEnvelope(ZNotarySendSignSms) } },
      preValidation: async (request) => void requirePermission(request, 'notary.use', NOTARY_MSG.subRefused),
    },
    async (request) => ok(await sendNotarySignSms(ctx, requirePermission(request, 'notary.use', NOTARY_MSG.subRefused), request.body.orderId, clientOf(request).ip), SIGN_INTENT_MSG.codeSent),
  );
}
