import { z } from 'zod';

/**
 * GET /api/home/getSiteConfig: public facts every page may show. `localProviders` names the
 * providers running as local stand-ins, so nobody mistakes a demo for production (ARCHITECTURE.md).
 */
export const ZSiteConfig = z.object({
  siteName: z.string(),
  /** the mediation menu opens this external address; null hides the menu item */
  mediationUrl: z.string().nullable(),
  /** e.g. ['sms'] while SMS goes to the local outbox */
  localProviders: z.array(z.string()),
  /** the face-verification flows the configured provider serves: detect (扫码人脸核验), ali (支付宝); none when off */
  faceFlows: z.array(z.enum(['detect', 'ali'])),
  /** who runs the platform and the customer-service contact (footer) */
  operator: z.object({ name: z.string(), creditCode: z.string().nullable(), servicePhone: z.string(), serviceEmail: z.string().nullable() }),
  /** the partner notary office (footer, notarization pages) */
  notaryOffice: z.object({ name: z.string(), licence: z.string(), address: z.string(), phone: z.string() }),
  /** the failed-login limits as configured (LOGIN_*), so the help centre states the real numbers (decision 860) */
  loginLimits: z.object({ captchaAfter: z.number().int(), ipCaptchaAfter: z.number().int(), ipBlockAfter: z.number().int(), ipWindowMinutes: z.number().int() }),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
