import { z } from 'zod';
import { EVIDENCE_LIMITS, EVIDENCE_MSG } from '../../constants/evidence';
import { EVIDENCE_LIST, EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { zPage } from '../common/envelope';
import { optionalFilterText, optionalInt } from './fields';

/** The latest unix second a filter may name (year 9999): later values are refused, not overflowed. */
const MAX_SECONDS = 253_402_300_799;

/**
 * GET /api/data/getList (000 §7): exactly startTime, endTime (unix seconds), keyword, page, type,
 * productType, limit, label, v. endTime is the last second included (the page sends the end day's
 * 00:00 + 86400 − 1, 000 §9). `v` is the page's cache-busting value and is ignored.
 * Absent or empty: page 1, type 0, productType 0, limit 10 (the service applies them; a zod default
 * would not see an empty string).
 */
export const ZGetListQuery = z
  .object({
    startTime: optionalInt(EVIDENCE_LIST_MSG.badStartTime, 0, MAX_SECONDS),
    endTime: optionalInt(EVIDENCE_LIST_MSG.badEndTime, 0, MAX_SECONDS),
    keyword: optionalFilterText(EVIDENCE_LIST_MSG.badKeyword, EVIDENCE_LIMITS.keywordMax, EVIDENCE_MSG.keywordTooLong),
    page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, EVIDENCE_LIST.pageMax),
    type: optionalInt(EVIDENCE_MSG.badType, 0, 5),
    productType: optionalInt(EVIDENCE_MSG.badProductType, 0, 2),
    limit: optionalInt(EVIDENCE_LIST_MSG.badLimit, 1, EVIDENCE_LIST.limitMax),
    label: optionalFilterText(EVIDENCE_LIST_MSG.badLabel, EVIDENCE_LIMITS.labelMax, EVIDENCE_MSG.labelTooLong),
    v: optionalFilterText(EVIDENCE_LIST_MSG.badV, 32, EVIDENCE_LIST_MSG.badV),
  })
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, { error: EVIDENCE_LIST_MSG.startAfterEnd });
export type TGetListQuery = z.input<typeof ZGetListQuery>;
export type TGetListFilters = z.output<typeof ZGetListQuery>;

/** One row of the attestation list (000 §3) with what the certificate link needs. */
export const ZEvidenceListItem = z.object({
  id: z.number().int(),
  /** 保全号: 18 digits, always a string */
  baoquan: z.string(),
  title: z.string(),
  fileName: z.string(),
  /** 文档 / 图片 / 音频 / 视频 / 其他 */
  fileType: z.string(),
  fileTypeCode: z.number().int(),
  /** 自助存证 / API保全 */
  type: z.string(),
  productType: z.number().int(),
  size: z.number().int(),
  /** when it was preserved, milliseconds since the epoch */
  saveTime: z.number().int(),
  /** 上传中 / 已上传 / 证据缺失 */
  fileStatus: z.string(),
  status: z.enum(['uploading', 'uploaded', 'missing']),
  label: z.string().nullable(),
  /** who uploaded it: filled for a company's main account only (its members' uploads), else null */
  creator_name: z.string().nullable(),
  sha256: z.string(),
  /** why the owner may not delete it (a record made for more than one party: delData's message), else null */
  deleteRefusal: z.string().nullable(),
  /** the platform made it (notarial document, contract, capture package): `type` names that product, creator 系统 */
  madeBySystem: z.boolean(),
});
export type TEvidenceListItem = z.infer<typeof ZEvidenceListItem>;

export const ZGetListResponse = zPage(ZEvidenceListItem);
export type TGetListResponse = z.infer<typeof ZGetListResponse>;
