import { z } from 'zod';
import { NOTARY_MSG } from '../../constants/notary';
import { zId } from '../../validators/ids';
import { zNotaryOrderId } from './fields';

/** POST /api/notary/signQr {orderId}: a QR code for handwriting on a phone, at the signature step. */
export const ZNotarySignQrRequest = z.object({ orderId: zNotaryOrderId });

/** GET /api/notary/signStatus {orderId, intentId}: the desktop's 2 s poll of its QR code. */
export const ZNotarySignStatusQuery = z.object({ orderId: zNotaryOrderId, intentId: zId(NOTARY_MSG.badOrderId) });

/**
 * POST /api/notary/sign (001 §3 "Sign submission": orderId, imageId, verifyCode, token): either the QR
 * code's intent whose handwriting the phone sent (`intentId`), or a seal of the account (`imageId`,
 * default seal when absent) confirmed by the SMS code (`verifyCode` + `smsToken`). Positions are the
 * server's (one table of constants by account type), never the page's.
 */
/**
 * The SHA-256 of each document the applicant was shown, in the order of the round's documents (orderDetail's
 * `signSha256`): a comma-separated form field, or a repeated one. Optional here so that a call without it is
 * answered with the notary's own message ('文书已变更…'), not a schema error; the server requires it.
 */
export const zShownDocuments = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.split(',').map((h) => h.trim().toLowerCase())) : v),
  z.array(z.string().regex(/^[0-9a-f]{64}$/, { error: NOTARY_MSG.documentChanged }), { error: NOTARY_MSG.documentChanged }).max(6, { error: NOTARY_MSG.documentChanged }).optional(),
);

export const ZNotarySignRequest = z.object({
  orderId: zNotaryOrderId,
  intentId: z.preprocess((v) => (v === '' || v === null ? undefined : v), zId(NOTARY_MSG.badOrderId).optional()),
  imageId: z.preprocess((v) => (v === '' || v === null ? undefined : v), zId(NOTARY_MSG.badSeal).optional()),
  verifyCode: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: NOTARY_MSG.codeEmpty }).max(6, { error: NOTARY_MSG.codeWrong }).optional()),
  smsToken: z.string().max(100).optional(),
  documentSha256: zShownDocuments,
});
export type TNotarySignRequest = z.output<typeof ZNotarySignRequest>;
export const ZNotarySignAccepted = z.object({ step: z.string() });

/** POST /api/notary/sendSignSms {orderId}: the code of the SMS way of signing, to the account's phone. */
export const ZNotarySendSignSmsRequest = z.object({ orderId: zNotaryOrderId });
export const ZNotarySendSignSms = z.object({ smsToken: z.string(), resendAfter: z.number().int() });
