import { PUBLIC_LOOKUP_LIMITS } from '@evidence/shared/constants';
import { ZBqnoRequest, ZBqnoResponse, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { consumeCaptcha } from '../../../services/auth/captcha';
import { findPublicRecord } from '../../../services/public-lookup/find-public-record';
import { signViewToken } from '../../../services/public-lookup/view-token';

/**
 * POST /api/check/bqno (public): an evidence number and the image captcha → a short-lived viewToken
 * for that number. The captcha is spent first, so each guess at a number costs a captcha.
 */
export default function bqno(app: App, ctx: AppContext) {
  app.post(
    '/check/bqno',
    {
      config: { rateLimit: { max: PUBLIC_LOOKUP_LIMITS.lookupPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['public-lookup'], body: ZBqnoRequest, response: { 200: zEnvelope(ZBqnoResponse) } },
    },
    async (request) => {
      const { no, captchaKey, imgCode } = request.body;
      await consumeCaptcha(ctx.db, captchaKey, imgCode);
      await findPublicRecord(ctx, no);
      return ok(signViewToken(ctx.downloadSecret, no, PUBLIC_LOOKUP_LIMITS.viewTokenTtlMs));
    },
  );
}
