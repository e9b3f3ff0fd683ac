import { z } from 'zod';
import { PAYMENT_MSG } from '../../constants/payments';

/** `{ order_no }`: wxIsPay, cancelPay and getOrder (001 §3 "Payment: order_no"). */
export const ZOrderNoRequest = z.object({
  order_no: z.string({ error: PAYMENT_MSG.orderNoRequired }).trim().min(1, { error: PAYMENT_MSG.orderNoRequired }).max(40, { error: PAYMENT_MSG.orderNoRequired }),
});
export type TOrderNoRequest = z.input<typeof ZOrderNoRequest>;

/** A recharge order as /buyCredits shows it (amounts in yuan and points, 2 decimals). */
export const ZRechargeOrder = z.object({
  order_no: z.string(),
  create_time: z.number().int(),
  desc: z.string(),
  money: z.number(),
  points: z.number(),
  pay_status: z.number().int(),
  pay_status_name: z.string(),
  pay_type: z.number().int().nullable(),
  origin: z.number().int(),
  paid_at: z.number().int().nullable(),
});
export type TRechargeOrder = z.infer<typeof ZRechargeOrder>;

/** /api/alipay/wxIsPay: code 200 once paid; otherwise code 400 with the state. */
export const ZPayState = z.object({ order_no: z.string(), pay_status: z.number().int(), pay_status_name: z.string() });
export type TPayState = z.infer<typeof ZPayState>;
