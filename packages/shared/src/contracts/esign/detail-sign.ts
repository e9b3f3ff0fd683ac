import { z } from 'zod';
import { zSignId } from './flow-fields';

/** GET /api/ElcSign/detailSign {sign_id}: the flow, its signers, fields, timeline and money. */
export const ZDetailSignQuery = z.object({ sign_id: zSignId });
export type TDetailSignQuery = z.input<typeof ZDetailSignQuery>;

export const ZDetailSigner = z.object({
  id: z.number().int(),
  position: z.number().int(),
  role: z.string(),
  name: z.string(),
  /** full to the flow's owner and its members: they typed it (decision 441) */
  phone: z.string(),
  kind: z.string(),
  kindName: z.string(),
  companyName: z.string().nullable(),
  status: z.string(),
  statusName: z.string(),
  sentAt: z.number().int().nullable(),
  openedAt: z.number().int().nullable(),
  signedAt: z.number().int().nullable(),
  rejectedAt: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  intentMethodName: z.string().nullable(),
  /** 本方自动盖章: the seal the sender chose for its own company (a draft keeps it), else null */
  autoSealId: z.number().int().nullable(),
  /** a link can be (re)sent or copied now */
  due: z.boolean(),
});
export type TDetailSigner = z.infer<typeof ZDetailSigner>;

export const ZDetailField = z.object({
  id: z.number().int(),
  signerId: z.number().int(),
  kind: z.string(),
  kindName: z.string(),
  page: z.number().int(),
  xPct: z.number(),
  yPct: z.number(),
  wPct: z.number(),
  hPct: z.number(),
  filled: z.boolean(),
});

export const ZDetailEvent = z.object({ id: z.number().int(), at: z.number().int(), kind: z.string(), label: z.string(), signerName: z.string().nullable(), note: z.string().nullable() });
export type TDetailEvent = z.infer<typeof ZDetailEvent>;

export const ZDetailSignResponse = z.object({
  id: z.number().int(),
  flowNo: z.string(),
  title: z.string(),
  status: z.string(),
  statusName: z.string(),
  templateId: z.number().int().nullable(),
  orderMode: z.string(),
  orderModeName: z.string(),
  ridingSeal: z.boolean(),
  fileName: z.string(),
  pageCount: z.number().int(),
  sourceSha256: z.string(),
  expiresAt: z.number().int(),
  remindEveryDays: z.number().int(),
  createdAt: z.number().int(),
  sentAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  endReason: z.string().nullable(),
  completedAt: z.number().int().nullable(),
  creatorName: z.string(),
  signers: z.array(ZDetailSigner),
  fields: z.array(ZDetailField),
  timeline: z.array(ZDetailEvent),
  /** points: what sending charged, what was given back, the consumption order's number */
  money: z.object({ charged: z.number(), refunded: z.number(), orderNo: z.string().nullable() }),
  canDownloadSigned: z.boolean(),
  resultSha256: z.string().nullable(),
  /** the preserved signed contract's 保全号 (its certificate: /attestation/{no}), once completed */
  resultEvidenceNo: z.string().nullable(),
});
export type TDetailSignResponse = z.infer<typeof ZDetailSignResponse>;
