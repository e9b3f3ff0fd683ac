import { randomInt } from 'node:crypto';

/** Prefixes tell the kinds apart at a glance on a statement: CZ 充值 (recharge), XF 消费 (consumption), GZ 公证 (notarial). */
export const ORDER_NO_PREFIX = { recharge: 'CZ', consumption: 'XF', notarial: 'GZ' } as const;

/**
 * A new order number: prefix, the China-time date and time (yyyymmddHHMMss) and 6 random digits.
 * Random, not a counter, so a number does not tell how many orders exist; the unique index on
 * orders.order_no catches the rare collision and the caller draws again.
 */
export function newOrderNo(kind: keyof typeof ORDER_NO_PREFIX, now = new Date()): string {
  // China Standard Time has no daylight saving: UTC+8 always
  const cst = new Date(now.getTime() + 8 * 3600_000).toISOString();
  const stamp = cst.slice(0, 19).replace(/[-T:]/g, '');
  return ORDER_NO_PREFIX[kind] + stamp + String(randomInt(0, 1_000_000)).padStart(6, '0');
}
