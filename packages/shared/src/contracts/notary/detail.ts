import { z } from 'zod';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { NOTARY } from '../../constants/notary';
import { optionalInt } from '../evidence-list/fields';
import { zNotaryOrderId } from './fields';
import { ZNotaryApplicantAction } from './applicant-action';
import { ZNotaryMoneyFacts } from './money-facts';

/** GET /api/notary/detail {orderId, page}: the order's facts and its records, 10 a page (001 §7). */
export const ZNotaryDetailQuery = z.object({ orderId: zNotaryOrderId, page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, NOTARY.pageMax) });
export type TNotaryDetailQuery = z.input<typeof ZNotaryDetailQuery>;

/** 001 §3 "Notary detail" info, with the procedure's state. */
export const ZNotaryDetailInfo = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  addTime: z.number().int(),
  money: z.number(),
  pay: z.number().int(),
  type: z.number().int(),
  typeName: z.string(),
  step: z.string(),
  stepName: z.string(),
  notarial: z.number().int(),
  notarialName: z.string(),
  officeStage: z.string().nullable(),
  officeStageName: z.string().nullable(),
  number: z.number().int(),
  certificateNo: z.string().nullable(),
  notaryName: z.string().nullable(),
  endReason: z.string().nullable(),
  endedBy: z.string().nullable(),
  /** what the applicant must do now and the path of that step, or null */
  applicantAction: ZNotaryApplicantAction,
  // refunded, refundDue and how it was paid (decision 365)
  ...ZNotaryMoneyFacts.shape,
});
export type TNotaryDetailInfo = z.infer<typeof ZNotaryDetailInfo>;

/** 001 §3 "Notary detail" rows: baoquan, baoquan_no, title, name, url, label, type, saveTime, time, timeLength, fileType, fileUrl. */
export const ZNotaryDetailRow = z.object({
  id: z.number().int(),
  baoquan: z.string(),
  baoquan_no: z.string(),
  title: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  label: z.string().nullable(),
  type: z.string(),
  saveTime: z.number().int(),
  time: z.string(),
  timeLength: z.number().nullable(),
  fileType: z.string(),
  fileUrl: z.string().nullable(),
  size: z.number().int(),
  sha256: z.string(),
  sm3: z.string(),
  /** deCode's re-check: ok | mismatch | missing, null before */
  checkResult: z.string().nullable(),
});
export type TNotaryDetailRow = z.infer<typeof ZNotaryDetailRow>;

export const ZNotaryDetailResponse = z.object({ count: z.number().int(), info: ZNotaryDetailInfo, list: z.array(ZNotaryDetailRow) });
export type TNotaryDetailResponse = z.infer<typeof ZNotaryDetailResponse>;
