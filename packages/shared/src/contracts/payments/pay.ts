import { z } from 'zod';
import { PAYMENT_MSG, PayChannel, RECHARGE_LIMITS_YUAN } from '../../constants/payments';
import { optionalText } from '../../validators/text';

export const zPayChannel = z.coerce
  .number({ error: PAYMENT_MSG.channelInvalid })
  .pipe(z.union([z.literal(PayChannel.alipay), z.literal(PayChannel.wechat)], { error: PAYMENT_MSG.channelInvalid }));

/**
 * POST /api/Evidences/pay: a new recharge order of `integral` yuan, or, with `order_no`, the
 * caller's pending order again (001 §7 "Pay again": integral, type, order_no). `type` 1 Alipay, 2 WeChat.
 */
export const ZPayRequest = z.object({
  integral: z.coerce
    .number({ error: PAYMENT_MSG.amountInvalid })
    .int({ error: PAYMENT_MSG.amountInvalid })
    .min(RECHARGE_LIMITS_YUAN.min, { error: PAYMENT_MSG.amountInvalid })
    .max(RECHARGE_LIMITS_YUAN.max, { error: PAYMENT_MSG.amountInvalid })
    .optional(),
  type: zPayChannel,
  order_no: optionalText(40),
});
export type TPayRequest = z.input<typeof ZPayRequest>;

/** POST /api/alipay/doPay: pay an existing pending order (继续支付); `type` defaults to Alipay. */
export const ZDoPayRequest = z.object({
  order_no: z.string({ error: PAYMENT_MSG.orderNoRequired }).trim().min(1, { error: PAYMENT_MSG.orderNoRequired }).max(40, { error: PAYMENT_MSG.orderNoRequired }),
  type: zPayChannel.default(PayChannel.alipay),
  integral: z.unknown().optional(),
});
export type TDoPayRequest = z.input<typeof ZDoPayRequest>;

/**
 * How to pay: WeChat answers `codeUrl` (the QR code's content: a cashier page address), Alipay
 * answers `html` (a page form the browser submits) and `payUrl` (where that form goes).
 */
export const ZPayStart = z.object({
  order_no: z.string(),
  type: z.number().int(),
  money: z.number(),
  points: z.number(),
  codeUrl: z.string().nullable(),
  html: z.string().nullable(),
  payUrl: z.string(),
  /** the payment provider is this machine's test cashier, not a real one */
  isLocal: z.boolean(),
});
export type TPayStart = z.infer<typeof ZPayStart>;
