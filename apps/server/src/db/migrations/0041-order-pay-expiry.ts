import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big } from './helpers';

/**
 * When an order's prepay trade closes at the provider (decision 950): set at the first start of a payment
 * and sent unchanged at every later start. WeChat Pay takes an out_trade_no ordered again as the same trade
 * only when every parameter, time_expire included, is the same; a new expiry per start made 继续支付 fail.
 */
export function orderPayExpiry(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('pay_expires_at', big(dialect)).execute();
    },
  };
}
