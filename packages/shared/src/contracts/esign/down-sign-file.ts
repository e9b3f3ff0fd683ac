import { z } from 'zod';
import { ESIGN_FLOW_MSG } from '../../constants/esign-flows';
import { zSignId } from './flow-fields';

/** GET /api/ElcSign/downSignFile {sign_id, kind: original | signed} (ours): the PDF itself, for the owner. */
export const ZDownSignFileQuery = z.object({
  sign_id: zSignId,
  kind: z.enum(['original', 'signed'], { error: ESIGN_FLOW_MSG.badFileKind }),
});
export type TDownSignFileQuery = z.input<typeof ZDownSignFileQuery>;
