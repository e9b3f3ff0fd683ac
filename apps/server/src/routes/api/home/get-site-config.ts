import { ZSiteConfig, zEnvelope } from '@evidence/shared/contracts';
import { ok, type App, type AppContext } from '../../../context';
import { paymentsOf } from '../../../providers/payment/from-config';

/** GET /api/home/getSiteConfig: public facts the pages show, including which providers are local. */
export default function getSiteConfig(app: App, ctx: AppContext) {
  app.get('/home/getSiteConfig', { schema: { tags: ['home'], response: { 200: zEnvelope(ZSiteConfig) } } }, async () =>
    ok({
      siteName: ctx.config.siteName,
      mediationUrl: ctx.config.mediationUrl,
      operator: ctx.config.operator,
      notaryOffice: ctx.config.notary.office,
      loginLimits: { captchaAfter: ctx.config.login.captchaAfter, ipCaptchaAfter: ctx.config.login.ipCaptchaAfter, ipBlockAfter: ctx.config.login.ipBlockAfter, ipWindowMinutes: Math.round(ctx.config.login.ipWindowMs / 60_000) },
      // the face page's tabs: only the flows the configured provider serves
      faceFlows: ctx.face.enabled ? [...ctx.face.flows] : [],
      localProviders: [...(ctx.sms.isLocal ? ['sms'] : []), ...(ctx.ocr.isLocal ? ['ocr'] : []), ...(ctx.face.isLocal ? ['face'] : []), ...(paymentsOf(ctx).anyLocal ? ['payment'] : [])],
    }),
  );
}
