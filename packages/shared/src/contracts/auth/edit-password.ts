import { z } from 'zod';
import { zPassword } from '../../validators';
import { MSG } from '../../constants/messages';

/** POST /api/user/editPassword (000 §5 "Change password"). */
export const ZEditPasswordRequest = z
  .object({
    oldPassword: z.string({ error: MSG.oldPasswordRequired }).min(1, { error: MSG.oldPasswordRequired }).max(50, { error: MSG.oldPasswordWrong }),
    password: zPassword,
    confirmPassword: z.string({ error: MSG.confirmPasswordRequired }).min(1, { error: MSG.confirmPasswordRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: MSG.passwordMismatch, path: ['confirmPassword'] })
  .refine((v) => v.password !== v.oldPassword, { error: MSG.passwordSameAsOld, path: ['password'] });
export type TEditPasswordRequest = z.input<typeof ZEditPasswordRequest>;
