import { z } from 'zod';
import { requiredText, zCaptcha, zPhone } from '../../validators';
import { MSG } from '../../constants/messages';

/**
 * POST /api/Register/sendSMS (registration) and /api/Register/sendResetSMS (forgotten password):
 * the image captcha guards every SMS send.
 */
export const ZSendSmsRequest = z.object({
  phone: zPhone,
  captchaKey: requiredText(MSG.captchaExpired, 64),
  imgCode: zCaptcha,
});
export type TSendSmsRequest = z.infer<typeof ZSendSmsRequest>;

export const ZSendSmsResponse = z.object({
  /** binds the later submission to this code */
  smsToken: z.string(),
  /** seconds before another code may be asked for */
  resendAfter: z.number().int(),
});
export type TSendSmsResponse = z.infer<typeof ZSendSmsResponse>;
