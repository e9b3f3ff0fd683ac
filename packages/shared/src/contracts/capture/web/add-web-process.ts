import { z } from 'zod';
import { CAPTURE_LIMITS } from '../../../constants/capture';
import { CAPTURE_WEB_MSG } from '../../../constants/capture-web';
import { zCaptureLabel, zCaptureTitle } from '../capture-fields';

/**
 * POST /api/Processforensics/addWebProcess {url, title, label?} (our name: the spec lists no call for
 * creating a web capture; decisions 520): accepts a capture, charges its price and queues it.
 */
export const ZAddWebProcessRequest = z.object({
  url: z
    .string({ error: CAPTURE_WEB_MSG.urlRequired })
    .trim()
    .min(1, { error: CAPTURE_WEB_MSG.urlRequired })
    .max(CAPTURE_LIMITS.urlMax, { error: CAPTURE_WEB_MSG.urlTooLong }),
  title: zCaptureTitle,
  label: zCaptureLabel.optional().transform((v) => v ?? null),
});
export type TAddWebProcessRequest = z.input<typeof ZAddWebProcessRequest>;

export const ZAddWebProcessResponse = z.object({
  id: z.number().int(),
  captureNo: z.string(),
  status: z.string(),
  /** 1-based place in the queue when accepted */
  queuePosition: z.number().int().nullable(),
  chargedPoints: z.number(),
});
export type TAddWebProcessResponse = z.infer<typeof ZAddWebProcessResponse>;
