import { z } from 'zod';
import { VERIFY_MSG, VERIFICATION_LIMITS } from '../../constants/verification';
import { zPageQuery, zPage } from '../common/envelope';
import { zId } from '../../validators/ids';
import { optionalText, requiredText } from '../../validators/text';
import { ZFaceReview } from '../face/face-summary';
import { ZCompanyData, ZPersonData, ZSubmissionSummary } from './get-verify-info';

/** Operator calls under /api/admin/verification/… (the review queue). */

const zSubmissionId = zId(VERIFY_MSG.notFound);

/** GET /api/admin/verification/list: page; status 0 all, 2 (default), 3, 4; kind person/company/author or all; keyword (name or phone). */
export const ZReviewListQuery = zPageQuery.extend({
  status: z.preprocess((v) => (v === undefined || v === '' ? 2 : v), z.coerce.number().pipe(z.union([z.literal(0), z.literal(2), z.literal(3), z.literal(4)], { error: '审核状态不正确' }))),
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['person', 'company', 'author'], { error: '认证类型不正确' }).optional()),
  keyword: optionalText(50),
});
export type TReviewListQuery = z.input<typeof ZReviewListQuery>;

export const ZReviewListItem = z.object({
  id: z.number().int(),
  kind: z.enum(['person', 'company', 'author']),
  status: z.number().int(),
  userId: z.number().int(),
  /** the account's login phone */
  phone: z.string(),
  /** the person's or the company's name */
  subjectName: z.string(),
  submittedAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
  reviewerName: z.string().nullable(),
});
export type TReviewListItem = z.infer<typeof ZReviewListItem>;
export const ZReviewListResponse = zPage(ZReviewListItem);
export type TReviewListResponse = z.infer<typeof ZReviewListResponse>;

/** GET /api/admin/verification/detail?id=: everything, unmasked, with signed image URLs; each view is audited. */
export const ZReviewDetailQuery = z.object({ id: zSubmissionId });
export type TReviewDetailQuery = z.input<typeof ZReviewDetailQuery>;

export const ZReviewDetail = ZSubmissionSummary.extend({
  userId: z.number().int(),
  phone: z.string(),
  /** the account now: type and userStatus */
  accountType: z.number().int(),
  userStatus: z.number().int(),
  reviewerName: z.string().nullable(),
  person: ZPersonData.nullable(),
  company: ZCompanyData.nullable(),
  /** for a change of authorised person: the verified data it changes */
  amends: ZCompanyData.nullable(),
  /** the account's other submissions, newest first */
  history: z.array(ZSubmissionSummary),
  /** an individual's face check (approval needs SUCCESS); null for companies */
  face: ZFaceReview.nullable(),
});
export type TReviewDetail = z.infer<typeof ZReviewDetail>;

/** POST /api/admin/verification/approve with id. */
export const ZApproveRequest = z.object({ id: zSubmissionId });
export type TApproveRequest = z.input<typeof ZApproveRequest>;

/** POST /api/admin/verification/reject with id and reason (required, at most 200 characters). */
export const ZRejectRequest = z.object({
  id: zSubmissionId,
  reason: requiredText(VERIFY_MSG.rejectReasonRequired, VERIFICATION_LIMITS.rejectReasonMax, VERIFY_MSG.rejectReasonTooLong),
});
export type TRejectRequest = z.input<typeof ZRejectRequest>;

export const ZReviewResult = z.object({ id: z.number().int(), status: z.number().int() });
export type TReviewResult = z.infer<typeof ZReviewResult>;
