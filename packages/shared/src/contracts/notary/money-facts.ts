import { z } from 'zod';
import { ZRefundLine } from '../payments/refund-line';

/**
 * What a notarial order's money did, in the applicant's words (decisions 365–366), on /notary,
 * /notary/detail and /orders → 公证书. The specification's `money` and `pay` stay as they were (the fee,
 * paid or not); these say how it was paid and what is given back:
 * - payState: unpaid 未支付 | paid 已支付 | cancelled 已取消 (the order ended before it was paid);
 * - paidBy: points 积分 | wechat 微信 | alipay 支付宝, null when not paid;
 * - paidAmount in paidUnit: the fee in points when paid by points, the yuan received when paid by
 *   WeChat/Alipay, null when not paid;
 * - refunded: points given back (the office ended a points-paid order);
 * - refundDue: yuan owed back by the original route and not yet back (the office ended a WeChat/Alipay-paid
 *   order, or a payment came in for an order that no longer needed it): refunds 退款中 or 退款失败, and what
 *   was recorded as owed before refunds went through the provider (issue 25, decision 910);
 * - refundedMoney: yuan the provider has refunded (已退款);
 * - refunds: each refund with its state (退款中 / 已退款 / 退款失败（原因）).
 */
export const ZNotaryMoneyFacts = z.object({
  payState: z.enum(['unpaid', 'paid', 'cancelled']),
  payStateName: z.string(),
  paidBy: z.enum(['points', 'wechat', 'alipay']).nullable(),
  paidByName: z.string().nullable(),
  paidAmount: z.number().nullable(),
  paidUnit: z.enum(['points', 'yuan']).nullable(),
  refunded: z.number(),
  refundDue: z.number(),
  refundedMoney: z.number(),
  refunds: z.array(ZRefundLine),
});
export type TNotaryMoneyFacts = z.infer<typeof ZNotaryMoneyFacts>;
