import { z } from 'zod';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { optionalInt } from '../evidence-list/fields';

/** The two tabs of the signer's inbox: 待我签署 (todo) and 我参与的 (all flows I am a signer of). */
export const MY_SIGNS_TABS = ['todo', 'all'] as const;
export const MY_SIGNS_MSG = { badTab: '列表类型不正确' } as const;

/** GET /api/ElcSign/mySigns: tab (todo | all, default todo), page (10 a page). */
export const ZMySignsQuery = z.object({
  tab: z.preprocess((v) => (v === '' || v === null || v === undefined ? 'todo' : v), z.enum(MY_SIGNS_TABS, { error: MY_SIGNS_MSG.badTab })),
  page: optionalInt(EVIDENCE_LIST_MSG.badPage, 1, 100_000),
});
export type TMySignsQuery = z.input<typeof ZMySignsQuery>;
export type TMySignsFilters = z.output<typeof ZMySignsQuery>;

export const ZMySignRow = z.object({
  flowId: z.number().int(),
  /** my signer row in that flow */
  signerId: z.number().int(),
  flowNo: z.string(),
  title: z.string(),
  /** the sender (the flow owner's display name) */
  sender: z.string(),
  role: z.string(),
  /** the flow's shown status and its Chinese name */
  status: z.string(),
  statusName: z.string(),
  /** my own status as a signer and its Chinese name */
  myStatus: z.string(),
  myStatusName: z.string(),
  /** true while it is my turn and the flow can be signed (the 去签署 button) */
  canSign: z.boolean(),
  sentAt: z.number().int().nullable(),
  expiresAt: z.number().int(),
  signedAt: z.number().int().nullable(),
  /** the signed contract shared with me once the flow is 已完成 (an evidence id for /api/data/sharedDownload), else null */
  resultId: z.number().int().nullable(),
  /** that record's 保全号 and certificate view token (the certificate page), else null */
  resultBaoquan: z.string().nullable(),
  resultViewToken: z.string().nullable(),
});
export type TMySignRow = z.infer<typeof ZMySignRow>;

export const ZMySignsResponse = z.object({ count: z.number().int(), list: z.array(ZMySignRow) });
export type TMySignsResponse = z.infer<typeof ZMySignsResponse>;
