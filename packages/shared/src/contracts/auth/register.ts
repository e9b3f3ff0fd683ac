import { z } from 'zod';
import { confirmMatchesPassword, optionalText, requiredText, zCaptcha, zPassword, zPhone, zSmsCode } from '../../validators';
import { MSG } from '../../constants/messages';

/**
 * POST /api/Register. The image captcha is checked here too, not only before the SMS send: each
 * captcha answers once, so the form asks for a new one after sending (decision 188).
 */
export const ZRegisterRequest = z
  .object({
    phone: zPhone,
    captchaKey: requiredText(MSG.captchaExpired, 64),
    imgCode: zCaptcha,
    password: zPassword,
    confirmPassword: z.string({ error: MSG.confirmPasswordRequired }).min(1, { error: MSG.confirmPasswordRequired }),
    smsCode: zSmsCode,
    smsToken: optionalText(64),
    /** consent to the platform clause: '1' (or true) */
    agree: z.union([z.literal('1'), z.literal(true), z.literal('true')], { error: MSG.clauseRequired }),
  })
  .refine(...confirmMatchesPassword(MSG.confirmPasswordMismatch));
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;
