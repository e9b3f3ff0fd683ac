import { z } from 'zod';
import { EsignFlowStatus } from '../../constants/esign';
import { ESIGN_FLOW_MSG } from '../../constants/esign-flows';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { optionalFilterText, optionalInt } from '../evidence-list/fields';

const MAX_SECONDS = 253_402_300_799;

/**
 * GET /api/ElcSign/listSign: page, status (a flow status or none for all), keyword (title, flow number or a
 * signer's name), startTime / endTime (unix seconds of the sending — or, for drafts, creation — day range).
 */
export const ZListSignQuery = z
  .object({
    page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, 100_000),
    status: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(Object.values(EsignFlowStatus) as [EsignFlowStatus, ...EsignFlowStatus[]], { error: ESIGN_FLOW_MSG.badStatus }).optional()),
    keyword: optionalFilterText(ESIGN_FLOW_MSG.badKeyword, 50, ESIGN_FLOW_MSG.badKeyword),
    startTime: optionalInt(EVIDENCE_LIST_MSG.badStartTime, 0, MAX_SECONDS),
    endTime: optionalInt(EVIDENCE_LIST_MSG.badEndTime, 0, MAX_SECONDS),
  })
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, { error: EVIDENCE_LIST_MSG.startAfterEnd });
export type TListSignQuery = z.input<typeof ZListSignQuery>;
export type TListSignFilters = z.output<typeof ZListSignQuery>;

export const ZFlowSignerBrief = z.object({ id: z.number().int(), name: z.string(), role: z.string(), status: z.string(), statusName: z.string() });
export type TFlowSignerBrief = z.infer<typeof ZFlowSignerBrief>;

export const ZListSignRow = z.object({
  id: z.number().int(),
  flowNo: z.string(),
  title: z.string(),
  status: z.string(),
  statusName: z.string(),
  signers: z.array(ZFlowSignerBrief),
  createdAt: z.number().int(),
  sentAt: z.number().int().nullable(),
  expiresAt: z.number().int(),
});
export type TListSignRow = z.infer<typeof ZListSignRow>;

export const ZListSignResponse = z.object({ count: z.number().int(), list: z.array(ZListSignRow) });
export type TListSignResponse = z.infer<typeof ZListSignResponse>;
