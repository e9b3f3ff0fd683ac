import { z } from 'zod';
import { EVIDENCE_LIST_MSG } from '../../constants/evidence-list';
import { zId } from '../../validators/ids';

/** POST /api/data/delData with dataId (000 §7); the answer's msg is shown (000 §8). */
export const ZDelDataRequest = z.object({
  dataId: zId(EVIDENCE_LIST_MSG.badDataId),
});
export type TDelDataRequest = z.input<typeof ZDelDataRequest>;
