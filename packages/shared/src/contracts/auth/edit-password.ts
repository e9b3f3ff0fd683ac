import { z } from 'zod';
import { confirmMatchesPassword, zPassword } from '../../validators';
import { MSG } from '../../constants/messages';

/** POST /api/user/editPassword (000 §5 "Change password"). */
export const ZEditPasswordRequest = z
  .object({
    oldPassword: z.string({ error: MSG.oldPasswordRequired }).min(1, { error: MSG.oldPasswordRequired }).max(50, { error: MSG.oldPasswordWrong }),
    password: zPassword,
    confirmPassword: z.string({ error: MSG.confirmPasswordRequired }).min(1, { error: MSG.confirmPasswordRequired }),
  })
  .refine(...confirmMatchesPassword(MSG.passwordMismatch))
  .refine((v) => v.password !== v.oldPassword, { error: MSG.passwordSameAsOld, path: ['password'] });
export type TEditPasswordRequest = z.input<typeof ZEditPasswordRequest>;
