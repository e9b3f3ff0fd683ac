import { z } from 'zod';

export const ZProcessFile = z.object({ role: z.string(), name: z.string(), size: z.number().int(), sha256: z.string(), sm3: z.string(), mime: z.string() });
export type TProcessFile = z.infer<typeof ZProcessFile>;

/** `unchecked`: nothing was tested (shown 未检查, never 通过) */
export const ZCheckItem = z.object({ item: z.string(), result: z.string(), ok: z.boolean(), unchecked: z.boolean().optional() });
export const ZActionLine = z.object({ at: z.number().int(), kind: z.string(), text: z.string() });
export type TActionLine = z.infer<typeof ZActionLine>;

/**
 * POST /api/processlist/look {id}: one session as its owner sees it — the queue page (place, estimated
 * wait), the live page (remaining time) and the preview (video, hashes, what confirming charges).
 */
export const ZLookResponse = z.object({
  id: z.number().int(),
  captureNo: z.string(),
  kind: z.enum(['vm', 'ott']),
  title: z.string(),
  label: z.string().nullable(),
  url: z.string(),
  status: z.string(),
  statusName: z.string(),
  failReason: z.string().nullable(),
  queuePosition: z.number().int().nullable(),
  /** seconds, from the reserved minutes of the sessions ahead (an upper bound) */
  estimatedWaitSeconds: z.number().int().nullable(),
  reservedMinutes: z.number().int(),
  startedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  /** when a running session ends itself */
  deadlineAt: z.number().int().nullable(),
  usedSeconds: z.number().int().nullable(),
  chargedPoints: z.number(),
  refundedPoints: z.number(),
  /** at 待确认: what confirming keeps (minutes used, rounded up) and gives back */
  confirmCostPoints: z.number().nullable(),
  confirmRefundPoints: z.number().nullable(),
  confirmDeadline: z.number().int().nullable(),
  /** a signed, expiring URL of the recording (range requests), at 待确认 and after */
  videoUrl: z.string().nullable(),
  files: z.array(ZProcessFile),
  packageSha256: z.string().nullable(),
  packageSm3: z.string().nullable(),
  environment: z.array(ZCheckItem),
  actions: z.array(ZActionLine),
  evidenceNo: z.string().nullable(),
});
export type TLookResponse = z.infer<typeof ZLookResponse>;
