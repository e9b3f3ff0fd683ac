import { z } from 'zod';
import { zNotaryOrderId } from './fields';
import { zPayChannel } from '../payments/pay';

/** POST /api/notary/deCode {orderId}: start the re-check of every original (the deCode step). */
export const ZNotaryDecodeRequest = z.object({ orderId: zNotaryOrderId });
export const ZNotaryDecodeStarted = z.object({ started: z.boolean() });

/** GET /api/notary/deCodeStatus {orderId}: the step, the job's progress and each record's result. */
export const ZNotaryDecodeStatusQuery = z.object({ orderId: zNotaryOrderId });
export const ZNotaryDecodeStatus = z.object({
  step: z.string(),
  stepName: z.string(),
  notarial: z.number().int(),
  endReason: z.string().nullable(),
  job: z.object({ status: z.string(), progress: z.number().nullable(), note: z.string().nullable(), error: z.string().nullable() }).nullable(),
  items: z.array(z.object({ baoquan: z.string(), fileName: z.string(), checkResult: z.string().nullable() })),
});
export type TNotaryDecodeStatus = z.infer<typeof ZNotaryDecodeStatus>;

/** POST /api/notary/payByPoints {orderId}: pay the fee with the account's points (the pay step). */
export const ZNotaryPayRequest = z.object({ orderId: zNotaryOrderId });
export const ZNotaryPaid = z.object({ step: z.string(), paid: z.number() });

/**
 * POST /api/notary/payOnline {orderId, type}: pay the fee by WeChat (2) or Alipay (1) through the payment
 * provider (the local cashier in demos); answers like /api/Evidences/pay and is polled with wxIsPay.
 */
export const ZNotaryPayOnlineRequest = z.object({ orderId: zNotaryOrderId, type: zPayChannel });
