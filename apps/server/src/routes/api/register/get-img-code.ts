import { ZGetImgCodeResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { createCaptcha } from '../../../services/auth/captcha';

/** GET /api/Register/getImgCode: a new single-use image captcha. */
export default function getImgCode(app: App, ctx: AppContext) {
  app.get(
    '/Register/getImgCode',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ['auth'], response: { 200: zEnvelope(ZGetImgCodeResponse.passthrough()) } },
    },
    async () => {
      const c = await createCaptcha(ctx.db);
      // Only a test server (CAPTCHA_TEST_ECHO=1) tells the text, so browser tests can type it.
      return ok({ captchaKey: c.captchaKey, img: c.img, ...(ctx.config.captchaTestEcho ? { testText: c.text } : {}) });
    },
  );
}
