import { z } from 'zod';

/** POST /api/ElcSign/saveSign (multipart `file`?, `data` JSON: ZSaveSignData) → the flow saved or sent. */
export const ZSaveSignResponse = z.object({
  id: z.number().int(),
  flowNo: z.string(),
  status: z.string(),
  /** points charged now (0 for a draft) */
  charged: z.number(),
  /** links texted now */
  texted: z.number().int(),
});
export type TSaveSignResponse = z.infer<typeof ZSaveSignResponse>;
