import { z } from 'zod';
import { VERIFY_MSG } from '../../constants/verification';
import { zChineseName } from '../../validators/chinese-name';
import { zGender } from '../../validators/gender';
import { zNationalId } from '../../validators/national-id';
import { zPhone } from '../../validators/phone';
import { addressField, checkPersonConsistency, imageRef, zConsent, zIdDocumentType } from './fields';

/** Labels of the individual form's photos, as the refusals name them. */
export const PERSON_IMAGE_LABELS = { authorFront: '身份证人像面照片', authorBack: '身份证国徽面照片', authorHand: '手持身份证照片' } as const;

/**
 * POST /api/peruser/perAuthorize (000 §7): the individual verification form. Field order is the
 * form's, so the first refusal is the first wrong field. `agree` is the consent checkbox of 000 §5.
 */
export const ZPerAuthorizeRequest = z
  .object({
    userName: zChineseName,
    idCard: zNationalId,
    sex: zGender,
    mobile: zPhone,
    type: zIdDocumentType,
    address: addressField(VERIFY_MSG.addressRequired),
    authorFront: imageRef(PERSON_IMAGE_LABELS.authorFront),
    authorBack: imageRef(PERSON_IMAGE_LABELS.authorBack),
    authorHand: imageRef(PERSON_IMAGE_LABELS.authorHand),
    agree: zConsent,
  })
  .superRefine((v, ctx) => checkPersonConsistency(ctx, { id: v.idCard, sex: v.sex }, { sex: 'sex' }));
export type TPerAuthorizeRequest = z.input<typeof ZPerAuthorizeRequest>;
export type TPerAuthorize = z.output<typeof ZPerAuthorizeRequest>;

/** The answer of both submissions: the user's new state. */
export const ZSubmitVerificationResponse = z.object({
  id: z.number().int(),
  /** userStatus after the call (2) */
  userStatus: z.number().int(),
  /** account type after the call: 1 individual, 2 company */
  status: z.number().int(),
});
export type TSubmitVerificationResponse = z.infer<typeof ZSubmitVerificationResponse>;
