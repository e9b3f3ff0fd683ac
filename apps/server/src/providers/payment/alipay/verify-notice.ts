import { PayChannel } from '@evidence/shared/constants';
import type { NotifyRequest, VerifiedNotify } from '../payment-provider';
import type { AlipayLog, AlipayPayGateway } from './gateway';
import { centsOfYuan } from './money';
import { parseNoticeForm, signedFields } from './notice-form';
import { queryAlipayRefund } from './refund';

/**
 * Alipay's async notice (trade_status_sync), verified: the form parsed from the raw body, the signature
 * checked with Alipay's public key (checkNotifySignV2, RSA2 only), app_id ours. A paid trade
 * (TRADE_SUCCESS / TRADE_FINISHED) or a closed one is a payment notice; a notice carrying refund fields
 * (out_biz_no = our refund number, refund_fee, gmt_refund: Alipay sends one after a refund, TRADE_CLOSED
 * when the whole amount went back) is a refund notice — its refund_fee is the trade's total refunded so
 * far, so the refund's own amount and state are read by the (verified) refund query. null: not taken
 * (answer fail; Alipay retries 8 times over about 25 hours). The amount against the order is
 * checked where the notice is applied (services/payments/apply-notice.ts).
 */
export async function verifyAlipayNotice(gw: AlipayPayGateway, appId: string, log: AlipayLog, req: NotifyRequest): Promise<VerifiedNotify | null> {
  const params = parseNoticeForm(req.rawBody);
  if (!params) {
    log.warn({}, 'alipay notice refused: not a UTF-8 form');
    return null;
  }
  const orderNo = params.out_trade_no ?? '';
  if ((params.sign_type ?? 'RSA2') !== 'RSA2' || !params.sign) {
    log.warn({ orderNo }, 'alipay notice refused: no RSA2 signature');
    return null;
  }
  // a malformed sign makes node:crypto throw: not verified either
  const verified = await gw.checkNotice(signedFields(params)).catch(() => false);
  if (!verified) {
    log.warn({ orderNo }, 'alipay notice refused: the signature does not verify');
    return null;
  }
  if (params.app_id !== appId) {
    log.warn({ orderNo }, 'alipay notice refused: another app_id');
    return null;
  }
  if (params.notify_type !== undefined && params.notify_type !== 'trade_status_sync') return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(orderNo) || !params.trade_no) return null;

  if (params.out_biz_no || params.refund_fee || params.gmt_refund) {
    const refundNo = params.out_biz_no ?? '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(refundNo)) return null;
    try {
      return { kind: 'refund', notice: await queryAlipayRefund(gw, refundNo, orderNo) };
    } catch (err) {
      // unknown yet or Alipay unreachable: fail, Alipay sends it again
      log.warn({ orderNo, refundNo, code: (err as { code?: string }).code }, 'alipay refund notice not taken: the refund query did not confirm it');
      return null;
    }
  }
  const amountCents = centsOfYuan(params.total_amount);
  if (amountCents === null) return null;
  const base = { orderNo, tradeNo: params.trade_no, amountCents, channel: PayChannel.alipay } as const;
  if (params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED') return { kind: 'payment', notice: { ...base, state: 'SUCCESS' } };
  if (params.trade_status === 'TRADE_CLOSED') return { kind: 'payment', notice: { ...base, state: 'CLOSED' } };
  return null;
}
