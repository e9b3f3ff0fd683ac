import { z } from 'zod';
import { ZRegisterRequest, zEnvelope } from '@evidence/shared/contracts';
import { MSG } from '@evidence/shared/constants';
import { ok, type App, type AppContext } from '../../../context';
import { registerUser } from '../../../services/auth/register';

/** POST /api/Register: phone, image captcha, password and SMS code create an account. */
export default function register(app: App, ctx: AppContext) {
  app.post(
    '/Register',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ['auth'], body: ZRegisterRequest, response: { 200: zEnvelope(z.null()) } },
    },
    async (request) => {
      const { phone, password, smsCode, smsToken, captchaKey, imgCode } = request.body;
      await registerUser(ctx.db, { phone, password, smsCode, smsToken, captchaKey, imgCode }, request.ip, ctx.config.points.registerGiftCents);
      return ok(null, MSG.registerOk);
    },
  );
}
