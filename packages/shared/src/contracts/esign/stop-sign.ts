import { z } from 'zod';
import { ESIGN_FLOW_MSG } from '../../constants/esign-flows';
import { MSG } from '../../constants/messages';
import { isPrintableLine } from '../../validators/text';
import { zSignId } from './flow-fields';

/** POST /api/ElcSign/stopSign {sign_id, reason}: 签署中 → 已撤销. */
export const ZStopSignRequest = z.object({
  sign_id: zSignId,
  reason: z
    .string({ error: ESIGN_FLOW_MSG.reasonRequired })
    .trim()
    .min(1, { error: ESIGN_FLOW_MSG.reasonRequired })
    .max(200, { error: ESIGN_FLOW_MSG.reasonTooLong })
    .refine(isPrintableLine, { error: MSG.invalidChars }),
});
export type TStopSignRequest = z.input<typeof ZStopSignRequest>;
/** refunded: points given back now (0 when someone had signed, or nothing was charged) */
export const ZStopSignResponse = z.object({ status: z.string(), refunded: z.number() });
export type TStopSignResponse = z.infer<typeof ZStopSignResponse>;
