import { z } from 'zod';
import { optionalText, requiredText } from '../../validators';
import { MSG } from '../../constants/messages';
import { ZUserInfo } from './user-info';

/**
 * POST /api/login. The phone field also accepts other text (001 §5: "the login-phone field also
 * accepts Chinese text"), so it is only required here; a wrong account answers like a wrong password.
 */
export const ZLoginRequest = z.object({
  phone: requiredText(MSG.phoneRequired, 50),
  password: requiredText('请输入密码', 50),
  captchaKey: optionalText(64),
  imgCode: optionalText(10),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({
  token: z.string(),
  userInfo: ZUserInfo,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** The `data` of a refused login: whether the next try must carry the image captcha. */
export const ZLoginRefusal = z.object({ needCaptcha: z.boolean() });
export type TLoginRefusal = z.infer<typeof ZLoginRefusal>;
