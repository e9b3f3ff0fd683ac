import { z } from 'zod';
import { CAPTURE_LIMITS, CAPTURE_MSG, CaptureStatus } from '../../constants/capture';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { optionalFilterText, optionalInt } from '../evidence-list/fields';
import { zCaptureType } from './capture-fields';

const MAX_SECONDS = 253_402_300_799;

/**
 * POST /api/processlist/getProList: one kind's captures (type 2 web, 9 virtual machine, 8 TV box), 10 a page,
 * newest first; keyword (title, number or address), status, label, startTime / endTime (unix seconds of the
 * creation, endTime the last second included).
 */
export const ZGetProListRequest = z
  .object({
    type: zCaptureType,
    page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, 100_000),
    keyword: optionalFilterText(CAPTURE_MSG.badKeyword, CAPTURE_LIMITS.keywordMax, CAPTURE_MSG.badKeyword),
    status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(Object.values(CaptureStatus) as [CaptureStatus, ...CaptureStatus[]], { error: CAPTURE_MSG.badStatus }).optional()),
    label: optionalFilterText(CAPTURE_MSG.labelTooLong, CAPTURE_LIMITS.labelMax, CAPTURE_MSG.labelTooLong),
    startTime: optionalInt(EVIDENCE_LIST_MSG.badStartTime, 0, MAX_SECONDS),
    endTime: optionalInt(EVIDENCE_LIST_MSG.badEndTime, 0, MAX_SECONDS),
  })
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, { error: EVIDENCE_LIST_MSG.startAfterEnd });
export type TGetProListRequest = z.input<typeof ZGetProListRequest>;
export type TGetProListFilters = z.output<typeof ZGetProListRequest>;

export const ZCaptureRow = z.object({
  id: z.number().int(),
  captureNo: z.string(),
  type: z.number().int(),
  title: z.string(),
  label: z.string().nullable(),
  url: z.string(),
  status: z.string(),
  statusName: z.string(),
  failReason: z.string().nullable(),
  /** 1-based place among the queued captures of this node's kinds, while 排队中; else null */
  queuePosition: z.number().int().nullable(),
  reservedMinutes: z.number().int().nullable(),
  usedSeconds: z.number().int().nullable(),
  /** points charged and given back (2 decimals) */
  chargedPoints: z.number(),
  refundedPoints: z.number(),
  /** the package's evidence number once preserved (the certificate's baoquan), else null */
  evidenceNo: z.string().nullable(),
  /** who started it (the member's name for a company's main account), else null */
  creatorName: z.string().nullable(),
  createdAt: z.number().int(),
  endedAt: z.number().int().nullable(),
  confirmDeadline: z.number().int().nullable(),
});
export type TCaptureRow = z.infer<typeof ZCaptureRow>;

export const ZGetProListResponse = z.object({ count: z.number().int(), list: z.array(ZCaptureRow) });
export type TGetProListResponse = z.infer<typeof ZGetProListResponse>;
