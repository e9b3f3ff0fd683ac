import { NOTARIAL_LOOKUP_LIMITS } from '@evidence/shared/constants';
import { ZNotarialFacts, ZNotarialLookupRequest, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { consumeCaptcha } from '../../../services/auth/captcha';
import { findIssuedCertificate } from '../../../services/notarial-lookup/issued-certificate';

/**
 * POST /api/check/notarial (public): a notarial certificate number and the image captcha → the issued
 * certificate's public facts. The captcha is spent first, so each guess at a number costs a captcha;
 * the answer comes at once (no viewToken: there is nothing more to open with it, decision 330).
 */
export default function notarialLookup(app: App, ctx: AppContext) {
  app.post(
    '/check/notarial',
    {
      config: { rateLimit: { max: NOTARIAL_LOOKUP_LIMITS.lookupPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['public-lookup'], body: ZNotarialLookupRequest, response: { 200: zEnvelope(ZNotarialFacts) } },
    },
    async (request) => {
      const { certificateNo, captchaKey, imgCode } = request.body;
      await consumeCaptcha(ctx.db, captchaKey, imgCode);
      return ok(await findIssuedCertificate(ctx, certificateNo));
    },
  );
}
