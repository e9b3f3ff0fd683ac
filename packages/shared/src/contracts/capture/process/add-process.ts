import { z } from 'zod';
import { CAPTURE_LIMITS } from '../../../constants/capture';
import { PROCESS_LIMITS, PROCESS_MSG } from '../../../constants/capture-process';
import { zCaptureLabel, zCaptureTitle } from '../capture-fields';

/**
 * POST /api/Processforensics/addVmProcess and addOttProcess: reserve up to `minutes` of a recorded remote
 * browser (charged up front, the unused minutes come back at confirmation). `url` is the optional first page.
 * The server also caps minutes at CAPTURE_SESSION_MAX_MINUTES.
 */
export const ZAddProcessRequest = z.object({
  title: zCaptureTitle,
  label: zCaptureLabel.optional(),
  url: z
    .string({ error: PROCESS_MSG.badStartUrl })
    .trim()
    .max(CAPTURE_LIMITS.urlMax, { error: PROCESS_MSG.badStartUrl })
    .optional()
    .transform((v) => (v ? v : null)),
  // a number, or its digits as a form field sends them; never an array or other text (z.coerce took [1])
  minutes: z
    .preprocess((v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v), z.number({ error: PROCESS_MSG.badMinutes }))
    .pipe(
      z
        .number()
        .int({ error: PROCESS_MSG.badMinutes })
        .min(PROCESS_LIMITS.minMinutes, { error: PROCESS_MSG.badMinutes })
        .max(CAPTURE_LIMITS.sessionMaxMinutes, { error: PROCESS_MSG.tooManyMinutes(CAPTURE_LIMITS.sessionMaxMinutes) }),
    ),
});
export type TAddProcessRequest = z.input<typeof ZAddProcessRequest>;

export const ZAddProcessResponse = z.object({ id: z.number().int(), captureNo: z.string(), chargedPoints: z.number() });
export type TAddProcessResponse = z.infer<typeof ZAddProcessResponse>;
