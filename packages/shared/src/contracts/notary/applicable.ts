import { z } from 'zod';
import { NOTARY, NOTARY_MSG } from '../../constants/notary';
import { zIdList } from '../../validators/ids';

/**
 * GET /api/notary/applicable {ids}: whether each of these records of the caller can be notarized now, and why
 * not (decision 858) — the 数据存证 list's and the certificate's 申请公证, and /notary/selectList opened with a
 * record preselected. The rules are selectList's and apply's (one function), plus the caller's own: a record
 * is refused for an account not verified. Ids the caller cannot see are left out, like missing ones.
 */
export const ZNotaryApplicableQuery = z.object({
  ids: zIdList({ empty: NOTARY_MSG.selectRecords, bad: NOTARY_MSG.badRecordIds, tooMany: NOTARY_MSG.tooManyRecords, max: NOTARY.maxRecords }),
});
export type TNotaryApplicableQuery = z.input<typeof ZNotaryApplicableQuery>;

export const ZNotaryApplicableItem = z.object({
  id: z.number().int(),
  baoquan: z.string(),
  title: z.string(),
  notaryType: z.number().int(),
  selectable: z.boolean(),
  /** why not, in Chinese; null when it can be applied for */
  reason: z.string().nullable(),
});
export type TNotaryApplicableItem = z.infer<typeof ZNotaryApplicableItem>;

export const ZNotaryApplicableResponse = z.object({ list: z.array(ZNotaryApplicableItem) });
export type TNotaryApplicableResponse = z.infer<typeof ZNotaryApplicableResponse>;
