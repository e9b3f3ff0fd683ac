import { ESIGN_MSG } from '@evidence/shared/constants';
import { ZH5IntentResponse, ZH5SmsCheckRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { clientOf } from '../../../plugins/guards';
import { checkSignCode } from '../../../services/esign/phone/intent';

/** POST /api/h5elesign/smsCheck {token, smsCode, smsToken}: the intent confirmed by the SMS code. */
export default function h5SmsCheckRoute(app: App, ctx: AppContext) {
  app.post(
    '/h5elesign/smsCheck',
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } }, schema: { tags: ['h5elesign'], body: ZH5SmsCheckRequest, response: { 200: zEnvelope(ZH5IntentResponse) } } },
    async (request) => ok(await checkSignCode(ctx, request.body.token, request.body.smsCode, request.body.smsToken, clientOf(request)), ESIGN_MSG.intentDone),
  );
}
