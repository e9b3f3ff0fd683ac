import type { AppContext } from '../../context';
import { loadSecretFile } from '../../services/crypto/secret-file';
import { localPaymentProvider } from './local-payment';
import type { PaymentProvider } from './payment-provider';

/** The key that signs notifies and cashier links: PAYMENT_NOTIFY_SECRET, else $DATA_DIR/payment-notify-secret. */
export function loadNotifySecret(dataDir: string, configured: string | undefined): Buffer {
  return loadSecretFile(dataDir, 'payment-notify-secret', configured);
}

export interface Payments {
  provider: PaymentProvider;
  secret: Buffer;
}

const made = new WeakMap<AppContext, Payments>();

/** The payment provider of this app (PAYMENT_PROVIDER; only 'local' is built, see docs/points-and-payments.md). */
export function paymentsOf(ctx: AppContext): Payments {
  let p = made.get(ctx);
  if (!p) {
    const secret = loadNotifySecret(ctx.config.dataDir, ctx.config.payment.notifySecret);
    p = { provider: localPaymentProvider(secret), secret };
    made.set(ctx, p);
  }
  return p;
}
