import { z } from 'zod';
import { zSmsCode } from '../../../validators/codes';
import { zLinkToken } from './link-token';

/** POST /api/h5elesign/smsSend {token}: a code to the signer's phone (the one the sender named). */
export const ZH5SmsSendResponse = z.object({ phone: z.string(), resendAfter: z.number().int(), smsToken: z.string() });
export type TH5SmsSendResponse = z.infer<typeof ZH5SmsSendResponse>;
/** POST /api/h5elesign/smsCheck {token, smsCode, smsToken}: the intent confirmed. */
export const ZH5SmsCheckRequest = z.object({ token: zLinkToken, smsCode: zSmsCode, smsToken: z.string().max(100).optional() });
export const ZH5IntentResponse = z.object({ intentDone: z.boolean() });
