import { ESIGN_MSG } from '@evidence/shared/constants';
import { ZH5SmsSendResponse, ZH5TokenRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { sendSignCode } from '../../../services/esign/phone/intent';

/** POST /api/h5elesign/smsSend {token}: the intent code to the signer's phone (sms-codes limits). */
export default function h5SmsSendRoute(app: App, ctx: AppContext) {
  app.post(
    '/h5elesign/smsSend',
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], body: ZH5TokenRequest, response: { 200: zEnvelope(ZH5SmsSendResponse) } } },
    async (request) => ok(await sendSignCode(ctx, request.body.token, clientOf(request)), ESIGN_MSG.smsSent),
  );
}
