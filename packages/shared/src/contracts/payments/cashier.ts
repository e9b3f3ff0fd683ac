import { z } from 'zod';
import { PAYMENT_MSG } from '../../constants/payments';

/** The local test cashier (/mobile/cashier/:token), only with PAYMENT_PROVIDER=local. */
const token = z.string({ error: PAYMENT_MSG.linkInvalid }).trim().min(1, { error: PAYMENT_MSG.linkInvalid }).max(200, { error: PAYMENT_MSG.linkInvalid });

/** GET /api/payment/cashier?token= */
export const ZCashierQuery = z.object({ token });
export type TCashierQuery = z.input<typeof ZCashierQuery>;

export const ZCashierView = z.object({
  order_no: z.string(),
  desc: z.string(),
  money: z.number(),
  points: z.number(),
  pay_status: z.number().int(),
  pay_status_name: z.string(),
  channel: z.number().int(),
  /**
   * set when this link's payment arrived but was not credited (the order was paid another way meanwhile, or
   * could no longer be paid): the words that say the money goes back; null otherwise (decision 797)
   */
  refund_note: z.string().nullable(),
});
export type TCashierView = z.infer<typeof ZCashierView>;

/** POST /api/payment/cashier/confirm and /cancel with the token: the tester pays or abandons. */
export const ZCashierActionRequest = z.object({ token });
export type TCashierActionRequest = z.input<typeof ZCashierActionRequest>;

/** GET /api/points/priceList: what preserving costs and how points are bought. */
export const ZPriceList = z.object({
  /** points charged for preserving one file */
  preserve: z.number(),
  /** points charged for sending one sign flow (POINTS_PRICE_ESIGN) */
  esign: z.number(),
  /** points charged for one web capture (POINTS_PRICE_WEB) */
  web: z.number(),
  /** points a reserved minute of 过程取证 / OTT取证 costs (POINTS_PRICE_VM_MINUTE, POINTS_PRICE_OTT_MINUTE) */
  vmMinute: z.number(),
  ottMinute: z.number(),
  /** points of a notarial order: the base per order plus this much per evidence record (NOTARY_FEE_BASE, NOTARY_FEE_PER_RECORD) */
  notaryBase: z.number(),
  notaryPerRecord: z.number(),
  /** points given to a new account */
  registerGift: z.number(),
  pointsPerYuan: z.number(),
  presets: z.array(z.number()),
  min: z.number(),
  max: z.number(),
  /** the configured providers, comma-separated (PAYMENT_PROVIDER) */
  provider: z.string(),
  /** some channel is paid at the local test cashier */
  providerIsLocal: z.boolean(),
  /** the channels that can be paid (1 Alipay, 2 WeChat), each at a real provider or the local cashier */
  channels: z.array(z.object({ type: z.union([z.literal(1), z.literal(2)]), isLocal: z.boolean() })),
});
export type TPriceList = z.infer<typeof ZPriceList>;
