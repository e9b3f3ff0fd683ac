import { PayChannel } from '@evidence/shared/constants';
import type { NotifyAnswer, PaymentProvider } from '../payment-provider';
import { alipayPayGateway, type AlipayLog } from './gateway';
import { refundAlipay, queryAlipayRefund } from './refund';
import type { AlipaySettings } from '../../alipay/settings';
import { ALIPAY_NOTIFY_PATH, startAlipayTrade } from './start';
import { closeAlipayTrade, queryAlipayTrade } from './trade';
import { verifyAlipayNotice } from './verify-notice';

export interface AlipayDeps {
  log: AlipayLog;
  /** overrides ALIPAY_TIMEOUT_MS (tests: a few hundred ms against the stand-in's slow answer) */
  timeoutMs?: number;
}

/**
 * PAYMENT_PROVIDER=alipay: Alipay OpenAPI v2 through the official alipay-sdk (loaded on first use), RSA2
 * in 公钥模式. Pays channel 1 (支付宝) by 当面付 QR and 电脑网站支付 page form; every gateway answer
 * and notice is verified with Alipay's public key before anything is taken from it (docs/providers.md
 * "Alipay").
 */
export function alipayPaymentProvider(settings: AlipaySettings, deps: AlipayDeps): PaymentProvider {
  const gw = alipayPayGateway(settings, deps.log, deps.timeoutMs);
  return {
    name: 'alipay',
    isLocal: false,
    channels: [PayChannel.alipay],
    notifyPath: ALIPAY_NOTIFY_PATH,
    start: (input) => startAlipayTrade(gw, input),
    query: (orderNo) => queryAlipayTrade(gw, orderNo),
    close: (orderNo) => closeAlipayTrade(gw, orderNo),
    refund: (req) => refundAlipay(gw, req),
    queryRefund: (refundNo, orderNo) => queryAlipayRefund(gw, refundNo, orderNo),
    verifyNotify: (req) => verifyAlipayNotice(gw, settings.appId, deps.log, req),
    // Alipay reads the body only: exactly `success` takes the notice, anything else has it sent again
    answer(ok: boolean): NotifyAnswer {
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
    },
  };
}
