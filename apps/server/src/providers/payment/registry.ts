import { PayChannel } from '@evidence/shared/constants';
import type { Config } from '../../config';
import type { FastifyBaseLogger } from 'fastify';
import { alipayPaymentProvider } from './alipay/alipay-payment';
import { localPaymentProvider } from './local-payment';
import type { PaymentProvider, PaymentProviderName } from './payment-provider';
import { wechatPaymentProvider } from './wechat/wechat-payment';

export interface PaymentDeps {
  /** the local cashier's notify and link key */
  secret: Buffer;
  log: FastifyBaseLogger;
}

/** The channel each real provider pays: WeChat Pay pays the WeChat channel, Alipay the Alipay one. */
const CHANNEL_OF: Record<Exclude<PaymentProviderName, 'local'>, PayChannel> = { wechat: PayChannel.wechat, alipay: PayChannel.alipay };

/**
 * The providers PAYMENT_PROVIDER names, in its order. A real provider serves its own channel; `local`
 * serves the channels no real provider serves (PAYMENT_PROVIDER=wechat,local: WeChat for real, Alipay at
 * the test cashier), so no channel is ever served twice. A channel no provider serves is not offered.
 */
export function buildPaymentProviders(config: Config, deps: PaymentDeps): PaymentProvider[] {
  const names = config.payment.providers;
  const real = names.filter((n): n is Exclude<PaymentProviderName, 'local'> => n !== 'local');
  const providers: PaymentProvider[] = [];
  for (const name of names) {
    switch (name) {
      case 'local': {
        const taken = new Set(real.map((n) => CHANNEL_OF[n]));
        providers.push(localPaymentProvider(deps.secret, [PayChannel.alipay, PayChannel.wechat].filter((c) => !taken.has(c))));
        break;
      }
      case 'wechat': {
        // config.ts refused PAYMENT_PROVIDER=wechat without complete WECHATPAY_* settings
        const settings = config.payment.wechat;
        if (!settings) throw new Error('PAYMENT_PROVIDER=wechat needs the WECHATPAY_* settings (docs/providers.md)');
        providers.push(wechatPaymentProvider(settings, { log: deps.log }));
        break;
      }
      case 'alipay': {
        // loadConfig refuses PAYMENT_PROVIDER=alipay without complete ALIPAY_* settings
        if (!config.payment.alipay) throw new Error('PAYMENT_PROVIDER=alipay needs the ALIPAY_* settings');
        providers.push(alipayPaymentProvider(config.payment.alipay, { log: deps.log }));
        break;
      }
    }
  }
  return providers;
}
