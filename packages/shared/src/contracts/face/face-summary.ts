import { z } from 'zod';

/**
 * The face check of an individual's submission as the pages show it: the latest result (SUCCESS,
 * FAIL), PENDING while a session is open, null when none was finished or open. `provider` names
 * who checked (`local` is the test stand-in, `seed` the demo data).
 */
export const ZFaceSummary = z.object({
  result: z.enum(['SUCCESS', 'FAIL', 'PENDING']).nullable(),
  at: z.number().int().nullable(),
  provider: z.string().nullable(),
});
export type TFaceSummary = z.infer<typeof ZFaceSummary>;

/** The operator's view adds the provider's transaction id and the flow (QR or payment app). */
export const ZFaceReview = ZFaceSummary.extend({
  transactionId: z.string().nullable(),
  flow: z.enum(['detect', 'ali']).nullable(),
  /** sessions started for this submission, for the operator's judgement */
  attempts: z.number().int(),
});
export type TFaceReview = z.infer<typeof ZFaceReview>;
