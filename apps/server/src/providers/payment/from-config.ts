import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { localPaymentProvider } from './local-payment';
import type { PaymentProvider } from './payment-provider';

/** The key that signs notifies and cashier links: PAYMENT_NOTIFY_SECRET, else $DATA_DIR/payment-notify-secret. */
export function loadNotifySecret(dataDir: string, configured: string | undefined): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, 'payment-notify-secret');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32);
    try {
      fs.writeFileSync(file, secret.toString('hex'), { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      // another process made it first: use that one
      return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    }
  }
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
