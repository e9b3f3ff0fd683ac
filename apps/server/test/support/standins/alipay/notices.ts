import { randomBytes, type KeyObject } from 'node:crypto';
import { alipaySigningString, beijingNow, rsa2Sign } from './signing';
import { yuan, type StandInRefund, type StandInTrade } from './trades';

/**
 * The async notice Alipay POSTs to notify_url (trade_status_sync), signed as Alipay signs it: the
 * parameters with a value, sign and sign_type left out. It carries an empty field (body) and values
 * with quotes and `%` (fund_bill_list, passback_params), as real notices do: what a parser that decodes
 * twice (alipay-sdk issue #45) or signs empty fields gets wrong.
 */
export function paymentNoticeParams(appId: string, t: StandInTrade, overrides: Record<string, string> = {}): Record<string, string> {
  const now = Date.now();
  return {
    gmt_create: beijingNow(now - 60_000),
    charset: 'utf-8',
    seller_email: 'notary-office@example.com',
    subject: t.subject,
    body: '',
    buyer_id: '2088102177846880',
    invoice_amount: yuan(t.totalCents),
    notify_id: `2026${randomBytes(10).toString('hex')}`,
    fund_bill_list: JSON.stringify([{ amount: yuan(t.totalCents), fundChannel: 'ALIPAYACCOUNT' }]),
    notify_type: 'trade_status_sync',
    trade_status: t.status === 'TRADE_CLOSED' ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
    receipt_amount: yuan(t.totalCents),
    buyer_pay_amount: yuan(t.totalCents),
    app_id: appId,
    sign_type: 'RSA2',
    seller_id: '2088102177649450',
    gmt_payment: beijingNow(t.paidAt ?? now),
    notify_time: beijingNow(now),
    passback_params: 'ref%3D100%25 done',
    version: '1.0',
    out_trade_no: t.outTradeNo,
    total_amount: yuan(t.totalCents),
    trade_no: t.tradeNo,
    auth_app_id: appId,
    buyer_logon_id: '159****0001',
    point_amount: '0.00',
    ...overrides,
  };
}

/** The notice after a refund: the trade's state, refund_fee (all refunded so far), gmt_refund and out_biz_no. */
export function refundNoticeParams(appId: string, t: StandInTrade, r: StandInRefund): Record<string, string> {
  return paymentNoticeParams(appId, t, {
    trade_status: t.refundedCents === t.totalCents ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
    refund_fee: yuan(t.refundedCents),
    gmt_refund: `${beijingNow(r.at)}.000`,
    out_biz_no: r.outRequestNo,
  });
}

/** The notice with its sign (Alipay's private key, or another key for a forged one). */
export function signNotice(params: Record<string, string>, key: KeyObject): Record<string, string> {
  const { sign: _old, ...rest } = params;
  return { ...rest, sign: rsa2Sign(alipaySigningString(rest, ['sign', 'sign_type']), key) };
}

/** The form body as Alipay sends it */
export const noticeBody = (signed: Record<string, string>) => new URLSearchParams(signed).toString();
