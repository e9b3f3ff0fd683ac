import { ZSendSmsRequest, ZSendSmsResponse, zEnvelope } from '@evidence/shared/contracts';
import { MSG, SmsPurpose } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { refuse } from '../../../errors';
import { consumeCaptcha } from '../../../services/auth/captcha';
import { isPhoneRegistered } from '../../../services/auth/register';
import { sendSmsCode } from '../../../services/auth/sms-codes';

/** POST /api/Register/sendSMS: the registration code, after the image captcha. */
export default function sendSms(app: App, ctx: AppContext) {
  app.post(
    '/Register/sendSMS',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags: ['auth'], body: ZSendSmsRequest, response: { 200: zEnvelope(ZSendSmsResponse) } },
    },
    async (request) => {
      const { phone, captchaKey, imgCode } = request.body;
      await consumeCaptcha(ctx.db, captchaKey, imgCode);
      if (await isPhoneRegistered(ctx.db, phone)) throw refuse(MSG.phoneRegistered);
      const sent = await sendSmsCode(ctx.db, ctx.sms, { phone, purpose: SmsPurpose.register, ip: request.ip }, ctx.config.sms);
      return ok(sent, MSG.smsSent);
    },
  );
}
