import { z } from 'zod';
import { ZGetListQuery, ZEvidenceListItem } from '../evidence-list/get-list';

/**
 * GET /api/notary/selectList: the caller's preserved records to pick for an application, with the
 * attestation list's filters (000 §7 getList) and page size; each row says whether it can be picked
 * and, when not, why (上传中, 证据缺失, a kind not yet open to notarization).
 */
export const ZNotarySelectListQuery = ZGetListQuery;
export type TNotarySelectListQuery = z.input<typeof ZNotarySelectListQuery>;

export const ZNotarySelectItem = ZEvidenceListItem.extend({
  /** the notary order type this record would make (001 §9: 1–7) */
  notaryType: z.number().int(),
  selectable: z.boolean(),
  /** why it cannot be picked, in Chinese; null when it can */
  reason: z.string().nullable(),
});
export type TNotarySelectItem = z.infer<typeof ZNotarySelectItem>;

export const ZNotarySelectListResponse = z.object({ count: z.number().int(), list: z.array(ZNotarySelectItem) });
export type TNotarySelectListResponse = z.infer<typeof ZNotarySelectListResponse>;
