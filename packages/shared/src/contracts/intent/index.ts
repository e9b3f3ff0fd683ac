import { z } from 'zod';
import { SIGN_INTENT_MSG } from '../../constants/sign-intent';
import { zSmsCode } from '../../validators/codes';

/** The phone pages' token (shape checked by the server too: an unknown one answers '签字链接无效…'). */
const zToken = z.string({ error: SIGN_INTENT_MSG.badToken }).trim().min(1, { error: SIGN_INTENT_MSG.badToken }).max(100, { error: SIGN_INTENT_MSG.badToken });

/** GET /api/signature/intent {token}: what /signature-code shows. */
export const ZIntentQuery = z.object({ token: zToken });
/** orderNo and documents: what the handwriting will sign; documentSha256: the hashes of those documents the QR code was bound to when made, sent back with submit. */
export const ZIntentView = z.object({ status: z.string(), purpose: z.string(), phone: z.string(), expiresAt: z.number().int(), orderNo: z.string().nullable(), documents: z.array(z.string()), documentSha256: z.array(z.string()) });
export type TIntentView = z.infer<typeof ZIntentView>;

/** POST /api/signature/sendCode {token}: a code to the account's own phone. */
export const ZIntentSendCodeRequest = z.object({ token: zToken });
export const ZIntentSendCodeResponse = z.object({ smsToken: z.string(), resendAfter: z.number().int() });

/** POST /api/signature/checkCode {token, smsCode, smsToken}. */
export const ZIntentCheckCodeRequest = z.object({ token: zToken, smsCode: zSmsCode, smsToken: z.string().max(100).optional() });
export const ZIntentStatus = z.object({ status: z.string() });
export type TIntentStatus = z.infer<typeof ZIntentStatus>;

/** A QR code made for the desktop: the intent to poll, the phone's address, when it stops working. */
export const ZIntentQr = z.object({ intentId: z.number().int(), url: z.string(), expiresAt: z.number().int() });
export type TIntentQr = z.infer<typeof ZIntentQr>;
