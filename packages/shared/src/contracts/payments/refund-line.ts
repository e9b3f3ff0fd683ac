import { z } from 'zod';

/**
 * One refund of a payment by its original route (issue 25 item 6): on the order in /orders, /notary and the
 * office console. `stateName` is 退款中 / 已退款 / 退款失败（原因）; `isLocal` says the payment was made at the
 * local test cashier, so no money moved and none moves back (the page says so).
 */
export const ZRefundLine = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  /** yuan */
  amount: z.number(),
  state: z.enum(['processing', 'succeeded', 'failed']),
  stateName: z.string(),
  reason: z.string().nullable(),
  isLocal: z.boolean(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type TRefundLine = z.infer<typeof ZRefundLine>;
