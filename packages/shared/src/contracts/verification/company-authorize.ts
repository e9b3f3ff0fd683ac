import { z } from 'zod';
import { VERIFY_MSG, VERIFICATION_LIMITS } from '../../constants/verification';
import { birthDateField } from '../../validators/birth-date';
import { chineseNameField } from '../../validators/chinese-name';
import { zCreditCode } from '../../validators/credit-code';
import { numericIdField } from '../../validators/formats';
import { zGender } from '../../validators/gender';
import { nationalIdField } from '../../validators/national-id';
import { phoneField } from '../../validators/phone';
import { addressField, checkPersonConsistency, imageRef, safeTextField } from './fields';

/** Labels of the company form's uploads, as the refusals name them. */
export const COMPANY_IMAGE_LABELS = {
  license: '营业执照',
  file: '授权委托书',
  authorFront: '被授权人身份证人像面照片',
  authorBack: '被授权人身份证国徽面照片',
} as const;

/**
 * The authorised person (被授权人) with the power of attorney and their ID photos: part of the
 * company form, and on their own the body of /api/user/updateAuthor. Names are those of the user
 * info (000 §3), `authorBrith` included.
 */
export const authorFields = {
  authorName: chineseNameField(VERIFY_MSG.authorNameRequired),
  authorSex: zGender,
  authorBrith: birthDateField(VERIFY_MSG.authorBirthRequired),
  authorPhone: phoneField(VERIFY_MSG.authorPhoneRequired),
  authorIdcard: nationalIdField(VERIFY_MSG.authorIdRequired),
  authorAddress: addressField(VERIFY_MSG.authorAddressRequired),
  file: imageRef(COMPANY_IMAGE_LABELS.file),
  authorFront: imageRef(COMPANY_IMAGE_LABELS.authorFront),
  authorBack: imageRef(COMPANY_IMAGE_LABELS.authorBack),
};

export function checkAuthorConsistency(ctx: z.RefinementCtx, v: { authorIdcard: string; authorSex: number; authorBrith: string }): void {
  checkPersonConsistency(ctx, { id: v.authorIdcard, sex: v.authorSex, birth: v.authorBrith }, { sex: 'authorSex', birth: 'authorBrith' });
}

/**
 * POST /api/user/companyAuthorize (000 §5, §7): every field is required. Images are png/jpg/jpeg
 * of at most 20 MB, checked by the server on the stored upload.
 */
export const ZCompanyAuthorizeRequest = z
  .object({
    company: safeTextField(VERIFY_MSG.companyNameRequired, VERIFICATION_LIMITS.companyNameMax),
    taxNumber: zCreditCode,
    address: addressField(VERIFY_MSG.companyAddressRequired),
    license: imageRef(COMPANY_IMAGE_LABELS.license),
    legalName: chineseNameField(VERIFY_MSG.legalNameRequired),
    legalSex: zGender,
    legalBirth: birthDateField(VERIFY_MSG.legalBirthRequired),
    legalIdcard: nationalIdField(VERIFY_MSG.legalIdRequired),
    legalAddress: addressField(VERIFY_MSG.legalAddressRequired),
    accountName: safeTextField(VERIFY_MSG.accountNameRequired, VERIFICATION_LIMITS.bankTextMax),
    accountBank: safeTextField(VERIFY_MSG.accountBankRequired, VERIFICATION_LIMITS.bankTextMax),
    accountNo: numericIdField(VERIFY_MSG.accountNoRequired),
    contactName: chineseNameField(VERIFY_MSG.contactNameRequired),
    contactPhone: phoneField(VERIFY_MSG.contactPhoneRequired),
    contactIdcard: nationalIdField(VERIFY_MSG.contactIdRequired),
    ...authorFields,
  })
  .superRefine((v, ctx) => {
    checkPersonConsistency(ctx, { id: v.legalIdcard, sex: v.legalSex, birth: v.legalBirth }, { sex: 'legalSex', birth: 'legalBirth' });
    checkAuthorConsistency(ctx, v);
  });
export type TCompanyAuthorizeRequest = z.input<typeof ZCompanyAuthorizeRequest>;
export type TCompanyAuthorize = z.output<typeof ZCompanyAuthorizeRequest>;

/** POST /api/user/updateAuthor: a verified company names a new authorised person; an operator reviews it. */
export const ZUpdateAuthorRequest = z.object(authorFields).superRefine((v, ctx) => checkAuthorConsistency(ctx, v));
export type TUpdateAuthorRequest = z.input<typeof ZUpdateAuthorRequest>;
export type TUpdateAuthor = z.output<typeof ZUpdateAuthorRequest>;
