import { z } from 'zod';
import { zChineseName } from '../../validators/chinese-name';
import { zNationalId } from '../../validators/national-id';
import { optionalText } from '../../validators/text';
import { zIdDocumentType } from '../verification/fields';

/** An optional field checked by `schema` when given (absent or blank is undefined). */
function whenGiven<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), schema.optional());
}

/**
 * POST /api/Peruser/detectAuth (000 §7) with userName, idCard, address, authorFront, authorBack:
 * starts a face session for the caller's pending individual submission. The server checks the
 * person it has (the submission's sealed data); a name or ID number given here must be that
 * person's. address and the photos are accepted for the contract and not used: the submission
 * already holds them.
 */
export const ZDetectAuthRequest = z.object({
  userName: whenGiven(zChineseName),
  idCard: whenGiven(zNationalId),
  address: optionalText(200),
  authorFront: optionalText(300),
  authorBack: optionalText(300),
});
export type TDetectAuthRequest = z.input<typeof ZDetectAuthRequest>;
export type TDetectAuth = z.output<typeof ZDetectAuthRequest>;

/** The page shows `Url` as a QR code and polls getDetectInfoEnhanced with `BizToken`. */
export const ZDetectAuthResponse = z.object({
  Url: z.string(),
  BizToken: z.string(),
  /** when the session (and the link) stops working, ms since the epoch */
  ExpiresAt: z.number().int(),
});
export type TDetectAuthResponse = z.infer<typeof ZDetectAuthResponse>;

/** POST /api/peruser/aliIdentification (000 §7) with username, idCard, type: the payment-app flow. */
export const ZAliIdentificationRequest = z.object({
  username: whenGiven(zChineseName),
  idCard: whenGiven(zNationalId),
  type: zIdDocumentType,
});
export type TAliIdentificationRequest = z.input<typeof ZAliIdentificationRequest>;

/** The page shows `url` as a QR code and polls aliQuery with `certify_id` (001 §7). */
export const ZAliIdentificationResponse = z.object({
  certify_id: z.string(),
  url: z.string(),
  expiresAt: z.number().int(),
});
export type TAliIdentificationResponse = z.infer<typeof ZAliIdentificationResponse>;
