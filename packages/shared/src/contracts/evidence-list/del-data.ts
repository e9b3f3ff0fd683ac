import { z } from 'zod';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';

/** POST /api/data/delData with dataId (000 §7); the answer's msg is shown (000 §8). */
export const ZDelDataRequest = z.object({
  dataId: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.coerce
      .number({ error: EVIDENCE_LIST_MSG.badDataId })
      .int({ error: EVIDENCE_LIST_MSG.badDataId })
      .min(1, { error: EVIDENCE_LIST_MSG.badDataId })
      .max(Number.MAX_SAFE_INTEGER, { error: EVIDENCE_LIST_MSG.badDataId }),
  ),
});
export type TDelDataRequest = z.input<typeof ZDelDataRequest>;
