import { z } from 'zod';
import { NOTARY_MSG } from '../../constants/notary';
import { zNotaryOrderId } from './fields';
import { MSG } from '../../constants/messages';
import { isPrintableLine } from '../../validators/text';

/** POST /api/notary/stop {orderId, reason?}: the applicant ends an unpaid order in progress (void). */
export const ZNotaryStopRequest = z.object({
  orderId: zNotaryOrderId,
  reason: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string({ error: NOTARY_MSG.stopReasonTooLong }).trim().max(200, { error: NOTARY_MSG.stopReasonTooLong }).refine(isPrintableLine, { error: MSG.invalidChars }).optional()),
});
export type TNotaryStopRequest = z.input<typeof ZNotaryStopRequest>;

export const ZNotaryStopResponse = z.object({ id: z.number().int(), notarial: z.number().int(), refunded: z.number() });
export type TNotaryStopResponse = z.infer<typeof ZNotaryStopResponse>;
