import { z } from 'zod';
import { optionalText, zPassword, zPhone, zSmsCode } from '../../validators';
import { MSG } from '../../constants/messages';

/** POST /api/Register */
export const ZRegisterRequest = z
  .object({
    phone: zPhone,
    password: zPassword,
    confirmPassword: z.string({ error: MSG.confirmPasswordRequired }).min(1, { error: MSG.confirmPasswordRequired }),
    smsCode: zSmsCode,
    smsToken: optionalText(64),
    /** consent to the platform clause: '1' (or true) */
    agree: z.union([z.literal('1'), z.literal(true), z.literal('true')], { error: MSG.clauseRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: MSG.confirmPasswordMismatch, path: ['confirmPassword'] });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;
