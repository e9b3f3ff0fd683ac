import { beijingTime } from '../../alipay/gateway';
import { PaymentProviderError, type PaymentStart, type PaymentStartInput } from '../payment-provider';
import type { AlipayPayGateway } from './gateway';
import { subjectOf, yuanText } from './money';
import { refusalOf } from './refusals';

export const ALIPAY_NOTIFY_PATH = '/api/payment/notify/alipay';
/** where Alipay's page sends the payer back after paying (the order list shows the state) */
const RETURN_PATH = '/orders';

/**
 * Starts one Alipay trade, reachable two ways with the same out_trade_no and amount (so it can be paid
 * once only): 当面付 `alipay.trade.precreate` gives the QR code content (payUrl), 电脑网站支付
 * `alipay.trade.page.pay` the signed page form (html) that the pay dialog's 前往支付宝支付 submits
 * (decision 938). The form is built locally; the precreate is a call, and a failure of it fails the
 * start (nothing to show the payer would be honest).
 */
export async function startAlipayTrade(gw: AlipayPayGateway, input: PaymentStartInput): Promise<PaymentStart> {
  const site = input.siteBase.replace(/\/+$/, '');
  const notifyUrl = `${site}${ALIPAY_NOTIFY_PATH}`;
  const trade = {
    out_trade_no: input.orderNo,
    total_amount: yuanText(input.moneyCents),
    subject: subjectOf(input.description),
    time_expire: beijingTime(input.expiresAt),
  };
  const answer = await gw.exec('alipay.trade.precreate', { notify_url: notifyUrl, bizContent: trade });
  if (answer.code !== '10000') throw refusalOf(answer);
  if (answer.out_trade_no !== input.orderNo || typeof answer.qr_code !== 'string' || !/^https?:\/\//.test(answer.qr_code)) {
    throw new PaymentProviderError('ALIPAY_BAD_ANSWER', '支付宝的应答无法识别，请稍后再试', true);
  }
  const html = await gw.pageForm('alipay.trade.page.pay', {
    notifyUrl,
    returnUrl: `${site}${RETURN_PATH}`,
    bizContent: { ...trade, product_code: 'FAST_INSTANT_TRADE_PAY' },
  });
  return { codeUrl: null, html, payUrl: answer.qr_code };
}
