import { z } from 'zod';
import { NOTARY_MSG } from '../../constants/notary';
import { zNotaryOrderId } from './fields';

/** POST /api/notary/stop {orderId, reason?}: the applicant ends an unpaid order in progress (void). */
export const ZNotaryStopRequest = z.object({
  orderId: zNotaryOrderId,
  reason: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string({ error: NOTARY_MSG.remarkTooLong }).trim().max(200, { error: NOTARY_MSG.remarkTooLong }).optional()),
});
export type TNotaryStopRequest = z.input<typeof ZNotaryStopRequest>;

export const ZNotaryStopResponse = z.object({ id: z.number().int(), notarial: z.number().int(), refunded: z.number() });
export type TNotaryStopResponse = z.infer<typeof ZNotaryStopResponse>;
