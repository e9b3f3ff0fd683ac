import { z } from 'zod';
import { ZFaceSummary } from '../face/face-summary';

/** An identity image: its stored path and a signed URL that opens it for a few minutes. */
export const ZVerifyImage = z.object({ path: z.string(), url: z.string() });
export type TVerifyImage = z.infer<typeof ZVerifyImage>;

/** The individual form's data as stored (ID number and phone masked unless asked for in full). */
export const ZPersonData = z.object({
  userName: z.string(),
  idCard: z.string(),
  sex: z.number().int(),
  mobile: z.string(),
  type: z.number().int(),
  address: z.string(),
  authorFront: ZVerifyImage.nullable(),
  authorBack: ZVerifyImage.nullable(),
  authorHand: ZVerifyImage.nullable(),
  /** the face check of this submission (null result: none finished or open) */
  face: ZFaceSummary,
});
export type TPersonData = z.infer<typeof ZPersonData>;

/** The company form's data as stored; images are null once cleared by a rejection. */
export const ZCompanyData = z.object({
  company: z.string(),
  taxNumber: z.string(),
  address: z.string(),
  license: ZVerifyImage.nullable(),
  legalName: z.string(),
  legalSex: z.number().int(),
  legalBirth: z.string(),
  legalIdcard: z.string(),
  legalAddress: z.string(),
  accountName: z.string(),
  accountBank: z.string(),
  accountNo: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactIdcard: z.string(),
  authorName: z.string(),
  authorSex: z.number().int(),
  authorBrith: z.string(),
  authorPhone: z.string(),
  authorIdcard: z.string(),
  authorAddress: z.string(),
  file: ZVerifyImage.nullable(),
  authorFront: ZVerifyImage.nullable(),
  authorBack: ZVerifyImage.nullable(),
});
export type TCompanyData = z.infer<typeof ZCompanyData>;

/** One submission: its kind, state and review. */
export const ZSubmissionSummary = z.object({
  id: z.number().int(),
  kind: z.enum(['person', 'company', 'author']),
  /** 2 待审核, 3 已通过, 4 已驳回 */
  status: z.number().int(),
  submittedAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
  /** the operator's reason when rejected */
  rejectReason: z.string().nullable(),
  /** a rejected company's uploads were removed: the form must upload them again */
  filesCleared: z.boolean(),
});
export type TSubmissionSummary = z.infer<typeof ZSubmissionSummary>;

/** GET /api/user/getVerifyInfo?full=1: full values only while the form is editable (to fill it again). */
export const ZVerifyInfoQuery = z.object({
  full: z.preprocess((v) => v === '1' || v === 'true', z.boolean()).optional(),
});
export type TVerifyInfoQuery = z.input<typeof ZVerifyInfoQuery>;

/**
 * GET /api/user/getVerifyInfo: what /authentication, /person-info, /kyc-info and the two forms
 * show. `current` is the verified data (the latest approved submission), or else the latest
 * submission; `authorChange` a verified company's latest change of authorised person.
 */
export const ZVerifyInfo = z.object({
  /** account type: 0 none, 1 individual, 2 company */
  status: z.number().int(),
  /** 1–5 (000 §4) */
  userStatus: z.number().int(),
  /** the 000 §4 text of this state, null where it has none (1, 5) */
  message: z.string().nullable(),
  /** the forms may be submitted (userStatus 1, 4 or 5) */
  editable: z.boolean(),
  /** a verified company may change its account phone (updateAccount) */
  canChangeAccount: z.boolean(),
  /** a verified company may name a new authorised person (updateAuthor): not while a change is under review */
  canChangeAuthor: z.boolean(),
  /** whether ID numbers, bank account and phones below are masked */
  masked: z.boolean(),
  current: ZSubmissionSummary.extend({ person: ZPersonData.nullable(), company: ZCompanyData.nullable() }).nullable(),
  authorChange: ZSubmissionSummary.nullable(),
});
export type TVerifyInfo = z.infer<typeof ZVerifyInfo>;
