import { z } from 'zod';
import { confirmMatchesPassword, optionalText, zPassword, zPhone, zSmsCode } from '../../validators';
import { MSG } from '../../constants/messages';

/** POST /api/login/resetPassword */
export const ZResetPasswordRequest = z
  .object({
    phone: zPhone,
    smsCode: zSmsCode,
    smsToken: optionalText(64),
    password: zPassword,
    confirmPassword: z.string({ error: MSG.confirmPasswordRequired }).min(1, { error: MSG.confirmPasswordRequired }),
  })
  .refine(...confirmMatchesPassword(MSG.confirmPasswordMismatch));
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;
