import type { PayChannel } from '@evidence/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { loadSecretFile } from '../../services/crypto/secret-file';
import type { PaymentProvider, PaymentProviderName } from './payment-provider';
import { buildPaymentProviders } from './registry';

/** The key that signs notifies and cashier links: PAYMENT_NOTIFY_SECRET, else $DATA_DIR/payment-notify-secret. */
export function loadNotifySecret(dataDir: string, configured: string | undefined): Buffer {
  return loadSecretFile(dataDir, 'payment-notify-secret', configured);
}

export interface Payments {
  /** every configured provider, in PAYMENT_PROVIDER's order */
  providers: readonly PaymentProvider[];
  /** the provider that pays this channel, or null when no configured provider does */
  forChannel(channel: PayChannel): PaymentProvider | null;
  /** the provider of this name when configured (a notify names its provider in its path) */
  byName(name: string): PaymentProvider | null;
  /** true when some channel is paid at the local test cashier (shown on every payment page) */
  anyLocal: boolean;
  secret: Buffer;
}

const made = new WeakMap<AppContext, Payments>();

/** The payment providers of this app (PAYMENT_PROVIDER, docs/points-and-payments.md and docs/providers.md). */
export function paymentsOf(ctx: AppContext): Payments {
  let p = made.get(ctx);
  if (!p) {
    p = paymentsFromConfig(ctx.config, ctx.log);
    made.set(ctx, p);
  }
  return p;
}

/** The providers of a configuration, without a server (the CLI's payments:reconcile). */
export function paymentsFromConfig(config: Config, log: FastifyBaseLogger): Payments {
  const secret = loadNotifySecret(config.dataDir, config.payment.notifySecret);
  const providers = buildPaymentProviders(config, { secret, log });
  return {
    providers,
    forChannel: (channel) => providers.find((x) => x.channels.includes(channel)) ?? null,
    byName: (name) => providers.find((x) => x.name === (name as PaymentProviderName)) ?? null,
    anyLocal: providers.some((x) => x.isLocal && x.channels.length > 0),
    secret,
  };
}
