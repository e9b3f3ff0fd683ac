import { z } from 'zod';
import { MSG } from '../../constants/messages';
import { VERIFY_MSG } from '../../constants/verification';
import { zSmsCode } from '../../validators/codes';
import { phoneField } from '../../validators/phone';
import { requiredText } from '../../validators/text';

/**
 * POST /api/user/accountCode with mobile: an SMS code to the company's new account phone (000 §7);
 * answers the token to send back with updateAccount.
 */
export const ZAccountCodeRequest = z.object({ mobile: phoneField(VERIFY_MSG.newPhoneRequired) });
export type TAccountCodeRequest = z.input<typeof ZAccountCodeRequest>;
export const ZAccountCodeResponse = z.object({ smsCodeToken: z.string(), resendAfter: z.number().int() });
export type TAccountCodeResponse = z.infer<typeof ZAccountCodeResponse>;

/**
 * POST /api/user/updateAccount with contactPhone, smsCode, smsCodeToken (000 §5, §7): the verified
 * company's account (login) phone becomes contactPhone. No token: '请获取短信验证码'.
 */
export const ZUpdateAccountRequest = z.object({
  contactPhone: phoneField(VERIFY_MSG.newPhoneRequired),
  smsCode: zSmsCode,
  smsCodeToken: requiredText(MSG.smsTokenMissing, 64, MSG.smsExpired),
});
export type TUpdateAccountRequest = z.input<typeof ZUpdateAccountRequest>;
export const ZUpdateAccountResponse = z.object({ phone: z.string() });
export type TUpdateAccountResponse = z.infer<typeof ZUpdateAccountResponse>;
