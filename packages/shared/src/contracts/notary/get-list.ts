import { z } from 'zod';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { NOTARY, NOTARY_MSG } from '../../constants/notary';
import { optionalFilterText, optionalInt } from '../evidence-list/fields';
import { ZNotaryApplicantAction } from './applicant-action';
import { ZNotaryMoneyFacts } from './money-facts';

const MAX_SECONDS = 253_402_300_799;

/**
 * GET /api/notary/getList (001 §7 Notary "List"): startTime, endTime (unix seconds; the page sends the
 * end day's 00:00 + 86400 − 1), page, payType (0 all, 1 unpaid, 2 paid), notarialType (0 all, 1–7),
 * orderNo (exact or a prefix).
 */
export const ZNotaryListQuery = z
  .object({
    startTime: optionalInt(EVIDENCE_LIST_MSG.badStartTime, 0, MAX_SECONDS),
    endTime: optionalInt(EVIDENCE_LIST_MSG.badEndTime, 0, MAX_SECONDS),
    page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, NOTARY.pageMax),
    payType: optionalInt(NOTARY_MSG.badPayType, 0, 2),
    notarialType: optionalInt(NOTARY_MSG.badNotarialType, 0, 7),
    orderNo: optionalFilterText(NOTARY_MSG.badOrderNo, NOTARY.orderNoMax, NOTARY_MSG.badOrderNo),
    v: optionalFilterText(EVIDENCE_LIST_MSG.badV, 32, EVIDENCE_LIST_MSG.badV),
  })
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, { error: EVIDENCE_LIST_MSG.startAfterEnd });
export type TNotaryListQuery = z.input<typeof ZNotaryListQuery>;
export type TNotaryListFilters = z.output<typeof ZNotaryListQuery>;

/** 001 §3 "Notary list row": orderNo, addTime, number, step, money, pay, notarial, id, type (+ names). */
export const ZNotaryListRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  addTime: z.number().int(),
  number: z.number().int(),
  step: z.string(),
  stepName: z.string(),
  money: z.number(),
  pay: z.number().int(),
  notarial: z.number().int(),
  notarialName: z.string(),
  type: z.number().int(),
  typeName: z.string(),
  /** the office's stage once paid (待受理 …), else null */
  officeStage: z.string().nullable(),
  endReason: z.string().nullable(),
  /** what the applicant must do now (待您签署 …) and the path of that step, or null */
  applicantAction: ZNotaryApplicantAction,
  // how it was paid and what is given back (decision 365)
  ...ZNotaryMoneyFacts.shape,
});
export type TNotaryListRow = z.infer<typeof ZNotaryListRow>;

export const ZNotaryListResponse = z.object({ count: z.number().int(), list: z.array(ZNotaryListRow) });
export type TNotaryListResponse = z.infer<typeof ZNotaryListResponse>;
