import { z } from 'zod';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { NOTARY, NOTARY_MSG, OFFICE_STAGES } from '../../constants/notary';
import { optionalFilterText, optionalInt } from '../evidence-list/fields';

/**
 * The console's default filter (decision 855): orders in progress that wait for this notary — 待受理 (anyone
 * may accept), and 已受理 / 待出证 handled by the caller (询问 and 出证 are the handler's).
 */
export const OFFICE_NEEDS_NOTARY = 'needsNotary';
export const OFFICE_NEEDS_NOTARY_STAGES = ['submitted', 'accepted', 'confirmed'] as const;

/**
 * GET /api/admin/notary/list: the office's queue, 10 a page. `stage` one of OFFICE_STAGES (or 'all'),
 * `status` 0 all or 1–4, `orderNo` exact or a prefix. Without filters: every paid order, oldest first
 * among those waiting (the queue is worked in the order it was paid).
 */
export const ZOfficeListQuery = z.object({
  page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, NOTARY.pageMax),
  stage: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum([...OFFICE_STAGES, 'all', OFFICE_NEEDS_NOTARY], { error: '办理阶段不正确' }).optional()),
  status: optionalInt('公证状态不正确', 0, 4),
  orderNo: optionalFilterText(NOTARY_MSG.badOrderNo, NOTARY.orderNoMax, NOTARY_MSG.badOrderNo),
});
export type TOfficeListQuery = z.input<typeof ZOfficeListQuery>;
export type TOfficeListFilters = z.output<typeof ZOfficeListQuery>;

export const ZOfficeListRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** the applicant as verified (a person's or a company's name) */
  applicant: z.string(),
  applicantKind: z.enum(['person', 'company']),
  number: z.number().int(),
  type: z.number().int(),
  typeName: z.string(),
  fee: z.number(),
  paidAt: z.number().int().nullable(),
  officeStage: z.string().nullable(),
  officeStageName: z.string().nullable(),
  notarial: z.number().int(),
  notarialName: z.string(),
  notaryName: z.string().nullable(),
  certificateNo: z.string().nullable(),
});
export type TOfficeListRow = z.infer<typeof ZOfficeListRow>;
export const ZOfficeListResponse = z.object({ list: z.array(ZOfficeListRow), count: z.number().int() });
export type TOfficeListResponse = z.infer<typeof ZOfficeListResponse>;
