import { z } from 'zod';
import { zPage, zPageQuery } from '../common/envelope';
import { ZRefundLine } from '../payments/refund-line';

/** GET /api/admin/payments/refunds: every refund through the providers, for the operator (收款对账 → 退款处理). */
export const ZRefundQueueQuery = zPageQuery.extend({
  /** one state, or every refund when absent */
  state: z.enum(['processing', 'succeeded', 'failed'], { error: '退款状态不正确' }).optional(),
});
export type TRefundQueueQuery = z.input<typeof ZRefundQueueQuery>;
export type TRefundQueueFilter = z.infer<typeof ZRefundQueueQuery>;

export const ZRefundQueueItem = ZRefundLine.extend({
  orderNo: z.string(),
  /** 购买积分 / 公证费 */
  orderKindName: z.string(),
  /** 微信支付 / 支付宝 */
  channelName: z.string(),
  /** why it is owed back: 公证处终止办理, 重复付款, 取消后到账, … */
  causeName: z.string(),
  /** 1, then +1 for each 重新退款 */
  round: z.number().int(),
  /** the payer's phone, masked */
  payer: z.string(),
});
export type TRefundQueueItem = z.infer<typeof ZRefundQueueItem>;
export const ZRefundQueueResponse = zPage(ZRefundQueueItem).extend({
  /** refunds 退款失败 now, whatever the filter: the page's badge */
  failed: z.number().int(),
});
export type TRefundQueueResponse = z.infer<typeof ZRefundQueueResponse>;
